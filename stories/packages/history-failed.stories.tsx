import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The history could not load: what went wrong and 'try again'. */
const meta = {
  title: 'Packages/History - failed',
  parameters: { route: '/SelectPackage/HistoryPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const HistoryFailed: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot('failed', 'history', { failure: { kind: 'server', status: 500 } })} />,
};
