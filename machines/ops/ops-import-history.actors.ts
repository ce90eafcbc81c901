import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { PriceImport } from './ops-import.types';

/** How many recent imports the list shows. */
export const IMPORTS_SHOWN = 50;

/** The imports list's actors over `client`. */
export function opsImportHistoryActors(client: ApiClient) {
  return {
    fetchImports: fromPromise<PriceImport[]>(
      async ({ signal }) =>
        (await unwrap(client.GET('/ops/v1/price-imports', { params: { query: { limit: IMPORTS_SHOWN } }, signal }))).docs,
    ),
    rollback: fromPromise<PriceImport, { importId: string }>(async ({ input }) => {
      const answer = await unwrap(client.POST('/ops/v1/price-imports/{importId}/rollback', { params: { path: input } }));
      return answer.data;
    }),
  };
}
