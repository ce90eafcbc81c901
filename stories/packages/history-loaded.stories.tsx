import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDERS, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The user's orders, page 1 of 2. */
const meta = {
  title: 'Packages/History - loaded',
  parameters: { route: '/SelectPackage/HistoryPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryLoaded: StoryObj = {
  render: () => (
    <PackagesStory snapshot={packagesSnapshot({ loaded: 'rows' }, 'history', { orders: ORDERS, totalDocs: 13, totalPages: 2 })} />
  ),
};
