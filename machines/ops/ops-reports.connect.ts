import type { OpsReportsSnapshot } from './ops-reports.machine';
import { REPORT_STATUSES, type OpsReportsEvent, type OpsReportStatus } from './ops-reports.types';
import { connectPaging } from '../paging';

export type { OpsReportsSnapshot };

/** What the drug reports screen reads from a snapshot and what it calls: the shared paging, the filters, a status change. */
export function connectOpsReports(snapshot: OpsReportsSnapshot, send: (event: OpsReportsEvent) => void) {
  const { context } = snapshot;
  const { query } = context;
  const changing = snapshot.hasTag('busy');
  return {
    ...connectPaging(snapshot, send),
    query,
    filter: { status: query.status, category: query.category },
    statuses: REPORT_STATUSES,
    /** The report whose change is in flight (its control waits). */
    changingId: changing ? (context.change?.reportId ?? null) : null,
    canChangeStatus: snapshot.matches({ loaded: { rows: 'browsing' } }),
    canFilter: !changing,
    filterStatus: (status: OpsReportStatus | null) => send({ type: 'FILTER.STATUS', status }),
    filterCategory: (category: 'A' | 'B' | null) => send({ type: 'FILTER.CATEGORY', category }),
    setStatus: (reportId: string, status: OpsReportStatus) => send({ type: 'STATUS.SET', reportId, status }),
  };
}

export type OpsReportsApi = ReturnType<typeof connectOpsReports>;
