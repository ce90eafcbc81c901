import type { Schemas } from '../../src/api/client';
import type { OpsListQuery, OpsPage } from './ops-inbox.types';
import type { PagingEvent, QueriedPageContext } from '../paging';

/** A drug report as the console shows it (its drug and pharmacy). */
export type OpsReport = Schemas['OpsReport'];
export type OpsReportStatus = Schemas['OpsReportStatus'];

/** The statuses in their order (every report starts `new`). */
export const REPORT_STATUSES: readonly OpsReportStatus[] = ['new', 'in progress', 'fixed', 'rejected'];

/** The list's query: a page, one status and one catalogue (or all). */
export interface OpsReportsQuery extends OpsListQuery {
  status: OpsReportStatus | null;
  category: 'A' | 'B' | null;
}

export type OpsReportPage = OpsPage<OpsReport>;

export interface OpsReportsContext extends QueriedPageContext<OpsReport, OpsReportsQuery> {
  /** The report whose status is being changed, and to what. */
  change: { reportId: string; status: OpsReportStatus } | null;
}

export type OpsReportsEvent =
  | PagingEvent
  | { type: 'FILTER.STATUS'; status: OpsReportStatus | null }
  | { type: 'FILTER.CATEGORY'; category: 'A' | 'B' | null }
  | { type: 'STATUS.SET'; reportId: string; status: OpsReportStatus };
