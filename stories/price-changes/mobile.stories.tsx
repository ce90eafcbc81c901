import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/** On a 375 px phone: the range as a removable chip, generic name and maker hidden, no page-size picker. */
const meta = {
  title: 'Price changes/Mobile',
  parameters: { route: '/medicineB/changedPrice?from=1405-08-01', signedIn: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'B', {
  query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 8, jd: 1 } },
  rows: priceRows('B', 8),
  totalDocs: 8,
  totalPages: 1,
});

export const Mobile: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
