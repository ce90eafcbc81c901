import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { OPS_PAGE_SIZE } from './ops-inbox.types';
import type { OpsReport, OpsReportPage, OpsReportsFilter, OpsReportStatus } from './ops-reports.types';

/** The drug reports' actors over `client`. */
export function opsReportsActors(client: ApiClient) {
  return {
    fetchReports: fromPromise<OpsReportPage, { filter: OpsReportsFilter; page: number }>(async ({ input, signal }) => {
      const query = {
        limit: OPS_PAGE_SIZE,
        page: input.page,
        ...(input.filter.status ? { status: input.filter.status } : {}),
        ...(input.filter.category ? { category: input.filter.category } : {}),
      };
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
