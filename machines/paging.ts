/**
 * The paged list (the catalogues, the price changes and the console's lists): its states, its paging
 * rules and what its screens read. Each list's `setup()` spreads these next to its own (its query, its
 * filters or range, its fetch actor) and its config takes `pagedListStates`, so the paging is written
 * once and reads the same in every statechart.
 */
import { assign, type DoneActorEvent, type EventObject } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';

/** The page sizes a list offers (behaviour §9). */
export const PAGE_SIZES = [15, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 15;

/** Which catalogue a list shows. */
export type Category = 'A' | 'B';

/** One page of a list as its actor answers it. */
export interface Page<TRow> {
  rows: TRow[];
  totalDocs: number;
  totalPages: number;
}

/** What every paged list keeps: the last page's rows and totals, or why it failed. */
export interface PagedContext<TRow> extends Page<TRow> {
  failure: ApiFailure | null;
}

/** Before the first answer: no rows, no totals, no failure. */
export const noPage = <TRow>(): PagedContext<TRow> => ({ rows: [], totalDocs: 0, totalPages: 0, failure: null });

/** A paged list's context without a catalogue (the console's lists): its query and its last page. */
export interface QueriedPageContext<TRow, TQuery> extends PagedContext<TRow> {
  query: TQuery;
}

/** A paged list's context: its category and query (the address's), and its last page. */
export interface PagedListContext<TRow, TQuery> extends QueriedPageContext<TRow, TQuery> {
  category: Category;
}

/** The events every paged list takes. */
export type PagingEvent =
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'PAGE.GOTO'; page: number }
  | { type: 'PAGE_SIZE.CHANGE'; limit: PageSize }
  | { type: 'RETRY' };

/** The part of a list's query paging changes. */
export interface PagedQuery {
  page: number;
  limit: PageSize;
}

type GuardArgs = { context: { query: { page: number }; totalPages: number }; event: EventObject };

const pageOf = (event: EventObject) => (event as DoneActorEvent<Page<unknown>>).output;
const failureOf = (event: EventObject) => toFailure((event as EventObject & { error: unknown }).error);

export const pagingGuards = {
  hasRows: ({ event }: GuardArgs) => pageOf(event).rows.length > 0,
  isForbidden: ({ event }: GuardArgs) => failureOf(event).kind === 'forbidden',
  /** The address asked for a page past the last one (a shared link to a list that has shrunk). */
  isPastLastPage: ({ context, event }: GuardArgs) => {
    const page = pageOf(event);
    return page.rows.length === 0 && page.totalPages > 0 && context.query.page > page.totalPages;
  },
  hasNextPage: ({ context }: GuardArgs) => context.query.page < context.totalPages,
  hasPreviousPage: ({ context }: GuardArgs) => context.query.page > 1,
  isPageInRange: ({ context, event }: GuardArgs) => {
    if (event.type !== 'PAGE.GOTO') return false;
    const { page } = event as EventObject & { page: number };
    return Number.isInteger(page) && page >= 1 && page <= context.totalPages;
  },
};

/** `assign` bodies: a page's rows and totals (clearing the failure), or a failure (clearing the rows). */
export function pageAssigners<TRow>() {
  return {
    storePage: ({ event }: { event: EventObject }) => {
      const { rows, totalDocs, totalPages } = (event as DoneActorEvent<Page<TRow>>).output;
      return { rows, totalDocs, totalPages, failure: null as ApiFailure | null };
    },
    storeFailure: ({ event }: { event: EventObject }) => ({
      rows: [] as TRow[],
      totalDocs: 0,
      totalPages: 0,
      failure: failureOf(event) as ApiFailure | null,
    }),
  };
}

/** `assign` bodies that move the query's page or change its size (back to page 1). */
export function pagingAssigners<TContext extends { query: PagedQuery }>() {
  type Args = { context: TContext; event: EventObject };
  type Query = TContext['query'];
  const withPage = (query: Query, page: number): { query: Query } => ({ query: { ...query, page } });
  return {
    goToNextPage: ({ context }: Args) => withPage(context.query, context.query.page + 1),
    goToPreviousPage: ({ context }: Args) => withPage(context.query, context.query.page - 1),
    goToRequestedPage: ({ context, event }: Args) =>
      withPage(context.query, event.type === 'PAGE.GOTO' ? (event as Extract<PagingEvent, { type: 'PAGE.GOTO' }>).page : 1),
    goToFirstPage: ({ context }: Args) => withPage(context.query, 1),
    changePageSize: ({ context, event }: Args): { query: Query } => ({
      query:
        event.type === 'PAGE_SIZE.CHANGE'
          ? ({ ...context.query, limit: (event as Extract<PagingEvent, { type: 'PAGE_SIZE.CHANGE' }>).limit, page: 1 } as Query)
          : context.query,
    }),
  };
}

/**
 * The actions every paged list has: the effects its wiring provides (placeholders here) and the
 * `assign`s that store a page or a failure and move or resize the page.
 */
