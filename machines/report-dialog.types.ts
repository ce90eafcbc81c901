import type { ApiFailure } from '../src/api/errors';

/** Input of the report dialog: which drug the report is about. */
export interface ReportDialogInput {
  category: 'A' | 'B';
  medicineId: string;
}

/** What `sendReport` posts, exactly as typed (behaviour §5: no client-side checks). */
export interface ReportDraft extends ReportDialogInput {
  title: string;
  report: string;
}

export interface ReportDialogContext extends ReportDialogInput {
  title: string;
  report: string;
  failure: ApiFailure | null;
}

export type ReportDialogEvent =
  | { type: 'REPORT.OPEN' }
  | { type: 'REPORT.CANCEL' }
  | { type: 'REPORT.TITLE'; value: string }
  | { type: 'REPORT.BODY'; value: string }
  | { type: 'REPORT.SUBMIT' };
