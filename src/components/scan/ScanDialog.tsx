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
  mergeClasses,
  Spinner,
} from '@fluentui/react-components';
import { Camera24Regular, CameraOff24Regular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { connectBarcodeScan, type BarcodeScanSnapshot, type ScanNotice } from '../../../machines/barcode-scan.connect';
import type { BarcodeScanEvent } from '../../../machines/barcode-scan.types';
import { failureMessage } from '../../api/errors';
import { fa } from '../../i18n/fa';
import { faLabel } from '../../i18n/fa-label';
import { readableText } from '../../lib/fold';
import { useScanStyles } from './ScanDialog.styles';
import { LabelCardView, UnknownLabelView } from './LabelCard';
import { ScanTrigger } from './ScanTrigger';

function noticeText(notice: ScanNotice, scan: ReturnType<typeof connectBarcodeScan>): string | null {
  switch (notice) {
    case 'invalid':
      return fa.scan.invalid;
    case 'checkDigit':
      return fa.scan.checkDigit;
    case 'labelInvalid':
      return scan.labelProblem ? faLabel.problem(scan.labelProblem) : fa.scan.invalid;
    case 'notFound':
      return fa.scan.notFound;
    case 'failed':
      return scan.failure ? failureMessage(scan.failure) : fa.scan.failed;
    case 'cameraDenied':
      return fa.scan.cameraDenied;
    case 'cameraUnavailable':
      return fa.scan.cameraUnavailable;
    case 'found':
      return fa.scan.found(readableText(scan.found?.brand_name_fa?.trim() || scan.found?.brand_name_la?.trim() || fa.drug.noName));
    default:
      return null;
  }
}

export interface ScanDialogProps {
  snapshot: BarcodeScanSnapshot;
  send: (event: BarcodeScanEvent) => void;
  /** The `<video>` the camera scanner draws into. */
  videoRef?: Ref<HTMLVideoElement>;
  /** Renders the header button too (the header that loads this dialog on first use has its own). */
  trigger?: boolean;
}

/** The header's 'scan' button and its dialog, as a view of the barcode-scan machine. */
export function ScanDialog({ snapshot, send, videoRef, trigger = true }: ScanDialogProps) {
  const styles = useScanStyles();
  const scan = connectBarcodeScan(snapshot, send);
  const notice = noticeText(scan.notice, scan);
  const isError = scan.notice !== null && scan.notice !== 'found';
  // A backend without the lookup: no button, no dialog (behaviour §10).
  if (!scan.available) return null;
  return (
    <>
      {trigger && <ScanTrigger onClick={scan.openDialog} />}
      <Dialog open={scan.open} onOpenChange={(_, data) => !data.open && scan.close()} modalType="modal">
        <DialogSurface className={styles.surface} aria-busy={scan.busy}>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (scan.canSubmit) scan.submit();
            }}
          >
            <DialogBody>
              <DialogTitle>{fa.scan.title}</DialogTitle>
              <DialogContent className={styles.form}>
                <div className={styles.row}>
                  <Field className={styles.code} label={fa.scan.codeLabel} hint={fa.scan.codeHint}>
                    <Input
                      className={styles.input}
                      input={{ className: styles.input }}
                      value={scan.code}
                      inputMode="text"
                      autoComplete="off"
                      autoFocus
                      readOnly={!scan.canEdit}
                      onChange={(_, data) => scan.changeCode(data.value)}
                    />
                  </Field>
                </div>
                {scan.cameraOn && (
                  <video ref={videoRef} className={styles.video} aria-label={fa.scan.video} playsInline muted data-testid="scan-video" />
                )}
                <div className={mergeClasses(styles.notice, isError && styles.error)} role={isError ? 'alert' : 'status'}>
                  {scan.busy ? (
                    <Spinner size="tiny" label={fa.scan.lookingUp} />
                  ) : scan.cameraStarting ? (
                    <Spinner size="tiny" label={fa.scan.cameraStarting} />
                  ) : scan.cameraOn ? (
                    fa.scan.scanning
                  ) : (
                    notice
                  )}
                </div>
                {scan.card && <LabelCardView card={scan.card} />}
                {scan.unknownLabel && <UnknownLabelView {...scan.unknownLabel} onReport={scan.report} />}
              </DialogContent>
              <DialogActions fluid>
                <Button type="submit" appearance="primary" disabled={!scan.canSubmit}>
                  {fa.scan.search}
                </Button>
                {scan.cameraOn ? (
                  <Button icon={<CameraOff24Regular />} onClick={scan.stopCamera}>
                    {fa.scan.stopCamera}
                  </Button>
                ) : (
                  <Button icon={<Camera24Regular />} onClick={scan.startCamera} disabled={!scan.canStartCamera}>
                    {fa.scan.camera}
                  </Button>
                )}
                <Button onClick={scan.close}>{fa.scan.close}</Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
