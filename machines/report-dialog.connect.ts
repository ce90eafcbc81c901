import type { reportDialogMachine } from './report-dialog.machine';
import type { ReportDialogEvent } from './report-dialog.types';

export type ReportDialogSnapshot = ReturnType<typeof reportDialogMachine.transition>;

/** What the report dialog reads from a snapshot of the report-dialog machine, and what it calls. */
export function connectReportDialog(snapshot: ReportDialogSnapshot, send: (event: ReportDialogEvent) => void) {
  const canCancel = snapshot.can({ type: 'REPORT.CANCEL' });
  return {
    open: !snapshot.matches('closed'),
    busy: snapshot.hasTag('busy'),
    title: snapshot.context.title,
    report: snapshot.context.report,
    canSubmit: snapshot.can({ type: 'REPORT.SUBMIT' }),
    canCancel,
    openDialog: () => send({ type: 'REPORT.OPEN' }),
    changeTitle: (value: string) => send({ type: 'REPORT.TITLE', value }),
    changeReport: (value: string) => send({ type: 'REPORT.BODY', value }),
    submit: () => send({ type: 'REPORT.SUBMIT' }),
    /** Closes the dialog unless a report is being sent. */
    cancel: () => {
      if (canCancel) send({ type: 'REPORT.CANCEL' });
    },
  };
}

export type ReportDialogApi = ReturnType<typeof connectReportDialog>;
