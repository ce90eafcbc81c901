import { and, assign, cancel, raise, setup } from 'xstate';
import { cleanFilters, DEFAULT_QUERY, sameQuery, toAddressQuery } from './catalog-list.query';
import { noPage, notifyGranted, pageAssigners, pagedListActions, pagedListStates, pagingGuards } from './paging';
import { providedActor } from './provided';
import type { CatalogListContext, CatalogListEvent, CatalogListInput, Category, ListPage, ListQuery, ListRow } from './catalog-list.types';

/** Typed search waits this long after the last keystroke (behaviour §9). */
export const SEARCH_PAUSE_MS = 800;
const SEARCH_DEBOUNCE_ID = 'searchDebounce';
const pages = pageAssigners<ListRow>();

/** Writes the (already updated) query to the address. */
const syncAddress = {
  type: 'syncUrl',
  params: ({ context }: { context: CatalogListContext }) => ({ query: toAddressQuery(context.category, context.query) }),
} as const;

/**
 * A catalogue list (A or B): loading → loaded (rows or empty) or failed; paging, page size, the
 * debounced search and the filters. The address query is the source of truth: every change the user
 * makes is written back with `syncUrl`, and `URL.CHANGED` (back/forward) loads what the address says.
 * Actor `fetchPage`: `catalogListActors(client)`, provided by the wiring.
 */
export const catalogListMachine = setup({
  types: {} as {
    context: CatalogListContext;
    events: CatalogListEvent;
    input: CatalogListInput;
  },
  actors: {
    fetchPage: providedActor<ListPage, { category: Category; query: ListQuery }>('fetchPage'),
  },
  delays: {
    searchPause: SEARCH_PAUSE_MS,
  },
  actions: {
    ...pagedListActions<CatalogListContext, ListRow, CatalogListEvent>(),
    // A page keeps its search's near spellings beside its rows; a failure has none.
    storePage: assign(({ event }) => ({
      ...pages.storePage({ event }),
      suggestions: (event as unknown as { output: Partial<ListPage> }).output.suggestions ?? [],
    })),
    storeFailure: assign(({ event }) => ({ ...pages.storeFailure({ event }), suggestions: [] })),
    setSearchText: assign({
      searchText: ({ event }) => (event.type === 'SEARCH.TYPE' ? event.text : ''),
    }),
    applySearch: assign({
      query: ({ context }) => ({ ...context.query, search: context.searchText.trim(), page: 1 }),
    }),
    applyFilters: assign({
      query: ({ context, event }) =>
        event.type === 'FILTER.APPLY'
          ? { ...context.query, filters: cleanFilters(context.category, event.filters), page: 1 }
          : context.query,
    }),
    removeFilter: assign({
      query: ({ context, event }) => {
        if (event.type !== 'FILTER.REMOVE') return context.query;
        const filters = { ...context.query.filters };
        delete filters[event.key];
        return { ...context.query, filters, page: 1 };
      },
    }),
    clearAll: assign({ query: () => DEFAULT_QUERY, searchText: '' }),
    adoptUrlQuery: assign({
      query: ({ context, event }) => (event.type === 'URL.CHANGED' ? event.query : context.query),
      searchText: ({ context, event }) => (event.type === 'URL.CHANGED' ? event.query.search : context.searchText),
    }),
  },
  guards: {
    ...pagingGuards,
    isFilterActive: ({ context, event }) => event.type === 'FILTER.REMOVE' && Boolean(context.query.filters[event.key]),
    hasFilters: ({ context }) => Object.keys(context.query.filters).length > 0,
    isCategoryA: ({ context }) => context.category === 'A',
    isSearchChanged: ({ context }) => context.searchText.trim() !== context.query.search,
    isNewQuery: ({ context, event }) => event.type === 'URL.CHANGED' && !sameQuery(context.category, context.query, event.query),
  },
}).createMachine({
  id: 'catalogList',
  context: ({ input }) => ({
    category: input.category,
    query: input.query,
    searchText: input.query.search,
    suggestions: [],
    ...noPage(),
  }),
  initial: 'loading',
  on: {
    'SEARCH.TYPE': {
      actions: [
        'setSearchText',
        cancel(SEARCH_DEBOUNCE_ID),
        raise({ type: 'SEARCH.COMMIT' }, { id: SEARCH_DEBOUNCE_ID, delay: 'searchPause' }),
      ],
    },
    'SEARCH.COMMIT': {
      guard: 'isSearchChanged',
      target: '.loading',
      actions: ['applySearch', syncAddress],
    },
    'SEARCH.SUBMIT': {
      target: '.loading',
      actions: [cancel(SEARCH_DEBOUNCE_ID), 'applySearch', syncAddress],
    },
    'PAGE_SIZE.CHANGE': { target: '.loading', actions: ['changePageSize', syncAddress] },
    'FILTER.APPLY': { target: '.loading', actions: ['applyFilters', syncAddress] },
    'FILTER.REMOVE': { guard: 'isFilterActive', target: '.loading', actions: ['removeFilter', syncAddress] },
    'FILTER.CLEAR_ALL': { guard: 'hasFilters', target: '.loading', actions: [cancel(SEARCH_DEBOUNCE_ID), 'clearAll', syncAddress] },
    'URL.CHANGED': { guard: 'isNewQuery', target: '.loading', actions: [cancel(SEARCH_DEBOUNCE_ID), 'adoptUrlQuery'] },
  },
  states: pagedListStates({
    syncAddress,
    // Past the last page: the same rule as a go-to-page out of range (behaviour §5).
    pastLastPage: [
      {
        guard: and(['isPastLastPage', 'isCategoryA']),
        target: 'loading',
        reenter: true,
        actions: [notifyGranted, 'showPageNotFound', 'goToFirstPage', syncAddress],
      },
      { guard: 'isPastLastPage', target: 'loading', reenter: true, actions: [notifyGranted, 'goToFirstPage', syncAddress] },
    ],
    pageOutOfRange: [
      { guard: 'isCategoryA', target: 'loading', actions: ['showPageNotFound', 'goToFirstPage', syncAddress] },
      { target: 'loading', actions: ['goToFirstPage', syncAddress] },
    ],
  }),
});