export function pagedListActions<TContext extends QueriedPageContext<TRow, PagedQuery>, TRow, TEvent extends EventObject>() {
  const paging = pagingAssigners<TContext>();
  const pages = pageAssigners<TRow>();
  type Assigner = (args: { context: TContext; event: EventObject }) => object;
  const update = (assigner: Assigner) => assign<TContext, TEvent, undefined, TEvent, never>((args) => assigner(args) as Partial<TContext>);
  return {
    /** Tells the access gate whether the subscription is valid (behaviour §4: a 403 marks it invalid). */
    notifyAccess: (_: unknown, _params: { granted: boolean }) => {},
    /** Writes the address query; the wiring uses react-router's setSearchParams. */
    syncUrl: (_: unknown, _params: { query: Record<string, string> }) => {},
    /** The behaviour §8 toast for a failed load; the wiring uses the notifier. */
    showFailure: (_: unknown, _params: { failure: ApiFailure }) => {},
    /** 'The requested page was not found!' (behaviour §5: a page jump out of range). */
    showPageNotFound: () => {},
    goToNextPage: update(paging.goToNextPage),
    goToPreviousPage: update(paging.goToPreviousPage),
    goToRequestedPage: update(paging.goToRequestedPage),
    goToFirstPage: update(paging.goToFirstPage),
    changePageSize: update(paging.changePageSize),
    storePage: update(pages.storePage),
    storeFailure: update(pages.storeFailure),
  };
}

/** Tells the access gate the subscription is valid (after every load that answered). */
export const notifyGranted = { type: 'notifyAccess', params: { granted: true } } as const;

/** What a list without an address writes there: nothing (the console's lists). */
export const noAddress = <TContext>() => ({
  type: 'syncUrl' as const,
  params: (_: { context: TContext }) => ({ query: {} as Record<string, string> }),
});

/** What `fetchPage` is given: the category and query, or just the query where a list has no category. */
type FetchInput<TContext extends { query: unknown }> = TContext extends { category: Category }
  ? { category: Category; query: TContext['query'] }
  : { query: TContext['query'] };

/**
 * The states of a paged list: `loading` (the `fetchPage` actor for the category and query, or just the
 * query where the list has no category) → `loaded.rows`, `loaded.empty` or `failed`; paging from
 * `loaded`, 'try again' from `failed`. A list says what a page past the last one does (`pastLastPage`,
 * before the rows are stored) and what a go-to-page out of range does (`pageOutOfRange`);
 * `syncAddress` writes its query to the address (`noAddress` where the list has none).
 */
export function pagedListStates<
  TContext extends { category?: Category; query: unknown; failure: ApiFailure | null },
  const TPastLastPage extends readonly object[],
  const TPageOutOfRange extends readonly object[],
>(list: {
  syncAddress: { type: 'syncUrl'; params: (args: { context: TContext }) => { query: Record<string, string> } };
  pastLastPage: TPastLastPage;
  pageOutOfRange: TPageOutOfRange;
}) {
  const { syncAddress } = list;
  return {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }: { context: TContext }) =>
          (context.category === undefined
            ? { query: context.query }
            : { category: context.category, query: context.query }) as FetchInput<TContext>,
        onDone: [
          ...list.pastLastPage,
          { guard: 'hasRows', target: 'loaded.rows', actions: ['storePage', notifyGranted] },
          { target: 'loaded.empty', actions: ['storePage', notifyGranted] },
        ],
        onError: [
          { guard: 'isForbidden', target: 'failed', actions: ['storeFailure', { type: 'notifyAccess', params: { granted: false } }] },
          {
            target: 'failed',
            actions: [
              'storeFailure',
              {
                type: 'showFailure',
                params: ({ context }: { context: TContext }) => ({ failure: context.failure ?? ({ kind: 'network' } as ApiFailure) }),
              },
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
        'PAGE.GOTO': [{ guard: 'isPageInRange', target: 'loading', actions: ['goToRequestedPage', syncAddress] }, ...list.pageOutOfRange],
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
  } as const;
}

/** What a paged list's snapshot answers (either list's machine). */
interface PagedSnapshot<TRow> {
  context: PagedContext<TRow>;
  hasTag(tag: 'loading' | 'failed' | 'rows'): boolean;
  matches(value: 'loaded'): boolean;
  can(event: PagingEvent): boolean;
}

/** What every paged list screen reads from its snapshot (rows, totals, the pager) and what it calls. */
export function connectPaging<TRow>(snapshot: PagedSnapshot<TRow>, send: (event: PagingEvent) => void) {
  const { rows, totalPages, totalDocs, failure } = snapshot.context;
  return {
    rows,
    totalPages,
    totalDocs,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    /** Why the last load failed (shown with 'try again'), or null. */
    failure,
    /** Totals are known only after a successful load: never «۰ دارو» or «صفحه ۱ از ۱» while loading or failed. */
    totalsKnown: snapshot.matches('loaded'),
    pageSizes: PAGE_SIZES,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canGoTo: snapshot.can({ type: 'PAGE.GOTO', page: 1 }),
    changePageSize: (limit: PageSize) => send({ type: 'PAGE_SIZE.CHANGE', limit }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    goToPage: (page: number) => send({ type: 'PAGE.GOTO', page }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type PagingApi<TRow> = ReturnType<typeof connectPaging<TRow>>;
