import { useState, type ReactElement } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { fa } from '../../i18n/fa';

export type ExportFormat = 'xlsx' | 'csv';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 767px)': { width: '100%' },
  },
  button: { '@media (max-width: 767px)': { flexGrow: 1 } },
});

export interface ExportButtonsProps {
  /** No rows (yet): nothing to export. */
  disabled: boolean;
  /** Downloads the applied range in `format`; rejects when the download failed (the caller tells the user). */
  onExport: (format: ExportFormat) => Promise<void>;
}

/** 'دریافت فایل اکسل' and 'دریافت فایل CSV'; one download at a time, with a spinner while it runs. */
export function ExportButtons({ disabled, onExport }: ExportButtonsProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = (format: ExportFormat) => {
    setBusy(format);
    onExport(format)
      .catch(() => {})
      .finally(() => setBusy(null));
  };
  const icon = (format: ExportFormat, idle: ReactElement) =>
    busy === format ? <Spinner size="tiny" aria-label={fa.priceChanges.downloading} /> : idle;
  return (
    <div className={styles.root}>
      <Button
        className={styles.button}
        icon={icon('xlsx', <DocumentTableRegular />)}
        disabled={disabled || busy !== null}
        onClick={() => run('xlsx')}
      >
        {fa.priceChanges.downloadExcel}
      </Button>
      <Button
        className={styles.button}
        icon={icon('csv', <ArrowDownloadRegular />)}
        disabled={disabled || busy !== null}
        onClick={() => run('csv')}
      >
        {fa.priceChanges.downloadCsv}
      </Button>
    </div>
  );
}
