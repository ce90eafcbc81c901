import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListStory, listSnapshot } from './list-fixtures';

/** Category A list while the first page loads: seven skeleton rows. */
const meta = {
  title: 'Catalog/List/Loading',
  parameters: { route: '/medicineA', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot('loading', 'A');

export const Loading: StoryObj = {
  render: () => <ListStory snapshot={snapshot} />,
};
