import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesStory, packagesSnapshot } from './packages-fixtures';

/** 'No package found.' */
const meta = {
  title: 'Packages/Buy - empty',
  parameters: { route: '/SelectPackage/buyPackage', signedIn: true },
} satisfies Meta;

export default meta;

export const BuyEmpty: StoryObj = {
  render: () => <PackagesStory snapshot={packagesSnapshot({ loaded: 'empty' }, 'buy', { totalDocs: 0, totalPages: 0 })} />,
};
