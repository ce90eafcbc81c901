import type { Meta, StoryObj } from '@storybook/react-vite';
import { PACKAGES, PackagesStory, packagesSnapshot } from './packages-fixtures';

/** The four packages: name, days, price in toman with Persian separators, 'payment'. */
const meta = {
  title: 'Packages/Buy - loaded',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyLoaded: StoryObj = {
  render: () => (
    <PackagesStory snapshot={packagesSnapshot({ loaded: 'rows' }, 'buy', { packages: PACKAGES, totalDocs: 4, totalPages: 1 })} />
  ),
};
