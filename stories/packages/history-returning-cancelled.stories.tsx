import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDERS, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The payment was cancelled on the gateway: nothing was granted. */
const meta = {
  title: 'Packages/History - back from the gateway, cancelled',
  parameters: { route: '/SelectPackage/HistoryPackage?order=order-2', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryReturningCancelled: StoryObj = {
  render: () => (
    <PackagesStory
      snapshot={packagesSnapshot({ loaded: 'rows' }, 'history', {
        orders: ORDERS,
        totalDocs: 3,
        totalPages: 1,
        highlightOrderId: 'order-2',
      })}
    />
  ),
};
