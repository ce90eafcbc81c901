import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';
import { useModalStyles } from './modal.styles';

// Apart from ErrorCard, so the route error card (in the entry chunk) does not bring the dialog code along.
/** The same card as a dialog, for a part of a screen that opens in one (a chart, the photo preview). */
export function ErrorDialog({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const modal = useModalStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={modal.surface} role="alertdialog" data-testid="error-card">
        <DialogBody>
          <DialogTitle>{fa.crash.title}</DialogTitle>
          <DialogContent>{fa.crash.dialogText}</DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={onRetry}>
              {fa.crash.retry}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {fa.crash.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
