import type { Meta, StoryObj } from '@storybook/react-vite';
import { PACKAGES, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The order is written; the browser is on its way to the gateway. */
const meta = {
  title: 'Packages/Buy - leaving for the gateway',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyLeaving: StoryObj = {
  render: () => (
    <PackagesStory
      snapshot={packagesSnapshot('leaving', 'buy', { packages: PACKAGES, totalDocs: 4, totalPages: 1, payingPackageId: 'month-3' })}
    />
  ),
};
