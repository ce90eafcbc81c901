import { assign, fromPromise, setup } from 'xstate';
import { api, type ApiClient, type MedicineA, type MedicineB } from '../src/api/client';
import { toFailure, unwrap, type ApiFailure } from '../src/api/errors';
import { notifier } from '../src/api/notifier';

/** Which catalogue a detail page shows. */
export type Category = 'A' | 'B';

/** The loaded drug, tagged with its catalogue so views narrow it without casts. */
export type LoadedMedicine = { category: 'A'; medicine: MedicineA } | { category: 'B'; medicine: MedicineB };

/** The price lists a chart can show: A's four and B's three. */
export type PriceKind = 'price_O' | 'price_OA' | 'price_B' | 'price_BA' | 'price_distributor' | 'price_pharmacy' | 'price_consumer';

/** Input of the detail machine: the catalogue and the route's `medicineId`. */
export interface MedicineDetailInput {
  category: Category;
  medicineId: string;
}

export interface MedicineDetailContext extends MedicineDetailInput {
  loaded: LoadedMedicine | null;
  failure: ApiFailure | null;
  /** The price list whose chart dialog is open. */
  chart: PriceKind | null;
  photoOpen: boolean;
}

export type MedicineDetailEvent =
  | { type: 'RETRY' }
  | { type: 'CHART.OPEN'; kind: PriceKind }
  | { type: 'CHART.CLOSE' }
  | { type: 'PHOTO.OPEN' }
  | { type: 'PHOTO.CLOSE' };

/** Fetches one drug of either catalogue through `client` (tests pass a client with their own fetch). */
export function loadMedicineWith(client: ApiClient) {
  return fromPromise<LoadedMedicine, MedicineDetailInput>(async ({ input }) => {
    const params = { path: { medicineId: input.medicineId } };
    if (input.category === 'A') {
      const body = await unwrap(client.GET('/medicine/v1/get-medicine-a-by-id/{medicineId}', { params }));
      return { category: 'A', medicine: body.data };
    }
    const medicine = await unwrap(client.GET('/medicine/v1/get-medicine-b-by-id/{medicineId}', { params }));
    return { category: 'B', medicine };
  });
}

/**
 * One drug's detail page: loading → loaded | notFound | forbidden | failed. A 403 tells the access
 * gate through `notifyAccess` (a no-op here; the page provides the real one); other failures show
 * the §8 toast and offer a retry. While loaded, at most one dialog is open: a price chart or the photo.
 */
export const medicineDetailMachine = setup({
  types: {
    input: {} as MedicineDetailInput,
    context: {} as MedicineDetailContext,
    events: {} as MedicineDetailEvent,
  },
  actors: { loadMedicine: loadMedicineWith(api) },
  actions: {
    notifyAccess: (_, _params: { granted: boolean }) => {},
    showFailure: (_, params: { failure: ApiFailure }) => notifier.failure(params.failure),
  },
  guards: {
    isNotFound: (_, params: { failure: ApiFailure }) => params.failure.kind === 'notFound',
    isForbidden: (_, params: { failure: ApiFailure }) => params.failure.kind === 'forbidden',
    hasPhoto: ({ context }) => context.loaded?.category === 'A' && context.loaded.medicine.photo != null,
  },
}).createMachine({
  id: 'medicineDetail',
  context: ({ input }) => ({ ...input, loaded: null, failure: null, chart: null, photoOpen: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadMedicine',
        src: 'loadMedicine',
        input: ({ context }) => ({ category: context.category, medicineId: context.medicineId }),
        onDone: {
          target: 'loaded',
          actions: [assign({ loaded: ({ event }) => event.output, failure: null }), { type: 'notifyAccess', params: { granted: true } }],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            target: 'notFound',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            target: 'forbidden',
            actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'notifyAccess', params: { granted: false } }],
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => toFailure(event.error) }),
              { type: 'showFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'CHART.OPEN': { target: 'chart', actions: assign({ chart: ({ event }) => event.kind }) },
            'PHOTO.OPEN': { guard: 'hasPhoto', target: 'photo', actions: assign({ photoOpen: true }) },
          },
        },
        chart: {
          on: { 'CHART.CLOSE': { target: 'idle', actions: assign({ chart: null }) } },
        },
        photo: {
          on: { 'PHOTO.CLOSE': { target: 'idle', actions: assign({ photoOpen: false }) } },
        },
      },
    },
    notFound: {},
    forbidden: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
