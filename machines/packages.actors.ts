import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap } from '../src/api/errors';
import { PACKAGES_PAGE_SIZE, type PackagesPageData, type PackagesTab } from './packages.types';

/** The packages machine's actors over `client`: one page of the tab on screen (checkout: `checkoutLogic`). */
export function packagesActors(client: ApiClient) {
  return {
    fetchPage: fromPromise<PackagesPageData, { tab: PackagesTab; page: number }>(async ({ input, signal }) => {
      const query = { limit: PACKAGES_PAGE_SIZE, page: input.page };
      if (input.tab === 'buy') {
        const body = await unwrap(client.GET('/packages/v1/get-package-list', { params: { query }, signal }));
        return { packages: body.docs, orders: [], totalDocs: body.totalDocs, totalPages: body.totalPages };
      }
      const body = await callAddition(client, 'history', () => unwrap(client.GET('/packages/v1/history', { params: { query }, signal })));
      return { packages: [], orders: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
  };
}
