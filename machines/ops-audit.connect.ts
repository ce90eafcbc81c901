import type { OpsAuditSnapshot } from './ops-audit.machine';
import { AUDIT_ACTIONS, type OpsAuditAction, type OpsAuditEvent } from './ops-audit.types';
import { OPS_PAGE_SIZE } from './ops-inbox.types';

export type { OpsAuditSnapshot };

/** What the audit log screen reads from a snapshot and what it calls. */
export function connectOpsAudit(snapshot: OpsAuditSnapshot, send: (event: OpsAuditEvent) => void) {
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
    action: context.action,
    actions: AUDIT_ACTIONS,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    filterAction: (action: OpsAuditAction | null) => send({ type: 'FILTER.ACTION', action }),
  };
}

export type OpsAuditApi = ReturnType<typeof connectOpsAudit>;
