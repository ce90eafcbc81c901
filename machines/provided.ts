import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The slot of an actor a machine invokes but does not implement: the wiring provides the real one
 * (`machine.provide({ actors: <name>Actors(client) })`), tests and stories their own. Left unprovided,
 * it fails with a message naming the slot, so a forgotten `provide` shows up at once.
 */
export function providedActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor "${name}" was not provided (machine.provide({ actors }))`)));
}
