import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The list could not load: what went wrong and 'try again'. */
const meta = {
  title: 'Packages/Buy - failed',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyFailed: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot('failed', 'buy', { failure: { kind: 'network' } })} />,
};
