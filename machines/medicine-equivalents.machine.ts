import { assign, setup } from 'xstate';
import { toFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type {
  MedicineEquivalents,
  MedicineEquivalentsContext,
  MedicineEquivalentsEvent,
  MedicineEquivalentsInput,
} from './medicine-equivalents.types';

/**
 * The 'same medicine, other brands' card of both detail pages (behaviour §10.3): loading → loaded |
 * failed, and a retry from failed; `absent` when the backend lacks the call (404: no card). A failure stays inside the card (no toast: the page itself
 * loaded). Actor `loadEquivalents`: `medicineEquivalentsActors(client)`.
 */
export const medicineEquivalentsMachine = setup({
  types: {
    input: {} as MedicineEquivalentsInput,
    context: {} as MedicineEquivalentsContext,
    events: {} as MedicineEquivalentsEvent,
  },
  actors: { loadEquivalents: providedActor<MedicineEquivalents, MedicineEquivalentsInput>('loadEquivalents') },
}).createMachine({
  id: 'medicineEquivalents',
  context: ({ input }) => ({ ...input, result: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadEquivalents',
        src: 'loadEquivalents',
        input: ({ context }) => ({ category: context.category, medicineId: context.medicineId }),
        onDone: { target: 'loaded', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: ({ event }) => toFailure(event.error).kind === 'absent', target: 'absent' },
          { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    loaded: {},
    /** The backend has no equivalents call (404): the card is not shown. */
    absent: { type: 'final' },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
