import type { OpsOperatorsSnapshot } from './ops-operators.machine';
import { mobileOf } from './ops-operators.machine';
import type { OpsOperatorsEvent } from './ops-operators.types';

export type { OpsOperatorsSnapshot };

/** What the operators screen reads from a snapshot and what it calls. */
export function connectOpsOperators(snapshot: OpsOperatorsSnapshot, send: (event: OpsOperatorsEvent) => void) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const typed = context.mobile.trim() !== '';
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    failure: snapshot.hasTag('failed') ? context.failure : null,
    rows: context.rows,
    /** The add form (once the list is there). */
    form: ready
      ? {
          mobile: context.mobile,
          /** Something typed that is not a mobile (nothing typed is not an error yet). */
          invalid: typed && mobileOf(context.mobile) === null,
          adding: snapshot.matches({ ready: 'adding' }),
          canAdd: snapshot.can({ type: 'ADD' }),
          failure: context.addFailure,
        }
      : null,
    /** The operator whose removal is in flight. */
    removingId: snapshot.matches({ ready: 'removing' }) ? context.removing : null,
    canRemove: snapshot.matches({ ready: 'idle' }),
    retry: () => send({ type: 'RETRY' }),
    changeMobile: (value: string) => send({ type: 'MOBILE.CHANGE', value }),
    add: () => send({ type: 'ADD' }),
    remove: (userId: string) => send({ type: 'REMOVE', userId }),
  };
}

export type OpsOperatorsApi = ReturnType<typeof connectOpsOperators>;
