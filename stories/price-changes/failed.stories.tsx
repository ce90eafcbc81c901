import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceChangeStory, priceChangeSnapshot } from './price-change-fixtures';

/** The call failed (server error): what went wrong and 'try again', never "nothing found". */
const meta = {
  title: 'Price changes/Failed',
  parameters: { route: '/medicineA/changedPrice', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot('failed', 'A', { failure: { kind: 'server', status: 500 } });

export const Failed: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
