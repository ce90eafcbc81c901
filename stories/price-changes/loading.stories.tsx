import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceChangeStory, priceChangeSnapshot } from './price-change-fixtures';

/** Loading: 7 skeleton rows, no page count and no total yet, exports off. */
const meta = {
  title: 'Price changes/Loading',
  parameters: { route: '/medicineA/changedPrice', signedIn: true },
} satisfies Meta;

export default meta;

export const Loading: StoryObj = { render: () => <PriceChangeStory snapshot={priceChangeSnapshot('loading', 'A')} /> };
