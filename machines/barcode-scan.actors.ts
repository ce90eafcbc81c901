import { fromCallback, fromPromise } from 'xstate';
import { callAddition } from '../src/api/additions';
import type { ApiClient } from '../src/api/client';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import type { BarcodeScanEvent, CameraScanner, LabelLookup, MedicineByGtin } from './barcode-scan.types';
import { loadMedicineOnline } from './medicine-detail.actors';

/** The scan dialog's actors over `client` and the view's `camera` (tests pass doubles of both). */
export function barcodeScanActors(client: ApiClient, camera: CameraScanner) {
  const lookup = (gtin: string) =>
    callAddition(
      client,
      'barcode',
      () => unwrap(client.GET('/medicine/v1/by-gtin/{gtin}', { params: { path: { gtin } } })),
      async () => (await client.GET('/medicine/v1/by-gtin/{gtin}', { params: { path: { gtin: '0' } } })).response.status === 404,
    );
  return {
    /**
     * The medicine a GTIN names, in either catalogue. An unknown code is a 404 too: only when a code
     * that is no GTIN at all (which the call refuses with a 400) is also a 404 does the backend lack
     * the lookup (`absent`, behaviour §10), and the barcode button hides for the session.
     */
    lookupGtin: fromPromise<MedicineByGtin, { gtin: string }>(({ input }) => lookup(input.gtin)),
    /**
     * The drug a pack's label names and its detail (today's price and its source). Without a network,
     * the device copy answers (behaviour §10.15), its price dated as the copy is.
     */
    lookupLabel: fromPromise<LabelLookup, { gtin: string }>(async ({ input }) => {
      const at = new Date().toISOString();
      let medicine: MedicineByGtin;
      try {
        medicine = await lookup(input.gtin);
      } catch (error) {
        if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
        const found = await deviceModule()
          .then((device) => device.labelOnDevice(input.gtin))
          .catch(() => null);
        if (!found) throw error;
        if (found === 'missing') throw new ApiError({ kind: 'notFound', message: '' });
        return { ...found, at };
      }
      const loaded = await loadMedicineOnline(client, { category: medicine.category as 'A' | 'B', medicineId: medicine._id }).catch(
        () => null,
      );
      return { medicine, loaded, copyAt: null, at };
    }),
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
