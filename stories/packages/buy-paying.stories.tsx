import type { Meta, StoryObj } from '@storybook/react-vite';
import { PACKAGES, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** 'payment' pressed on the 3-month package: checkout asks the server; every button waits. */
const meta = {
  title: 'Packages/Buy - paying',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyPaying: StoryObj = {
  render: () => (
    <PackagesStory
      snapshot={packagesSnapshot('paying', 'buy', { packages: PACKAGES, totalDocs: 4, totalPages: 1, payingPackageId: 'month-3' })}
    />
  ),
};
