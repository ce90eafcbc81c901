import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { PriceImport } from '../../../../machines/ops/ops-import.types';
import { connectOpsImportHistory, type OpsImportHistorySnapshot } from '../../../../machines/ops/ops-import-history.connect';
import type { opsImportHistoryMachine } from '../../../../machines/ops/ops-import-history.machine';
import type { OpsImportHistoryEvent } from '../../../../machines/ops/ops-import-history.types';
import { failureMessage } from '../../../api/errors';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { useModalStyles } from '../../../components/modal.styles';
import { useOpsStyles } from '../../components/ops.styles';
import { fa } from '../../../i18n/fa';
import { faImport } from '../../i18n/fa-import';
import { faOps } from '../../i18n/fa-ops';
import { formatJalaliDate, formatJalaliDateTime } from '../../../lib/jalali';
import { formatAmount } from '../../../lib/money';
import { importsAddress } from './address';

export interface ImportHistoryViewProps {
  snapshot: OpsImportHistorySnapshot;
  send: (event: OpsImportHistoryEvent) => void;
}

/** The past imports (/ops/imports), newest first, each with its preview and, when published, its rollback. */
export function ImportHistoryView({ snapshot, send }: ImportHistoryViewProps) {
  const a = connectOpsImportHistory(snapshot, send);
  const styles = useOpsStyles();
  const modal = useModalStyles();
  const columns: DataColumn<PriceImport>[] = [
    { key: 'file', header: faImport.list.file, render: (row) => <span className={styles.cellText}>{row.file_name}</span> },
    { key: 'catalogue', header: faImport.list.catalogue, render: (row) => faImport.catalogues[row.catalogue] },
    { key: 'status', header: faImport.list.status, render: (row) => faImport.status[row.status] },
    { key: 'when', header: faImport.list.when, hideOnSmall: true, render: (row) => formatJalaliDateTime(row.createdAt, fa.calendar.at) },
    {
      key: 'effective',
      header: faImport.list.effective,
      hideOnSmall: true,
      render: (row) => (row.effective_at ? formatJalaliDate(row.effective_at) : fa.app.dash),
    },
    {
      key: 'summary',
      header: faImport.list.summary,
      hideOnSmall: true,
      render: (row) =>
        faImport.list.summaryText(formatAmount(row.counts.change), formatAmount(row.counts.new), formatAmount(row.counts.error)),
    },
    {
      key: 'action',
      header: faOps.action,
      render: (row) => (
        <div className={styles.actions}>
          <RouterLink className={styles.link} to={importsAddress.one(row._id)} data-testid="import-open">
            {faImport.list.open}
          </RouterLink>
          {a.canRollback(row._id) ? (
            <Button size="small" onClick={() => a.rollback(row._id)} data-testid="import-rollback">
              {faImport.list.rollback}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-import-history-title" data-testid="ops-import-history">
      <div className={styles.head}>
        <div>
          <h1 id="ops-import-history-title" className={styles.title}>
            {faImport.list.title}
          </h1>
          <p className={styles.hint}>{faImport.list.hint}</p>
        </div>
        <RouterLink className={styles.link} to={importsAddress.new} data-testid="import-new">
          {faImport.list.new}
        </RouterLink>
      </div>
      {a.writeFailure ? (
        <MessageBar intent="error">
          <MessageBarBody>{failureMessage(a.writeFailure)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <DataTable
        aria-label={faImport.list.tableLabel}
        columns={columns}
        rows={a.rows}
        rowKey={(row) => row._id}
        loading={a.loading}
        empty={a.failed ? <LoadFailed failure={a.failure} onRetry={a.retry} /> : faImport.list.empty}
      />
      <Dialog open={a.confirming !== null} modalType="alert" onOpenChange={(_, data) => !data.open && a.cancel()}>
        <DialogSurface className={modal.confirm} data-testid="import-rollback-dialog">
          <DialogBody>
            <DialogTitle>{faImport.list.confirmTitle}</DialogTitle>
            <DialogContent>{a.confirming ? faImport.list.confirmText(a.confirming.file_name) : null}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={a.cancel} disabled={a.busy}>
                {faOps.cancel}
              </Button>
              <Button appearance="primary" onClick={a.confirm} disabled={a.busy} data-testid="import-rollback-confirm">
                {faImport.list.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}

/** The view following a running imports actor. */
export function ImportHistoryScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsImportHistoryMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <ImportHistoryView snapshot={snapshot} send={actorRef.send} />;
}
