/** The console's stories: snapshots resolved from the real machines, with the model walk's fixtures. */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';

/** Storybook's globals for the phone viewport (375 px). */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/** A snapshot of `machine` in `value` with `context` over the machine's initial context. */
export function snapshotOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  value: unknown,
  context: object,
  base: object,
): SnapshotFrom<TMachine> {
  return machine.resolveState({ value: value as never, context: { ...base, ...context } as never }) as SnapshotFrom<TMachine>;
}

export const noop = () => {};
