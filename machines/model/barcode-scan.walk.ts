/** The barcode-scan machine's model: walked in node (`barcode-scan.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { barcodeScanMachine } from '../barcode-scan.machine';
import type { BarcodeScanEvent } from '../barcode-scan.types';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { looksLikeGs1, parseGs1 } from '../../src/lib/gs1';
import { parseGtin } from '../../src/lib/gtin';
import {
  GTIN,
  GTIN_TOO_SHORT,
  GTIN_WRONG_CHECK,
  LABEL,
  LABEL_BAD,
  LABEL_RAW,
  foundMedicine,
  labelLookup,
} from '../../stories/app/scan-fixtures';
import { lazyModelOf, type ModelOptions, type StepEvent } from './model';

export const failures: ApiFailure[] = [
  { kind: 'notFound', message: 'دارویی با این بارکد یافت نشد.' },
  { kind: 'server', status: 500 },
  { kind: 'network' },
  // A backend without the lookup (behaviour §10).
  { kind: 'absent' },
];

export const events: BarcodeScanEvent[] = [
  { type: 'SCAN.OPEN' },
  { type: 'SCAN.CLOSE' },
  { type: 'CODE.CHANGE', value: GTIN },
  { type: 'CODE.CHANGE', value: GTIN_WRONG_CHECK },
  { type: 'CODE.CHANGE', value: GTIN_TOO_SHORT },
  { type: 'CODE.CHANGE', value: LABEL },
  { type: 'CODE.CHANGE', value: LABEL_BAD },
  { type: 'CODE.SUBMIT' },
  { type: 'CAMERA.START' },
  { type: 'CAMERA.STOP' },
  { type: 'CAMERA.READY' },
  { type: 'CAMERA.DETECTED', code: GTIN },
  { type: 'CAMERA.DETECTED', code: '12345' },
  { type: 'CAMERA.DETECTED', code: LABEL_RAW },
  { type: 'LABEL.REPORT' },
  { type: 'CAMERA.FAILED', problem: 'denied' },
  { type: 'CAMERA.FAILED', problem: 'unavailable' },
];

const kindOf = (code: string) => {
  if (code === '') return 'empty';
  if (looksLikeGs1(code)) return 'pack' in parseGs1(code) ? 'label' : 'labelBad';
  const parsed = parseGtin(code);
  return 'problem' in parsed ? parsed.problem : 'gtin';
};

export const barcodeScanWalk: ModelOptions<typeof barcodeScanMachine> = {
  events,
  outputs: { lookupGtin: [foundMedicine], lookupLabel: [labelLookup] },
  errors: {
    lookupGtin: failures.map((failure) => new ApiError(failure)),
    lookupLabel: failures.map((failure) => new ApiError(failure)),
  },
  // A state per value and kind of code: which valid GTIN or which failure does not change what the dialog offers.
  serializeState: (state) =>
    JSON.stringify([
      state.value,
      kindOf(state.context.code),
      state.context.problem,
      state.context.labelProblem?.kind,
      state.context.camera,
    ]),
  describeEvent: (event: StepEvent) =>
    event.type === 'xstate.done.actor.lookupGtin'
      ? `${event.type} (${event.output.category} ${event.output._id})`
      : event.type === 'xstate.done.actor.lookupLabel'
        ? `${event.type} (${event.output.medicine._id})`
        : event.type === 'xstate.error.actor.lookupGtin' || event.type === 'xstate.error.actor.lookupLabel'
          ? `${event.type} (${(event.error as ApiError).failure.kind})`
          : event.type === 'CODE.CHANGE'
            ? `${event.type} ${kindOf(event.value)}`
            : event.type === 'CAMERA.DETECTED'
              ? `${event.type} ${kindOf(event.code)}`
              : event.type === 'CAMERA.FAILED'
                ? `${event.type} ${event.problem}`
                : event.type,
};

export const model = lazyModelOf(barcodeScanMachine, barcodeScanWalk);
