import type { components } from '../src/api/schema';
import type { ApiFailure } from '../src/api/errors';
import type { GtinProblem } from '../src/lib/gtin';

export type MedicineByGtin = components['schemas']['MedicineByGtin'];

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
  | { type: 'CAMERA.FAILED'; problem: CameraProblem };
