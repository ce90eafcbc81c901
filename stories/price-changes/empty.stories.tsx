import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot } from './price-change-fixtures';

/** No price changed on the chosen day: 'دارویی یافت نشد!'. */
const meta = {
  title: 'Price changes/Empty',
  parameters: { route: '/medicineB/changedPrice?from=1405-08-10&to=1405-08-10', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = priceChangeSnapshot({ loaded: 'empty' }, 'B', {
  query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 8, jd: 10 }, to: { jy: 1405, jm: 8, jd: 10 } },
});

export const Empty: StoryObj = { render: () => <PriceChangeStory snapshot={snapshot} /> };
