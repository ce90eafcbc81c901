import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import type { operations } from '../src/api/schema';
import { toApiQuery } from './catalog-list.query';
import type { Category, ListPage, ListQuery } from './catalog-list.types';

type QueryA = operations['getAllMedicineAUser']['parameters']['query'];
type QueryB = operations['getAllMedicineBUser']['parameters']['query'];

/** The list machine's actors over `client` (tests and stories pass a client with their own fetch). */
export function catalogListActors(client: ApiClient) {
  return {
    /** One page of catalogue A or B for the address query. */
    fetchPage: fromPromise<ListPage, { category: Category; query: ListQuery }>(async ({ input, signal }) => {
      const query = toApiQuery(input.category, input.query);
      try {
        const body =
          input.category === 'A'
            ? await unwrap(client.GET('/medicine/v1/get-all-medicine-a-user', { params: { query: query as QueryA }, signal }))
            : await unwrap(client.GET('/medicine/v1/get-all-medicine-b-user', { params: { query: query as QueryB }, signal }));
        const { docs, totalDocs, totalPages, suggestions } = body.data.main;
        return { rows: docs, totalDocs, totalPages, suggestions: suggestions ?? [] };
      } catch (error) {
        // No network: the device copy answers, searched as the server searches (behaviour §10.15).
        if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
        const page = await deviceModule()
          .then((device) => device.searchOnDevice(input.category, input.query.search, input.query.page, input.query.limit))
          .catch(() => null);
        if (!page || (page.totalDocs === 0 && !input.query.search)) throw error;
        return { ...page, suggestions: [] };
      }
    }),
  };
}
