import type { OpsInboxSnapshot } from './ops-inbox.machine';
import { OPS_PAGE_SIZE, type OpsInboxEvent } from './ops-inbox.types';

export type { OpsInboxSnapshot };

/** What the inbox screen reads from a snapshot and what it calls. */
export function connectOpsInbox(snapshot: OpsInboxSnapshot, send: (event: OpsInboxEvent) => void) {
  const { context } = snapshot;
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    failure: context.failure,
    rows: context.rows,
    page: context.page,
    totalPages: snapshot.matches('loaded') ? context.totalPages : null,
    rowNumber: (index: number) => OPS_PAGE_SIZE * (context.page - 1) + 1 + index,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type OpsInboxApi = ReturnType<typeof connectOpsInbox>;
