import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { OPS_PAGE_SIZE } from './ops-inbox.types';
import type { OpsAuditAction, OpsAuditPage } from './ops-audit.types';

/** The audit log's actor over `client`: one page, newest first. */
export function opsAuditActors(client: ApiClient) {
  return {
    fetchAudit: fromPromise<OpsAuditPage, { action: OpsAuditAction | null; page: number }>(async ({ input, signal }) => {
      const query = { limit: OPS_PAGE_SIZE, page: input.page, ...(input.action ? { action: input.action } : {}) };
      const body = await unwrap(client.GET('/ops/v1/audit', { params: { query }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
  };
}
