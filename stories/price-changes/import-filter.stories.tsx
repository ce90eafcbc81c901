import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import { PriceChangeStory, priceChangeSnapshot, priceRows, STORY_IMPORTS } from './price-change-fixtures';

/**
 * Category A narrowed to one published import of the official list (behaviour §10.12): the source
 * filter names each import by its file and the day it was published; the date range still applies.
 * 'Every source' is the list as it was.
 */
const meta = {
  title: 'Price changes/Import filter',
  parameters: { route: '/medicineA/changedPrice', signedIn: true },
} satisfies Meta;

export default meta;

const imports = { status: 'ready' as const, docs: STORY_IMPORTS };

export const AllSources: StoryObj = {
  render: () => (
    <PriceChangeStory
      snapshot={priceChangeSnapshot({ loaded: 'rows' }, 'A', { rows: priceRows('A'), totalDocs: 41, totalPages: 3, imports })}
    />
  ),
};

export const OneImport: StoryObj = {
  render: () => (
    <PriceChangeStory
      snapshot={priceChangeSnapshot({ loaded: 'rows' }, 'A', {
        query: { ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 8, jd: 12 }, importId: STORY_IMPORTS[0]!._id },
        rows: priceRows('A', 6),
        totalDocs: 6,
        totalPages: 1,
        imports,
      })}
    />
  ),
};
