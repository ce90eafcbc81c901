import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { OpsListQuery, OpsPage, OpsTicketSummary } from './ops-inbox.types';

/** The inbox's actor over `client`: one page, unanswered first, oldest first. */
export function opsInboxActors(client: ApiClient) {
  return {
    fetchPage: fromPromise<OpsPage<OpsTicketSummary>, { query: OpsListQuery }>(async ({ input, signal }) => {
      const { page, limit } = input.query;
      const body = await unwrap(client.GET('/ops/v1/tickets', { params: { query: { limit, page } }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
  };
}
