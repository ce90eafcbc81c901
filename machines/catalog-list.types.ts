import type { ApiFailure } from '../src/api/errors';
import type { MedicineAListItem, MedicineBListItem } from '../src/api/client';

/** Which catalogue a list shows. */
export type Category = 'A' | 'B';

/** The page sizes a catalogue list offers (behaviour §9). */
export const PAGE_SIZES = [15, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 15;

/** A filter's name in the address query (behaviour §5, spelt as there). */
export type FilterKey =
  | 'brandNameFA'
  | 'brandNameEN'
  | 'genericNameFA'
  | 'genericNameEN'
  | 'genericCode'
  | 'quatityInPack'
  | 'concessionaire'
  | 'supplirCompany'
  | 'producerComopany'
  | 'ircCode'
  | 'pricePharmacy'
  | 'priceDistributor';

export type Filters = Partial<Record<FilterKey, string>>;

/** What a list shows, as the address query says it: the source of truth. */
export interface ListQuery {
  page: number;
  limit: PageSize;
  /** The applied search text ('' = none). */
  search: string;
  filters: Filters;
}

export type ListRow = MedicineAListItem | MedicineBListItem;

/** One page as the fetch actor returns it. */
export interface ListPage {
  rows: ListRow[];
  totalDocs: number;
  totalPages: number;
}

/** Machine input: the catalogue and the query parsed from the URL. */
export interface CatalogListInput {
  category: Category;
  query: ListQuery;
}

export interface CatalogListContext {
  category: Category;
  query: ListQuery;
  /** What is in the search box now (applied to `query.search` after the 800 ms pause). */
  searchText: string;
  rows: ListRow[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
}

export type CatalogListEvent =
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'PAGE.GOTO'; page: number }
  | { type: 'PAGE_SIZE.CHANGE'; limit: PageSize }
  | { type: 'SEARCH.TYPE'; text: string }
  | { type: 'SEARCH.COMMIT' }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'FILTER.APPLY'; filters: Filters }
  | { type: 'FILTER.REMOVE'; key: FilterKey }
  | { type: 'FILTER.CLEAR_ALL' }
  | { type: 'URL.CHANGED'; query: ListQuery }
  | { type: 'RETRY' };
