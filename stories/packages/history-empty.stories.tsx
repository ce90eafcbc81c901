import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** No purchase yet, with a way to the buy tab. */
const meta = {
  title: 'Packages/History - empty',
  parameters: { route: '/SelectPackage/HistoryPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryEmpty: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot({ loaded: 'empty' }, 'history', { totalDocs: 0, totalPages: 0 })} />,
};
