import type { OpsReportsSnapshot } from './ops-reports.machine';
import { OPS_PAGE_SIZE } from './ops-inbox.types';
import { REPORT_STATUSES, type OpsReportsEvent, type OpsReportStatus } from './ops-reports.types';

export type { OpsReportsSnapshot };

/** What the drug reports screen reads from a snapshot and what it calls. */
export function connectOpsReports(snapshot: OpsReportsSnapshot, send: (event: OpsReportsEvent) => void) {
  const { context } = snapshot;
  const changing = snapshot.hasTag('busy');
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    failure: context.failure,
    rows: context.rows,
    page: context.page,
    totalPages: snapshot.matches('loaded') ? context.totalPages : null,
    rowNumber: (index: number) => OPS_PAGE_SIZE * (context.page - 1) + 1 + index,
    filter: context.filter,
    statuses: REPORT_STATUSES,
    /** The report whose change is in flight (its control waits). */
    changingId: changing ? (context.change?.reportId ?? null) : null,
    canChangeStatus: snapshot.matches({ loaded: { rows: 'browsing' } }),
    canFilter: !changing,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    filterStatus: (status: OpsReportStatus | null) => send({ type: 'FILTER.STATUS', status }),
    filterCategory: (category: 'A' | 'B' | null) => send({ type: 'FILTER.CATEGORY', category }),
    setStatus: (reportId: string, status: OpsReportStatus) => send({ type: 'STATUS.SET', reportId, status }),
  };
}

export type OpsReportsApi = ReturnType<typeof connectOpsReports>;
