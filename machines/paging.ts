/**
 * What the paged lists share (the catalogues and the price changes): storing a page or a failure, and
 * the paging questions. Each list's `setup()` spreads these next to its own, so the rules are written
 * once and read the same in both statecharts.
 */
import type { DoneActorEvent, EventObject } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';

/** One page of a list as its actor answers it. */
export interface Page<TRow> {
  rows: TRow[];
  totalDocs: number;
  totalPages: number;
}

/** The part of a list's context paging reads. */
interface PagedContext {
  query: { page: number };
  totalPages: number;
}

type GuardArgs = { context: PagedContext; event: EventObject };

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
