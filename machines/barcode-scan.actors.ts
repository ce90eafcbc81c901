import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { BarcodeScanEvent, CameraScanner, MedicineByGtin } from './barcode-scan.types';

/** The scan dialog's actors over `client` and the view's `camera` (tests pass doubles of both). */
export function barcodeScanActors(client: ApiClient, camera: CameraScanner) {
  return {
    /** The medicine a GTIN names, in either catalogue. */
    lookupGtin: fromPromise<MedicineByGtin, { gtin: string }>(({ input }) =>
      unwrap(client.GET('/medicine/v1/by-gtin/{gtin}', { params: { path: { gtin: input.gtin } } })),
    ),
    /** The camera while the machine is in `open.camera`: stopped when it leaves. */
    scanCamera: fromCallback<BarcodeScanEvent>(({ sendBack }) =>
      camera.start({
        onReady: () => sendBack({ type: 'CAMERA.READY' }),
        onCode: (code) => sendBack({ type: 'CAMERA.DETECTED', code }),
        onError: (problem) => sendBack({ type: 'CAMERA.FAILED', problem }),
      }),
    ),
  };
}
