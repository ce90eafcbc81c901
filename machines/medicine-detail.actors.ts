import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import type { LoadedMedicine, MedicineDetailInput } from './medicine-detail.types';

/** The detail machine's actors over `client` (tests pass a client with their own fetch). */
export function medicineDetailActors(client: ApiClient) {
  return {
    /** One drug of either catalogue. */
    loadMedicine: fromPromise<LoadedMedicine, MedicineDetailInput>(async ({ input }) => {
      try {
        return await loadOnline(input);
      } catch (error) {
        // No network: what the device copy has of the drug (behaviour §10.15).
        if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
        const found = await deviceModule()
          .then((device) => device.medicineOnDevice(input.category, input.medicineId))
          .catch(() => null);
        if (!found) throw error;
        return found;
      }
    }),
  };
  function loadOnline(input: MedicineDetailInput): Promise<LoadedMedicine> {
    return loadMedicineOnline(client, input);
  }
}

/** One drug of either catalogue from the server (the detail page and the scan card read it). */
export async function loadMedicineOnline(
  client: ApiClient,
  input: Pick<MedicineDetailInput, 'category' | 'medicineId'>,
): Promise<LoadedMedicine> {
  const params = { path: { medicineId: input.medicineId } };
  if (input.category === 'A') {
    const body = await unwrap(client.GET('/medicine/v1/get-medicine-a-by-id/{medicineId}', { params }));
    return { category: 'A', medicine: body.data };
  }
  const medicine = await unwrap(client.GET('/medicine/v1/get-medicine-b-by-id/{medicineId}', { params }));
  return { category: 'B', medicine };
}
