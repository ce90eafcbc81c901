import type { OpsImportsSnapshot } from './ops-imports.machine';
import type { OpsImportsEvent } from './ops-imports.types';

export type { OpsImportsSnapshot };

/** What the imports list reads from a snapshot and what it calls. */
export function connectOpsImports(snapshot: OpsImportsSnapshot, send: (event: OpsImportsEvent) => void) {
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

export type OpsImportsApi = ReturnType<typeof connectOpsImports>;
