import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { ListStory, listSnapshot, rowsB } from './list-fixtures';

/** Category B with the 'فیلتر جستجو' dialog open, pre-filled with the applied filters. */
const meta = {
  title: 'Catalog/List/Filter dialog',
  parameters: { route: '/medicineB?brandNameFA=آموکسی&ircCode=123', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot({ loaded: 'rows' }, 'B', {
  query: { ...DEFAULT_QUERY, filters: { brandNameFA: 'آموکسی', ircCode: '123' } },
  rows: rowsB(4),
  totalDocs: 4,
  totalPages: 1,
});

export const FilterDialogOpen: StoryObj = {
  render: () => <ListStory initialDialogOpen snapshot={snapshot} />,
};
