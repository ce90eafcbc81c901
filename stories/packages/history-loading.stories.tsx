import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** Six skeleton rows while the orders load. */
const meta = {
  title: 'Packages/History - loading',
  parameters: { route: '/SelectPackage/HistoryPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryLoading: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot('loading', 'history')} />,
};
