import type { catalogListMachine } from './catalog-list.machine';
import { activeFilters } from './catalog-list.query';
import { PAGE_SIZES, type CatalogListEvent, type FilterKey, type Filters, type PageSize } from './catalog-list.types';

export type CatalogListSnapshot = ReturnType<typeof catalogListMachine.transition>;

/** What a catalogue list screen reads from a snapshot of the list machine, and what it calls. */
export function connectCatalogList(snapshot: CatalogListSnapshot, send: (event: CatalogListEvent) => void) {
  const { category, query, searchText, rows, totalPages, totalDocs } = snapshot.context;
  return {
    category,
    /** The applied query (page, page size, search, filters), as the address says it. */
    query,
    /** What is in the search box now. */
    searchText,
    rows,
    totalPages,
    totalDocs,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    /** Why the last load failed (shown with 'try again'), or null. */
    failure: snapshot.context.failure,
    /** Totals are known only after a successful load: never «۰ دارو» or «صفحه ۱ از ۱» while loading or failed. */
    totalsKnown: snapshot.matches('loaded'),
    /** The applied filters as removable chips, in the dialog's order. */
    chips: activeFilters(category, query),
    pageSizes: PAGE_SIZES,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canGoTo: snapshot.can({ type: 'PAGE.GOTO', page: 1 }),
    typeSearch: (text: string) => send({ type: 'SEARCH.TYPE', text }),
    submitSearch: () => send({ type: 'SEARCH.SUBMIT' }),
    applyFilters: (filters: Filters) => send({ type: 'FILTER.APPLY', filters }),
    removeFilter: (key: FilterKey) => send({ type: 'FILTER.REMOVE', key }),
    clearFilters: () => send({ type: 'FILTER.CLEAR_ALL' }),
    changePageSize: (limit: PageSize) => send({ type: 'PAGE_SIZE.CHANGE', limit }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    goToPage: (page: number) => send({ type: 'PAGE.GOTO', page }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type CatalogListApi = ReturnType<typeof connectCatalogList>;
