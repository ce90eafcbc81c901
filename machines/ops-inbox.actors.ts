import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { OPS_PAGE_SIZE, type OpsPage, type OpsTicketSummary } from './ops-inbox.types';

/** The inbox's actor over `client`: one page, unanswered first, oldest first. */
export function opsInboxActors(client: ApiClient) {
  return {
    fetchInbox: fromPromise<OpsPage<OpsTicketSummary>, { page: number }>(async ({ input, signal }) => {
      const body = await unwrap(client.GET('/ops/v1/tickets', { params: { query: { limit: OPS_PAGE_SIZE, page: input.page } }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
  };
}
