import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { ListStory, listSnapshot } from './list-fixtures';

/** A search that finds nothing: 'دارویی یافت نشد!'. */
const meta = {
  title: 'Catalog/List/Empty',
  parameters: { route: '/medicineA?search=zzz', signedIn: true },
} satisfies Meta;

export default meta;

const snapshot = listSnapshot({ loaded: 'empty' }, 'A', { query: { ...DEFAULT_QUERY, search: 'zzz' } });

export const Empty: StoryObj = {
  render: () => <ListStory snapshot={snapshot} />,
};

/** A near miss: 'منظورتان «انالاپریل» بود؟' under the empty row (behaviour §2.5). */
export const NearMiss: StoryObj = {
  parameters: { route: '/medicineA?search=انالاپرل' },
  render: () => (
    <ListStory
      snapshot={listSnapshot({ loaded: 'empty' }, 'A', {
        query: { ...DEFAULT_QUERY, search: 'قرص انالاپرل' },
        suggestions: ['قرص انالاپریل', 'قرص انالاپریل‌اچ'],
      })}
    />
  ),
};
