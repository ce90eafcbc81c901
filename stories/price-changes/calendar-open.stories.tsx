import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows } from './price-change-fixtures';

/** Category A with 'to date' open: the range 1–14 Aban shaded, days after tomorrow struck out. */
const meta = {
  title: 'Price changes/Calendar open',
  parameters: { route: '/medicineA/changedPrice?from=1405-08-01&to=1405-08-14', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'rows' }, 'A', {
  query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 8, jd: 1 }, to: { jy: 1405, jm: 8, jd: 14 } },
  rows: priceRows('A', 5),
  totalDocs: 5,
  totalPages: 1,
});

export const CalendarOpen: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} pickerOpen="to" /> };
