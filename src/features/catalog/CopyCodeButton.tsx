import { Button, Tooltip } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notifier } from '../../api/notifier';
import { faMedicine } from '../../i18n/fa-medicine';

/** Writes one code to the clipboard (the app otherwise blocks copying) and says so in a toast. */
export function CopyCodeButton({ code, label }: { code: string | null | undefined; label: string }) {
  if (code == null || code.trim() === '') return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notifier.success(faMedicine.copied(label));
    } catch {
      notifier.error(faMedicine.copyFailed);
    }
  };
  return (
    <Tooltip content={faMedicine.copyCode(label)} relationship="label">
      <Button appearance="subtle" size="small" icon={<CopyRegular />} onClick={copy} data-allow-copy="" data-testid="copy-code" />
    </Tooltip>
  );
}
