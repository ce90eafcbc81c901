import { assign, setup } from 'xstate';
import { sameDay } from '../src/lib/jalali-days';
import { noPage, notifyGranted, pagedListActions, pagedListStates, pagingGuards } from './paging';
import { providedActor } from './provided';
import { boundsOf, isRangeAllowed, sameQuery, toAddressQuery } from './price-change-list.query';
import type {
  Category,
  PriceChangeListContext,
  PriceChangeListEvent,
  PriceChangeListInput,
  PriceChangePage,
  PriceChangeQuery,
  PriceChangeRow,
  PublishedImport,
} from './price-change-list.types';

/** Writes the (already updated) query to the address. */
const syncAddress = {
  type: 'syncUrl',
  params: ({ context }: { context: PriceChangeListContext }) => ({ query: toAddressQuery(context.query) }),
} as const;

/** The query as the list can apply it: no import filter while no imports are offered (behaviour §10). */
const applicable = (context: PriceChangeListContext, query: PriceChangeQuery): PriceChangeQuery =>
  context.imports.status === 'hidden' && query.importId !== null ? { ...query, importId: null } : query;

/**
 * A price-change list (A or B): loading → loaded (rows or empty) or failed; the date range, the
 * published import it is narrowed to (behaviour §10.12), paging and page size. The address query is the source of truth: every change is written back with
 * `syncUrl`, and `URL.CHANGED` (back/forward, a pasted link) loads what the address says. A range
 * outside the category's bounds (behaviour §5) is refused. `EXPORT.ABSENT` (the export answered 404 on a
 * backend without it) hides the download buttons for good. Beside the list, `fetchImports` asks once for the
 * catalogue's published imports: they are offered as a filter; when the call fails (a backend without it
 * answers 404, behaviour §10) no filter is offered and an import asked by the address is dropped.
 * Actors `fetchPage`, `fetchImports`: `priceChangeListActors(client)`.
 */
export const priceChangeListMachine = setup({
  types: {} as {
    context: PriceChangeListContext;
    events: PriceChangeListEvent;
    input: PriceChangeListInput;
  },
  actors: {
    fetchPage: providedActor<PriceChangePage, { category: Category; query: PriceChangeQuery }>('fetchPage'),
    fetchImports: providedActor<PublishedImport[], { category: Category }>('fetchImports'),
  },
  actions: {
    ...pagedListActions<PriceChangeListContext, PriceChangeRow, PriceChangeListEvent>(),
    applyRange: assign({
      query: ({ context, event }) =>
        event.type === 'RANGE.CHANGE' ? { ...context.query, from: event.range.from, to: event.range.to, page: 1 } : context.query,
    }),
    clearRange: assign({ query: ({ context }) => ({ ...context.query, from: null, to: null, page: 1 }) }),
    adoptUrlQuery: assign({
      query: ({ context, event }) => (event.type === 'URL.CHANGED' ? applicable(context, event.query) : context.query),
    }),
    applyImport: assign({
      query: ({ context, event }) =>
        event.type === 'IMPORT.CHANGE' ? { ...context.query, importId: event.importId, page: 1 } : context.query,
    }),
    storeImports: assign({
      imports: ({ event }) => ({ status: 'ready' as const, docs: (event as unknown as { output: PublishedImport[] }).output }),
    }),
    hideImports: assign({ imports: { status: 'hidden' as const, docs: [] } }),
    dropImport: assign({ query: ({ context }) => ({ ...context.query, importId: null, page: 1 }) }),
  },
  guards: {
    ...pagingGuards,
    /** A different range, inside the category's bounds and not reversed (behaviour §5). */
    isRangeAllowed: ({ context, event }) =>
      event.type === 'RANGE.CHANGE' &&
      isRangeAllowed(event.range, context.bounds) &&
      !(sameDay(event.range.from, context.query.from) && sameDay(event.range.to, context.query.to)),
    hasRange: ({ context }) => context.query.from !== null || context.query.to !== null,
    isNewQuery: ({ context, event }) => event.type === 'URL.CHANGED' && !sameQuery(context.query, applicable(context, event.query)),
    /** Another source, while the imports are offered. */
    isNewImport: ({ context, event }) =>
      event.type === 'IMPORT.CHANGE' && context.imports.status === 'ready' && event.importId !== context.query.importId,
    areImportsLoading: ({ context }) => context.imports.status === 'loading',
    /** The imports failed while the list is narrowed to one (from the address): it is dropped. */
    isFilteredByLostImport: ({ context }) => context.imports.status === 'loading' && context.query.importId !== null,
  },
}).createMachine({
  id: 'priceChangeList',
  context: ({ input }) => ({
    category: input.category,
    query: input.query,
    bounds: boundsOf(input.category, input.today),
    exportAbsent: input.exportAbsent ?? false,
    imports: { status: 'loading', docs: [] },
    ...noPage(),
  }),
  initial: 'loading',
  invoke: {
    id: 'fetchImports',
    src: 'fetchImports',
    input: ({ context }) => ({ category: context.category }),
    onDone: { guard: 'areImportsLoading', actions: 'storeImports' },
    onError: [
      { guard: 'isFilteredByLostImport', target: '.loading', actions: ['hideImports', 'dropImport', syncAddress] },
      { guard: 'areImportsLoading', actions: 'hideImports' },
    ],
  },
  on: {
    'PAGE_SIZE.CHANGE': { target: '.loading', actions: ['changePageSize', syncAddress] },
    'RANGE.CHANGE': { guard: 'isRangeAllowed', target: '.loading', actions: ['applyRange', syncAddress] },
    'RANGE.CLEAR': { guard: 'hasRange', target: '.loading', actions: ['clearRange', syncAddress] },
    'URL.CHANGED': { guard: 'isNewQuery', target: '.loading', actions: ['adoptUrlQuery'] },
    'IMPORT.CHANGE': { guard: 'isNewImport', target: '.loading', actions: ['applyImport', syncAddress] },
    // A backend without the export (behaviour §10): its buttons go, nothing is said.
    'EXPORT.ABSENT': { actions: assign({ exportAbsent: true }) },
  },
  states: pagedListStates({
    syncAddress,
    // Past the last page: the same rule as a go-to-page out of range (behaviour §5).
    pastLastPage: [
      {
        guard: 'isPastLastPage',
        target: 'loading',
        reenter: true,
        actions: [notifyGranted, 'showPageNotFound', 'goToFirstPage', syncAddress],
      },
    ],
    pageOutOfRange: [{ target: 'loading', actions: ['showPageNotFound', 'goToFirstPage', syncAddress] }],
  }),
});
