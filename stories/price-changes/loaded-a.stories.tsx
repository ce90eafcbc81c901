import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/** Category A, 1–14 Aban 1405, page 1 of 3: unit prices in rial, change dates in the Persian calendar. */
const meta = {
  title: 'Price changes/Loaded A',
  parameters: { route: '/medicineA/changedPrice?from=1405-08-01&to=1405-08-14', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'A', {
  query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 8, jd: 1 }, to: { jy: 1405, jm: 8, jd: 14 } },
  rows: priceRows('A'),
  totalDocs: 41,
  totalPages: 3,
});

export const LoadedA: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
