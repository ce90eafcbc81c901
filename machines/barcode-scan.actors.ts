import { fromCallback, fromPromise } from 'xstate';
import { callAddition } from '../src/api/additions';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { BarcodeScanEvent, CameraScanner, MedicineByGtin } from './barcode-scan.types';

/** The scan dialog's actors over `client` and the view's `camera` (tests pass doubles of both). */
export function barcodeScanActors(client: ApiClient, camera: CameraScanner) {
  return {
    /**
     * The medicine a GTIN names, in either catalogue. An unknown code is a 404 too: only when a code
     * that is no GTIN at all (which the call refuses with a 400) is also a 404 does the backend lack
     * the lookup (`absent`, behaviour §10), and the barcode button hides for the session.
     */
    lookupGtin: fromPromise<MedicineByGtin, { gtin: string }>(({ input }) =>
      callAddition(
        client,
        'barcode',
        () => unwrap(client.GET('/medicine/v1/by-gtin/{gtin}', { params: { path: { gtin: input.gtin } } })),
        async () => (await client.GET('/medicine/v1/by-gtin/{gtin}', { params: { path: { gtin: '0' } } })).response.status === 404,
      ),
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
