import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** Six skeleton rows while the package list loads. */
const meta = {
  title: 'Packages/Buy - loading',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyLoading: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot('loading', 'buy')} />,
};
