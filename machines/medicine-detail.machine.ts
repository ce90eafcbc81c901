import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { LoadedMedicine, MedicineDetailContext, MedicineDetailEvent, MedicineDetailInput } from './medicine-detail.types';

/**
 * One drug's detail page: loading → loaded | notFound | forbidden | failed. A 403 tells the access
 * gate through `notifyAccess` (a no-op here; the page provides the real one); other failures show
 * the behaviour §8 toast (`showFailure`, provided by the view) and offer a retry. While loaded, at most one
 * dialog is open: a price chart or the photo. A photo that does not load (`PHOTO.FAILED`) gives way to
 * the no-photo mark and cannot be opened. Actor `loadMedicine`: `medicineDetailActors(client)`.
 */
export const medicineDetailMachine = setup({
  types: {
    input: {} as MedicineDetailInput,
    context: {} as MedicineDetailContext,
    events: {} as MedicineDetailEvent,
  },
  actors: { loadMedicine: providedActor<LoadedMedicine, MedicineDetailInput>('loadMedicine') },
  actions: {
    notifyAccess: (_, _params: { granted: boolean }) => {},
    showFailure: (_, _params: { failure: ApiFailure }) => {},
    /** Remembers for the session that photos do not load (the page marks the addition missing). */
    rememberPhotosMissing: () => {},
  },
  guards: {
    isNotFound: (_, params: { failure: ApiFailure }) => params.failure.kind === 'notFound',
    isForbidden: (_, params: { failure: ApiFailure }) => params.failure.kind === 'forbidden',
    hasPhoto: ({ context }) => !context.photoMissing && context.loaded?.category === 'A' && context.loaded.medicine.photo != null,
  },
}).createMachine({
  id: 'medicineDetail',
  context: ({ input }) => ({
    category: input.category,
    medicineId: input.medicineId,
    loaded: null,
    failure: null,
    chart: null,
    photoOpen: false,
    photoMissing: input.photosMissing ?? false,
  }),
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
      // The photo did not load (a backend without the photo addition, behaviour §10): the no-photo mark, silently.
      on: { 'PHOTO.FAILED': { actions: [assign({ photoMissing: true }), 'rememberPhotosMissing'] } },
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
          on: {
            'PHOTO.CLOSE': { target: 'idle', actions: assign({ photoOpen: false }) },
            'PHOTO.FAILED': { target: 'idle', actions: [assign({ photoOpen: false, photoMissing: true }), 'rememberPhotosMissing'] },
          },
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
