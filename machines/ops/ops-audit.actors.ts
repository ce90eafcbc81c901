import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { OpsAuditPage, OpsAuditQuery } from './ops-audit.types';

/** The audit log's actor over `client`: one page, newest first. */
export function opsAuditActors(client: ApiClient) {
  return {
    fetchPage: fromPromise<OpsAuditPage, { query: OpsAuditQuery }>(async ({ input, signal }) => {
      const { page, limit, action } = input.query;
      const query = { limit, page, ...(action ? { action } : {}) };
      const body = await unwrap(client.GET('/ops/v1/audit', { params: { query }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
  };
}
