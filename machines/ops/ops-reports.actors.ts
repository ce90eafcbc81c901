import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { OpsReport, OpsReportPage, OpsReportsQuery, OpsReportStatus } from './ops-reports.types';

/** The drug reports' actors over `client`. */
export function opsReportsActors(client: ApiClient) {
  return {
    fetchPage: fromPromise<OpsReportPage, { query: OpsReportsQuery }>(async ({ input, signal }) => {
      const { page, limit, status, category } = input.query;
      const query = { limit, page, ...(status ? { status } : {}), ...(category ? { category } : {}) };
      const body = await unwrap(client.GET('/ops/v1/reports', { params: { query }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
    setReportStatus: fromPromise<OpsReport, { reportId: string; status: OpsReportStatus }>(async ({ input }) => {
      const body = await unwrap(
        client.PUT('/ops/v1/reports/{reportId}/status', { params: { path: { reportId: input.reportId } }, body: { status: input.status } }),
      );
      return body.data;
    }),
  };
}
