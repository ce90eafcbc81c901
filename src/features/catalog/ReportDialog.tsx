import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { reportDialogActors } from '../../../machines/report-dialog.actors';
import { connectReportDialog, type ReportDialogSnapshot } from '../../../machines/report-dialog.connect';
import { reportDialogMachine } from '../../../machines/report-dialog.machine';
import type { ReportDialogEvent } from '../../../machines/report-dialog.types';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { height: '200px', '& textarea': { maxHeight: 'none' } },
});

export type { ReportDialogSnapshot };

/** The report dialog as the app runs it: its actor posts through the one client. */
export const appReportDialogMachine = reportDialogMachine.provide({ actors: reportDialogActors(api) });

/** The "send report" dialog, a view of the report-dialog machine's snapshot. */
export function ReportDialog({ snapshot, send }: { snapshot: ReportDialogSnapshot; send: (event: ReportDialogEvent) => void }) {
  const styles = useStyles();
  const modal = useModalStyles();
  const dialog = connectReportDialog(snapshot, send);
  const { busy, cancel } = dialog;
  return (
    <Dialog open={dialog.open} onOpenChange={(_, data) => !data.open && cancel()}>
      <DialogSurface className={modal.surface} aria-busy={busy}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dialog.submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{faMedicine.sendReport}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label={faMedicine.reportTitle}>
                <Input value={dialog.title} readOnly={busy} onChange={(_, data) => dialog.changeTitle(data.value)} />
              </Field>
              <Field label={faMedicine.reportText}>
                <Textarea
                  className={styles.body}
                  resize="vertical"
                  value={dialog.report}
                  readOnly={busy}
                  onChange={(_, data) => dialog.changeReport(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                // Focusable while disabled: the focused button keeps focus inside the modal while sending.
                disabledFocusable={!dialog.canSubmit}
                icon={busy ? <Spinner size="tiny" aria-label={fa.app.loading} /> : undefined}
              >
                {faMedicine.sendReport}
              </Button>
              <Button type="button" disabledFocusable={!dialog.canCancel} onClick={cancel}>
                {faMedicine.cancel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** The page's 'ارسال گزارش' button with its dialog; `machine` lets tests swap the API client. The toasts are provided here. */
export function ReportButton({
  category,
  medicineId,
  machine = appReportDialogMachine,
}: {
  category: 'A' | 'B';
  medicineId: string;
  machine?: typeof reportDialogMachine;
}) {
  const logic = useMemo(
    () =>
      machine.provide({
        actions: {
          showSuccess: (_, params) => notifier.success(params.message),
          showFailure: (_, params) => notifier.failure(params.failure),
        },
      }),
    [machine],
  );
  const [snapshot, send] = useMachine(logic, { input: { category, medicineId } });
  return (
    <>
      <Button appearance="primary" onClick={connectReportDialog(snapshot, send).openDialog}>
        {faMedicine.sendReport}
      </Button>
      <ReportDialog snapshot={snapshot} send={send} />
    </>
  );
}
