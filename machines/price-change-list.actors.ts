import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap } from '../src/api/errors';
import { rowOfA, rowOfB, toApiQuery } from './price-change-list.query';
import type { Category, PriceChangePage, PriceChangeQuery, PublishedImport } from './price-change-list.types';

/** The price-change list machine's actors over `client` (tests and stories pass a client with their own fetch). */
export function priceChangeListActors(client: ApiClient) {
  return {
    /** One page of changed prices of catalogue A or B for the address query. */
    fetchPage: fromPromise<PriceChangePage, { category: Category; query: PriceChangeQuery }>(async ({ input, signal }) => {
      const query = toApiQuery(input.query);
      if (input.category === 'A') {
        const body = await unwrap(client.GET('/medicine/v1/get-list-medicines-a-sort-change-price-user', { params: { query }, signal }));
        return { rows: body.docs.map(rowOfA), totalDocs: body.totalDocs, totalPages: body.totalPages };
      }
      const body = await unwrap(client.GET('/medicine/v1/get-list-medicines-b-sort-change-price-user', { params: { query }, signal }));
      return { rows: body.docs.map(rowOfB), totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
    /** The catalogue's published imports, newest first (an addition: absent on the original backend, behaviour §10). */
    fetchImports: fromPromise<PublishedImport[], { category: Category }>(async ({ input, signal }) => {
      const body = await callAddition(client, 'priceImports', () =>
        unwrap(client.GET('/medicine/v1/price-imports', { params: { query: { category: input.category } }, signal })),
      );
      return body.docs;
    }),
  };
}
