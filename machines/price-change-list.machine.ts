import { assign, setup } from 'xstate';
import type { ApiFailure } from '../src/api/errors';
import { sameDay } from '../src/lib/jalali-days';
import { pageAssigners, pagingGuards } from './paging';
import { providedActor } from './provided';
import { boundsOf, isRangeAllowed, sameQuery, toAddressQuery } from './price-change-list.query';
import type {
  Category,
  PriceChangeListContext,
  PriceChangeListEvent,
  PriceChangeListInput,
  PriceChangePage,
  PriceChangeQuery,
} from './price-change-list.types';

/** Writes the (already updated) query to the address. */
const syncAddress = {
  type: 'syncUrl',
  params: ({ context }: { context: PriceChangeListContext }) => ({ query: toAddressQuery(context.query) }),
} as const;

const granted = { type: 'notifyAccess', params: { granted: true } } as const;

/**
 * A price-change list (A or B): loading → loaded (rows or empty) or failed; the date range, paging
 * and page size. The address query is the source of truth: every change is written back with
 * `syncUrl`, and `URL.CHANGED` (back/forward, a pasted link) loads what the address says. A range
 * outside the category's bounds (behaviour §5) is refused. Actor `fetchPage`: `priceChangeListActors(client)`.
 */
export const priceChangeListMachine = setup({
  types: {} as {
    context: PriceChangeListContext;
    events: PriceChangeListEvent;
    input: PriceChangeListInput;
  },
  actors: {
    fetchPage: providedActor<PriceChangePage, { category: Category; query: PriceChangeQuery }>('fetchPage'),
  },
  actions: {
    /** Tells the access gate whether the subscription is valid (behaviour §4: a 403 here marks it invalid). */
    notifyAccess: (_, _params: { granted: boolean }) => {},
    /** Writes the address query; the view uses react-router's setSearchParams. */
    syncUrl: (_, _params: { query: Record<string, string> }) => {},
    /** The behaviour §8 toast for a failed load; the view uses the notifier. */
    showFailure: (_, _params: { failure: ApiFailure }) => {},
    /** 'The requested page was not found!' (behaviour §5: a page jump out of range on a price list). */
    showPageNotFound: () => {},
    goToNextPage: assign({ query: ({ context }) => ({ ...context.query, page: context.query.page + 1 }) }),
    goToPreviousPage: assign({ query: ({ context }) => ({ ...context.query, page: context.query.page - 1 }) }),
    goToRequestedPage: assign({
      query: ({ context, event }) => ({ ...context.query, page: event.type === 'PAGE.GOTO' ? event.page : 1 }),
    }),
    goToFirstPage: assign({ query: ({ context }) => ({ ...context.query, page: 1 }) }),
    changePageSize: assign({
      query: ({ context, event }) =>
        event.type === 'PAGE_SIZE.CHANGE' ? { ...context.query, limit: event.limit, page: 1 } : context.query,
    }),
    applyRange: assign({
      query: ({ context, event }) =>
        event.type === 'RANGE.CHANGE' ? { ...context.query, from: event.range.from, to: event.range.to, page: 1 } : context.query,
    }),
    clearRange: assign({ query: ({ context }) => ({ ...context.query, from: null, to: null, page: 1 }) }),
    adoptUrlQuery: assign({
      query: ({ context, event }) => (event.type === 'URL.CHANGED' ? event.query : context.query),
    }),
    storePage: assign(pageAssigners<PriceChangePage['rows'][number]>().storePage),
    storeFailure: assign(pageAssigners<PriceChangePage['rows'][number]>().storeFailure),
  },
  guards: {
    ...pagingGuards,
    /** A different range, inside the category's bounds and not reversed (behaviour §5). */
    isRangeAllowed: ({ context, event }) =>
      event.type === 'RANGE.CHANGE' &&
      isRangeAllowed(event.range, context.bounds) &&
      !(sameDay(event.range.from, context.query.from) && sameDay(event.range.to, context.query.to)),
    hasRange: ({ context }) => context.query.from !== null || context.query.to !== null,
    isNewQuery: ({ context, event }) => event.type === 'URL.CHANGED' && !sameQuery(context.query, event.query),
  },
}).createMachine({
  id: 'priceChangeList',
  context: ({ input }) => ({
    category: input.category,
    query: input.query,
    bounds: boundsOf(input.category, input.today),
    rows: [],
    totalDocs: 0,
    totalPages: 0,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'PAGE_SIZE.CHANGE': { target: '.loading', actions: ['changePageSize', syncAddress] },
    'RANGE.CHANGE': { guard: 'isRangeAllowed', target: '.loading', actions: ['applyRange', syncAddress] },
    'RANGE.CLEAR': { guard: 'hasRange', target: '.loading', actions: ['clearRange', syncAddress] },
    'URL.CHANGED': { guard: 'isNewQuery', target: '.loading', actions: ['adoptUrlQuery'] },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ category: context.category, query: context.query }),
        onDone: [
          // Past the last page: the same rule as a go-to-page out of range (behaviour §5).
          {
            guard: 'isPastLastPage',
            target: 'loading',
            reenter: true,
            actions: [granted, 'showPageNotFound', 'goToFirstPage', syncAddress],
          },
          { guard: 'hasRows', target: 'loaded.rows', actions: ['storePage', granted] },
          { target: 'loaded.empty', actions: ['storePage', granted] },
        ],
        onError: [
          { guard: 'isForbidden', target: 'failed', actions: ['storeFailure', { type: 'notifyAccess', params: { granted: false } }] },
          {
            target: 'failed',
            actions: [
              'storeFailure',
              { type: 'showFailure', params: ({ context }) => ({ failure: context.failure ?? { kind: 'network' } }) },
            ],
          },
        ],
      },
    },
    loaded: {
      initial: 'rows',
      on: {
        'PAGE.NEXT': { guard: 'hasNextPage', target: 'loading', actions: ['goToNextPage', syncAddress] },
        'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: 'loading', actions: ['goToPreviousPage', syncAddress] },
        'PAGE.GOTO': [
          { guard: 'isPageInRange', target: 'loading', actions: ['goToRequestedPage', syncAddress] },
          { target: 'loading', actions: ['showPageNotFound', 'goToFirstPage', syncAddress] },
        ],
      },
      states: {
        rows: { tags: ['rows'] },
        empty: { tags: ['empty'] },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
  },
});
