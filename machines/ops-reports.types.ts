import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { OpsPage } from './ops-inbox.types';

/** A drug report as the console shows it (its drug and pharmacy). */
export type OpsReport = Schemas['OpsReport'];
export type OpsReportStatus = Schemas['OpsReportStatus'];

/** The statuses in their order (every report starts `new`). */
export const REPORT_STATUSES: readonly OpsReportStatus[] = ['new', 'in progress', 'fixed', 'rejected'];

/** The list's filters: one status and one catalogue, or all. */
export interface OpsReportsFilter {
  status: OpsReportStatus | null;
  category: 'A' | 'B' | null;
}

export type OpsReportPage = OpsPage<OpsReport>;

export interface OpsReportsContext {
  filter: OpsReportsFilter;
  page: number;
  rows: OpsReport[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
  /** The report whose status is being changed, and to what. */
  change: { reportId: string; status: OpsReportStatus } | null;
}

export type OpsReportsEvent =
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'RETRY' }
  | { type: 'FILTER.STATUS'; status: OpsReportStatus | null }
  | { type: 'FILTER.CATEGORY'; category: 'A' | 'B' | null }
  | { type: 'STATUS.SET'; reportId: string; status: OpsReportStatus };
