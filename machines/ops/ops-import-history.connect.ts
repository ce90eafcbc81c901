import type { OpsImportHistorySnapshot } from './ops-import-history.machine';
import type { OpsImportHistoryEvent } from './ops-import-history.types';

export type { OpsImportHistorySnapshot };

/** What the imports list reads from a snapshot and what it calls. */
export function connectOpsImportHistory(snapshot: OpsImportHistorySnapshot, send: (event: OpsImportHistoryEvent) => void) {
  const { context } = snapshot;
  const confirming = snapshot.hasTag('confirming');
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    failure: context.failure,
    rows: context.rows,
    /** The import the confirmation is about (null when none is asked). */
    confirming: confirming ? (context.rows.find((row) => row._id === context.rollingBack) ?? null) : null,
    busy: snapshot.hasTag('busy'),
    writeFailure: context.writeFailure,
    canRollback: (importId: string) => snapshot.can({ type: 'ROLLBACK', importId }),
    rollback: (importId: string) => send({ type: 'ROLLBACK', importId }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type OpsImportHistoryApi = ReturnType<typeof connectOpsImportHistory>;
