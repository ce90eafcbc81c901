import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { ListStory, listSnapshot, rowsB } from './list-fixtures';

/** Category B, first page of 30: producer and supplier columns. */
const meta = {
  title: 'Catalog/List/Loaded B',
  parameters: { route: '/medicineB?limit=30', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot({ loaded: 'rows' }, 'B', {
  query: { ...DEFAULT_QUERY, limit: 30 },
  rows: rowsB(30),
  totalDocs: 1500,
  totalPages: 50,
});

export const LoadedB: StoryObj = {
  render: () => <ListStory snapshot={snapshot} />,
};
