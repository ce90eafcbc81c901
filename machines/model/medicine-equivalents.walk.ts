/** The medicine-equivalents machine's model: walked in node (`.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { medicineEquivalentsMachine } from '../medicine-equivalents.machine';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { equivalentsOfA } from '../../stories/catalog/equivalents-fixtures';
import { lazyModelOf, type ModelOptions, type StepEvent } from './model';

/** A 404 of the equivalents call reads as the addition missing (`absent`), never as a failure. */
export const failures: ApiFailure[] = [{ kind: 'server', status: 500 }, { kind: 'network' }, { kind: 'absent' }];

export const medicineEquivalentsWalk: ModelOptions<typeof medicineEquivalentsMachine> = {
  input: { category: 'A', medicineId: equivalentsOfA._id },
  events: [{ type: 'RETRY' }],
  outputs: { loadEquivalents: [equivalentsOfA] },
  errors: { loadEquivalents: failures.map((failure) => new ApiError(failure)) },
  serializeState: (state) => JSON.stringify([state.value, state.context.failure?.kind ?? null]),
  describeEvent: (event: StepEvent) =>
    event.type === 'xstate.done.actor.loadEquivalents'
      ? `${event.type} (${event.output.docs.length} of ${event.output.totalDocs})`
      : event.type === 'xstate.error.actor.loadEquivalents'
        ? `${event.type} (${(event.error as ApiError).failure.kind})`
        : event.type,
};

export const model = lazyModelOf(medicineEquivalentsMachine, medicineEquivalentsWalk);
