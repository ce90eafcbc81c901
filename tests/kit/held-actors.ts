import { act } from '@testing-library/react';
import { fromPromise, type EventObject } from 'xstate';

interface Held {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/**
 * The API double of the path tests: actors (`heldActor()`, provided in place of a machine's real actors) whose
 * calls wait until the test settles them by invoke id, so a model path can hold the machine in a busy
 * state and then decide how the call ends. One call per id waits at a time, as one invoke at a time does.
 */
export function heldActors() {
  const pending = new Map<string, Held>();
  const calls: Array<{ id: string; input: unknown }> = [];
  const heldActor = () =>
    fromPromise<never, unknown>(({ self, input }) => {
      calls.push({ id: self.id, input });
      return new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject, input }));
    });
  const settle = (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const call = pending.get(id);
    if (!call) throw new Error(`no ${id} call is waiting (pending: ${[...pending.keys()].join(', ')})`);
    pending.delete(id);
    call[how](value);
  };
  /**
   * Ends the call a model step's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event stands for,
   * with the step's output or error. False for any other event (the test performs it through the view).
   */
  const settleStep = async (event: EventObject): Promise<boolean> => {
    const { type, ...rest } = event as EventObject & { output?: unknown; error?: unknown };
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
    if (done !== undefined) await act(async () => settle(done, 'resolve', rest.output));
    else if (failed !== undefined) await act(async () => settle(failed, 'reject', rest.error));
    return done !== undefined || failed !== undefined;
  };
  return { heldActor, calls, settle, settleStep };
}
export type HeldActors = ReturnType<typeof heldActors>;
