import { assign, fromCallback, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { bracketed, catalogueGtin, looksLikeGs1, parseGs1, type Gs1Pack } from '../src/lib/gs1';
import { parseGtin } from '../src/lib/gtin';
import { providedActor } from './provided';
import type { BarcodeScanContext, BarcodeScanEvent, LabelLookup, MedicineByGtin } from './barcode-scan.types';

const problemOf = (code: string) => {
  const parsed = parseGtin(code);
  return 'problem' in parsed ? parsed.problem : null;
};

/** The label a code written as a GS1 element string holds (null for a bare GTIN or a refused label). */
const labelOf = (code: string): Gs1Pack | null => {
  if (!looksLikeGs1(code)) return null;
  const parsed = parseGs1(code);
  return 'pack' in parsed ? parsed.pack : null;
};
const labelProblemOf = (code: string) => {
  const parsed = parseGs1(code);
  return 'problem' in parsed ? parsed.problem : null;
};

/**
 * The header's barcode dialog (behaviour §10.4): a GTIN typed (or sent by a USB scanner as keys + Enter)
 * or read by the camera → looked up → the medicine's page opens (`openMedicine`, provided by the
 * view). A pack's track-and-trace label (a GS1 element string: raw, bracketed or a Digital Link) is
 * read instead into the scan card (`labelCard`: the drug, batch, expiry, serial, today's price) or, for
 * a GTIN the catalogue lacks, the label's fields and a report offer (`labelUnknown`; `LABEL.REPORT`
 * runs `openReport`, provided by the view). A code that is neither is refused before any call. The camera is the
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
    lookupLabel: providedActor<LabelLookup, { gtin: string }>('lookupLabel'),
    // Left unprovided, the camera never starts (the view provides the real one).
    scanCamera: fromCallback<BarcodeScanEvent>(() => () => {}),
  },
  actions: {
    openMedicine: (_, _params: { medicine: MedicineByGtin }) => {},
    openReport: (_, _params: { label: Gs1Pack }) => {},
    reset: assign({ code: '', problem: null, found: null, failure: null, camera: null, label: null, labelProblem: null, card: null }),
    /** Why the submitted code was refused: as a label when it is written as one, else as a GTIN. */
    setProblem: assign(({ context }) =>
      looksLikeGs1(context.code)
        ? { problem: null, labelProblem: labelProblemOf(context.code) }
        : { problem: problemOf(context.code), labelProblem: null },
    ),
    setLabel: assign({ label: ({ context }) => labelOf(context.code) }),
    /** A label the camera read: the box shows it in its bracketed form (its raw text holds unprintable FNC1s). */
    setDetectedLabel: assign(({ event }) => {
      const label = event.type === 'CAMERA.DETECTED' ? labelOf(event.code) : null;
      return { label, code: label ? bracketed([...label.elements, ...label.unknown]) : '' };
    }),
    /** The typed value, or the code the camera read. */
    setCode: assign({
      code: ({ event }) => (event.type === 'CODE.CHANGE' ? event.value : event.type === 'CAMERA.DETECTED' ? event.code : ''),
    }),
  },
  guards: {
    isGtin: ({ context }) => problemOf(context.code) === null,
    isLabel: ({ context }) => labelOf(context.code) !== null,
    isDetectedGtin: (_, params: { code: string }) => problemOf(params.code) === null,
    isDetectedLabel: (_, params: { code: string }) => labelOf(params.code) !== null,
    isNotFound: (_, params: { failure: ApiFailure }) => params.failure.kind === 'notFound',
    isAbsent: (_, params: { failure: ApiFailure }) => params.failure.kind === 'absent',
  },
}).createMachine({
  id: 'barcodeScan',
  context: { code: '', problem: null, found: null, failure: null, camera: null, label: null, labelProblem: null, card: null },
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
              { guard: 'isLabel', target: 'readingLabel', actions: 'setLabel' },
              { target: 'invalid', actions: 'setProblem' },
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
                'CAMERA.DETECTED': [
                  {
                    guard: { type: 'isDetectedGtin', params: ({ event }) => ({ code: event.code }) },
                    target: '#barcodeScan.open.lookingUp',
                    actions: 'setCode',
                  },
                  {
                    guard: { type: 'isDetectedLabel', params: ({ event }) => ({ code: event.code }) },
                    target: '#barcodeScan.open.readingLabel',
                    actions: 'setDetectedLabel',
                  },
                ],
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
        readingLabel: {
          tags: ['busy'],
          entry: assign({ problem: null, labelProblem: null, failure: null, card: null }),
          invoke: {
            id: 'lookupLabel',
            src: 'lookupLabel',
            input: ({ context }) => ({ gtin: catalogueGtin(context.label!.gtin) }),
            onDone: { target: 'labelCard', actions: assign({ card: ({ event }) => event.output }) },
            onError: [
              { guard: { type: 'isAbsent', params: ({ event }) => ({ failure: toFailure(event.error) }) }, target: '#barcodeScan.absent' },
              { guard: { type: 'isNotFound', params: ({ event }) => ({ failure: toFailure(event.error) }) }, target: 'labelUnknown' },
              { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
            ],
          },
        },
        found: {},
        // The reports page opens with the label's report filled in (and closes the dialog).
        reporting: {},
        labelCard: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        labelUnknown: {
          on: {
            'LABEL.REPORT': { target: 'reporting', actions: { type: 'openReport', params: ({ context }) => ({ label: context.label! }) } },
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        notFound: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CAMERA.START': 'camera',
          },
        },
        failed: {
          on: {
            'CODE.CHANGE': { target: 'typing', actions: 'setCode' },
            'CODE.SUBMIT': [{ guard: 'isGtin', target: 'lookingUp' }, { target: 'readingLabel' }],
            'CAMERA.START': 'camera',
          },
        },
      },
    },
  },
});
