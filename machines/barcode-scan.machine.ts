import { assign, fromCallback, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { parseGtin } from '../src/lib/gtin';
import { providedActor } from './provided';
import type { BarcodeScanContext, BarcodeScanEvent, MedicineByGtin } from './barcode-scan.types';

const problemOf = (code: string) => {
  const parsed = parseGtin(code);
  return 'problem' in parsed ? parsed.problem : null;
};

/**
 * The header's barcode dialog (behaviour §10.4): a GTIN typed (or sent by a USB scanner as keys + Enter)
 * or read by the camera → looked up → the medicine's page opens (`openMedicine`, provided by the
 * view). A code that is not a GTIN-13/14 is refused before any call. The camera is the
 * `scanCamera` actor, alive only in `open.camera` (leaving the state stops it); a code it reads
 * that is not a valid GTIN is ignored and scanning goes on. A backend without the lookup (404 for a
 * code and for a non-code alike) leaves the machine in `absent`: no button, no dialog, nothing said. Actors: `barcodeScanActors(client, camera)`.
 */
export const barcodeScanMachine = setup({
  types: {
    context: {} as BarcodeScanContext,
    events: {} as BarcodeScanEvent,
  },
  actors: {
    lookupGtin: providedActor<MedicineByGtin, { gtin: string }>('lookupGtin'),
    // Left unprovided, the camera never starts (the view provides the real one).
    scanCamera: fromCallback<BarcodeScanEvent>(() => () => {}),
  },
  actions: {
    openMedicine: (_, _params: { medicine: MedicineByGtin }) => {},
    reset: assign({ code: '', problem: null, found: null, failure: null, camera: null }),
    /** The typed value, or the code the camera read. */
    setCode: assign({
      code: ({ event }) => (event.type === 'CODE.CHANGE' ? event.value : event.type === 'CAMERA.DETECTED' ? event.code : ''),
    }),
  },
  guards: {
    isGtin: ({ context }) => problemOf(context.code) === null,
    isDetectedGtin: (_, params: { code: string }) => problemOf(params.code) === null,
    isNotFound: (_, params: { failure: ApiFailure }) => params.failure.kind === 'notFound',
    isAbsent: (_, params: { failure: ApiFailure }) => params.failure.kind === 'absent',
  },
}).createMachine({
  id: 'barcodeScan',
  context: { code: '', problem: null, found: null, failure: null, camera: null },
  initial: 'closed',
  states: {
    // The backend has no barcode lookup (behaviour §10): the button and the dialog are gone for the session.
    absent: { tags: ['absent'] },
    closed: {
      on: { 'SCAN.OPEN': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'idle',
      on: { 'SCAN.CLOSE': 'closed' },
      states: {
        idle: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        typing: {
          on: {
            'CODE.CHANGE': { actions: 'setCode' },
            'CODE.SUBMIT': [
              { guard: 'isGtin', target: 'lookingUp' },
              { target: 'invalid', actions: assign({ problem: ({ context }) => problemOf(context.code) }) },
            ],
            'CAMERA.START': 'camera',
          },
        },
        invalid: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        camera: {
          initial: 'starting',
          invoke: { id: 'scanCamera', src: 'scanCamera' },
          on: {
            'CAMERA.STOP': 'idle',
            'CAMERA.FAILED': { target: 'cameraFailed', actions: assign({ camera: ({ event }) => event.problem }) },
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
          },
          states: {
            starting: {
              tags: ['cameraStarting'],
              on: { 'CAMERA.READY': 'scanning' },
            },
            scanning: {
              on: {
                'CAMERA.DETECTED': {
                  guard: { type: 'isDetectedGtin', params: ({ event }) => ({ code: event.code }) },
                  target: '#barcodeScan.open.lookingUp',
                  actions: 'setCode',
                },
              },
            },
          },
        },
        cameraFailed: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': { target: 'camera', actions: assign({ camera: null }) },
          },
        },
        lookingUp: {
          tags: ['busy'],
          entry: assign({ problem: null, failure: null }),
          invoke: {
            id: 'lookupGtin',
            src: 'lookupGtin',
            input: ({ context }) => ({ gtin: context.code.trim() }),
            onDone: {
              target: 'found',
              actions: [
                assign({ found: ({ event }) => event.output }),
                { type: 'openMedicine', params: ({ event }) => ({ medicine: event.output }) },
              ],
            },
            onError: [
              { guard: { type: 'isAbsent', params: ({ event }) => ({ failure: toFailure(event.error) }) }, target: '#barcodeScan.absent' },
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                target: 'notFound',
                actions: assign({ failure: ({ event }) => toFailure(event.error) }),
              },
              { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
            ],
          },
        },
        found: {},
        notFound: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        failed: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CODE.SUBMIT': 'lookingUp',
            'CAMERA.START': 'camera',
          },
        },
      },
    },
  },
});
