import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap } from '../src/api/errors';
import type { MedicineEquivalents, MedicineEquivalentsInput } from './medicine-equivalents.types';

/** The equivalents machine's actors over `client` (tests pass a client with their own fetch). */
export function medicineEquivalentsActors(client: ApiClient) {
  return {
    /** Other brands of the same medicine in both catalogues, cheapest unit first. */
    loadEquivalents: fromPromise<MedicineEquivalents, MedicineEquivalentsInput>(({ input }) =>
      callAddition(client, 'equivalents', () =>
        unwrap(client.GET('/medicine/v1/equivalents/{category}/{medicineId}', { params: { path: input } })),
      ),
    ),
  };
}
