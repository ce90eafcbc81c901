import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { ListStory, listSnapshot, rowsA } from './list-fixtures';

/** On a 375 px phone: 'نمایش فیلترها' opened the side panel of filter chips. */
const meta = {
  title: 'Catalog/List/Mobile side panel',
  parameters: { route: '/medicineA?genericNameEN=Folic&concessionaire=سبحان', signedIn: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot({ loaded: 'rows' }, 'A', {
  query: { ...DEFAULT_QUERY, filters: { genericNameEN: 'Folic', concessionaire: 'سبحان' } },
  rows: rowsA(3),
  totalDocs: 3,
  totalPages: 1,
});

export const MobileSidePanel: StoryObj = {
  render: () => <ListStory initialDrawerOpen snapshot={snapshot} />,
};
