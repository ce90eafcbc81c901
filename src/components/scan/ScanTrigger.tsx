import { Button, makeStyles } from '@fluentui/react-components';
import { BarcodeScanner24Regular } from '@fluentui/react-icons';
import { fa } from '../../i18n/fa';

/** The trigger's own rule: the dialog's styles load with the dialog. */
const useTriggerStyles = makeStyles({ trigger: { minWidth: 'auto' } });

/** The header's barcode button (its own export: the header shows it before the dialog's code loads). */
export function ScanTrigger({ onClick }: { onClick: () => void }) {
  const styles = useTriggerStyles();
  return (
    <Button
      appearance="subtle"
      className={styles.trigger}
      icon={<BarcodeScanner24Regular />}
      aria-label={fa.scan.button}
      title={fa.scan.button}
      onClick={onClick}
      data-testid="scan-button"
    />
  );
}
