import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { ListStory, listSnapshot, rowsA } from './list-fixtures';

/** Category A, page 2 of 134 (rows numbered from ۱۶), with a search applied. */
const meta = {
  title: 'Catalog/List/Loaded A',
  parameters: { route: '/medicineA?page=2', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot({ loaded: 'rows' }, 'A', {
  query: { ...DEFAULT_QUERY, page: 2, search: 'میلی‌گرم' },
  rows: rowsA(15),
  totalDocs: 2000,
  totalPages: 134,
});

export const LoadedA: StoryObj = {
  render: () => <ListStory snapshot={snapshot} />,
};
