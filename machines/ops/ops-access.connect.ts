import type { OpsAccessSnapshot } from './ops-access.machine';
import type { OpsAccessEvent } from './ops-access.types';

export type { OpsAccessSnapshot };

/** What the console's frame reads from the gate: wait, draw the console, say "not allowed", or retry. */
export function connectOpsAccess(snapshot: OpsAccessSnapshot, send: (event: OpsAccessEvent) => void) {
  return {
    checking: snapshot.matches('checking'),
    allowed: snapshot.matches('allowed'),
    denied: snapshot.matches('denied'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    /** Admins also see the operators' screen. */
    isAdmin: snapshot.matches('allowed') && snapshot.context.role === 'admin',
    retry: () => send({ type: 'RETRY' }),
  };
}

export type OpsAccessApi = ReturnType<typeof connectOpsAccess>;
