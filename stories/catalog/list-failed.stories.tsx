import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListStory, listSnapshot } from './list-fixtures';

/** The call failed (no network): the empty row offers a retry; the toast came from the notifier. */
const meta = {
  title: 'Catalog/List/Failed',
  parameters: { route: '/medicineB', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot('failed', 'B', { failure: { kind: 'network' } });

export const Failed: StoryObj = {
  render: () => <ListStory snapshot={snapshot} />,
};
