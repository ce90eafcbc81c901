import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/**
 * Category A on a backend without the export (behaviour §10): after a download answered 404 the
 * list stays as it was, without its two download buttons, and nothing is said (behaviour §10).
 */
const meta = {
  title: 'Price changes/Export missing',
  parameters: { route: '/medicineA/changedPrice', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'A', {
  query: DEFAULT_PRICE_CHANGE_QUERY,
  rows: priceRows('A'),
  totalDocs: 41,
  totalPages: 3,
  exportAbsent: true,
});

export const ExportMissing: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
