import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/** Category B from 1 Farvardin 1404 (no bound on B), page 2 of 5 at 30 a page: consumer prices, producer companies. */
const meta = {
  title: 'Price changes/Loaded B',
  parameters: { route: '/medicineB/changedPrice?from=1404-01-01&page=2&limit=30', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'B', {
  query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1404, jm: 1, jd: 1 }, page: 2, limit: 30 },
  rows: priceRows('B', 30),
  totalDocs: 140,
  totalPages: 5,
});

export const LoadedB: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
