import type { components } from '../src/api/schema';
import type { ApiFailure } from '../src/api/errors';
import type { Gs1Pack, Gs1Problem } from '../src/lib/gs1';
import type { GtinProblem } from '../src/lib/gtin';
import type { LoadedMedicine } from './medicine-detail.types';

export type MedicineByGtin = components['schemas']['MedicineByGtin'];

/** What a pack's label led to: the drug its GTIN names, with its detail (for today's price) when it loaded. */
export interface LabelLookup {
  medicine: MedicineByGtin;
  /** The drug's detail; null when it could not be read (the card then says the price is «نامشخص»). */
  loaded: LoadedMedicine | null;
  /** When the device copy answered (offline): the time that copy was brought up to date; else null. */
  copyAt: string | null;
  /** When the lookup answered (ISO): the day the expiry is counted from. */
  at: string;
}

/** Why the camera could not be used. */
export type CameraProblem = 'denied' | 'unavailable';

/**
 * The camera and the decoder, as the view provides them (the machine touches no browser API):
 * `start` turns the camera on and reports through the handlers until the returned stop is called.
 */
export interface CameraScanner {
  start(handlers: { onReady: () => void; onCode: (code: string) => void; onError: (problem: CameraProblem) => void }): () => void;
}

export interface BarcodeScanContext {
  /** The code as typed or scanned. */
  code: string;
  /** Why the last submitted code is not a GTIN (checked before any call). */
  problem: GtinProblem | null;
  /** The label read from the last code written as a GS1 element string (behaviour §10.4). */
  label: Gs1Pack | null;
  /** Why the last code written as a GS1 element string could not be read. */
  labelProblem: Gs1Problem | null;
  /** The drug and price a label's GTIN led to (the scan card). */
  card: LabelLookup | null;
  /** The medicine the last lookup found. */
  found: MedicineByGtin | null;
  failure: ApiFailure | null;
  camera: CameraProblem | null;
}

export type BarcodeScanEvent =
  | { type: 'SCAN.OPEN' }
  | { type: 'SCAN.CLOSE' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'CODE.SUBMIT' }
  | { type: 'CAMERA.START' }
  | { type: 'CAMERA.STOP' }
  | { type: 'CAMERA.READY' }
  | { type: 'CAMERA.DETECTED'; code: string }
  | { type: 'CAMERA.FAILED'; problem: CameraProblem }
  /** The unknown label's 'report' offer. */
  | { type: 'LABEL.REPORT' };
