import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/** Category A: '1404/01/01' typed is refused with the allowed range (behaviour §5: 5 months back to tomorrow); '1404/12/30' does not exist. */
const meta = {
  title: 'Price changes/Typed date refused',
  parameters: { route: '/medicineA/changedPrice', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'A', { rows: priceRows('A', 5), totalDocs: 5, totalPages: 1 });

export const TypedDateRefused: StoryObj = {
  render: () => <PriceChangeStory snapshot={snapshot} pickerText={{ from: '1404/01/01', to: '۱۴۰۴/۱۲/۳۰' }} />,
};
