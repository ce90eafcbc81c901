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
import type { SnapshotFrom } from 'xstate';
import { reportDialogMachine, type ReportDialogEvent } from '../../../machines/report-dialog.machine';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { height: '200px', '& textarea': { maxHeight: 'none' } },
});

export type ReportDialogSnapshot = SnapshotFrom<typeof reportDialogMachine>;

/** The "send report" dialog, a view of the report-dialog machine's snapshot. */
export function ReportDialog({ snapshot, send }: { snapshot: ReportDialogSnapshot; send: (event: ReportDialogEvent) => void }) {
  const styles = useStyles();
  const modal = useModalStyles();
  const busy = snapshot.hasTag('busy');
  const cancel = () => {
    if (snapshot.can({ type: 'REPORT.CANCEL' })) send({ type: 'REPORT.CANCEL' });
  };
  return (
    <Dialog open={!snapshot.matches('closed')} onOpenChange={(_, data) => !data.open && cancel()}>
      <DialogSurface className={modal.surface} aria-busy={busy}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'REPORT.SUBMIT' });
          }}
        >
          <DialogBody>
            <DialogTitle>{fa.medicine.sendReport}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label={fa.medicine.reportTitle}>
                <Input
                  value={snapshot.context.title}
                  readOnly={busy}
                  onChange={(_, data) => send({ type: 'REPORT.TITLE', value: data.value })}
                />
              </Field>
              <Field label={fa.medicine.reportText}>
                <Textarea
                  className={styles.body}
                  resize="vertical"
                  value={snapshot.context.report}
                  readOnly={busy}
                  onChange={(_, data) => send({ type: 'REPORT.BODY', value: data.value })}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                // Focusable while disabled: the focused button keeps focus inside the modal while sending.
                disabledFocusable={!snapshot.can({ type: 'REPORT.SUBMIT' })}
                icon={busy ? <Spinner size="tiny" aria-label={fa.app.loading} /> : undefined}
              >
                {fa.medicine.sendReport}
              </Button>
              <Button type="button" disabledFocusable={!snapshot.can({ type: 'REPORT.CANCEL' })} onClick={cancel}>
                {fa.medicine.cancel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** The page's 'ارسال گزارش' button with its dialog; `machine` lets tests swap the API client. */
export function ReportButton({
  category,
  medicineId,
  machine = reportDialogMachine,
}: {
  category: 'A' | 'B';
  medicineId: string;
  machine?: typeof reportDialogMachine;
}) {
  const [snapshot, send] = useMachine(machine, { input: { category, medicineId } });
  return (
    <>
      <Button appearance="primary" onClick={() => send({ type: 'REPORT.OPEN' })}>
        {fa.medicine.sendReport}
      </Button>
      <ReportDialog snapshot={snapshot} send={send} />
    </>
  );
}
