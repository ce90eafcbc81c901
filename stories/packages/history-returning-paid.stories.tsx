import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDERS, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The gateway sent the user back: the paid order is highlighted with its Jalali expiry. */
const meta = {
  title: 'Packages/History - back from the gateway, paid',
  parameters: { route: '/SelectPackage/HistoryPackage?order=order-3', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryReturningPaid: StoryObj = {
  render: () => (
    <PackagesStory
      snapshot={packagesSnapshot({ loaded: 'rows' }, 'history', {
        orders: ORDERS,
        totalDocs: 3,
        totalPages: 1,
        highlightOrderId: 'order-3',
      })}
    />
  ),
};
