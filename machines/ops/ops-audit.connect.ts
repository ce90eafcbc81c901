import type { OpsAuditSnapshot } from './ops-audit.machine';
import { AUDIT_ACTIONS, type OpsAuditAction, type OpsAuditEvent } from './ops-audit.types';
import { connectPaging } from '../paging';

export type { OpsAuditSnapshot };

/** What the audit log screen reads from a snapshot and what it calls: the shared paging, and the filter. */
export function connectOpsAudit(snapshot: OpsAuditSnapshot, send: (event: OpsAuditEvent) => void) {
  const { query } = snapshot.context;
  return {
    ...connectPaging(snapshot, send),
    query,
    action: query.action,
    actions: AUDIT_ACTIONS,
    filterAction: (action: OpsAuditAction | null) => send({ type: 'FILTER.ACTION', action }),
  };
}

export type OpsAuditApi = ReturnType<typeof connectOpsAudit>;
