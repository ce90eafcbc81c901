import type { MedicineAListItem, MedicineBListItem } from '../src/api/client';
import type { Category, Page, PagedListContext, PageSize, PagingEvent } from './paging';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Category, type PageSize } from './paging';

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

/** One page as the fetch actor returns it, with the near spellings of a search that found nothing. */
export interface ListPage extends Page<ListRow> {
  suggestions?: string[];
}

/** Machine input: the catalogue and the query parsed from the URL. */
export interface CatalogListInput {
  category: Category;
  query: ListQuery;
}

export interface CatalogListContext extends PagedListContext<ListRow, ListQuery> {
  /** What is in the search box now (applied to `query.search` after the 800 ms pause). */
  searchText: string;
  /** The last page's near spellings of its search (behaviour §2.5; none from a backend without them). */
  suggestions: string[];
}

export type CatalogListEvent =
  | PagingEvent
  | { type: 'SEARCH.TYPE'; text: string }
  | { type: 'SEARCH.COMMIT' }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'FILTER.APPLY'; filters: Filters }
  | { type: 'FILTER.REMOVE'; key: FilterKey }
  | { type: 'FILTER.CLEAR_ALL' }
  | { type: 'URL.CHANGED'; query: ListQuery };
