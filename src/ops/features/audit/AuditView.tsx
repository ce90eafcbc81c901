import { Card, Field, Select } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOpsAudit, type OpsAuditSnapshot } from '../../../../machines/ops/ops-audit.connect';
import type { opsAuditMachine } from '../../../../machines/ops/ops-audit.machine';
import type { OpsAuditAction, OpsAuditEntry, OpsAuditEvent } from '../../../../machines/ops/ops-audit.types';
import type { DataColumn } from '../../../components/DataTable';
import { rowNumber } from '../../../components/ListCells';
import { useOpsStyles } from '../../components/ops.styles';
import { PagedListFooter, PagedTable } from '../../../components/PagedList';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDateTime } from '../../../lib/jalali';

export interface AuditViewProps {
  snapshot: OpsAuditSnapshot;
  send: (event: OpsAuditEvent) => void;
}

const ALL = '';

/** Before → after of the fields a write changed, one `field: a → b` a line. */
function changeOf(entry: OpsAuditEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (value: unknown) =>
    value === undefined || value === null ? fa.app.dash : typeof value === 'string' ? value : JSON.stringify(value);
  return keys.map((key) => `${key}: ${show(before[key])} ← ${show(after[key])}`).join('\n');
}

/** The audit log (/ops/audit) for one snapshot of the audit machine: read-only. */
export function AuditView({ snapshot, send }: AuditViewProps) {
  const a = connectOpsAudit(snapshot, send);
  const styles = useOpsStyles();
  const columns: DataColumn<OpsAuditEntry>[] = [
    { key: 'row', header: faOps.rowNumber, kind: 'rowNumber', render: (_, index) => rowNumber(index, a.query) },
    { key: 'when', header: faOps.audit.when, render: (row) => formatJalaliDateTime(row.at, fa.calendar.at) },
    {
      key: 'who',
      header: faOps.audit.who,
      render: (row) => (row.actor ? row.actor.name || toPersianDigits(row.actor.mobile) : faOps.audit.commandLine),
    },
    { key: 'what', header: faOps.audit.what, render: (row) => faOps.audit.actionLabels[row.action] },
    {
      key: 'change',
      header: faOps.audit.change,
      hideOnSmall: true,
      render: (row) => (
        <span className={styles.preText}>
          {changeOf(row)}
          {row.reason ? `\n${faOps.audit.reason}: ${row.reason}` : ''}
        </span>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-audit-title" data-testid="ops-audit">
      <div>
        <h1 id="ops-audit-title" className={styles.title}>
          {faOps.audit.title}
        </h1>
        <p className={styles.hint}>{faOps.audit.hint}</p>
      </div>
      <div className={styles.filters}>
        <Field label={faOps.audit.actionFilter}>
          <Select
            value={a.action ?? ALL}
            onChange={(_, data) => a.filterAction(data.value === ALL ? null : (data.value as OpsAuditAction))}
          >
            <option value={ALL}>{faOps.all}</option>
            {a.actions.map((action) => (
              <option key={action} value={action}>
                {faOps.audit.actionLabels[action]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PagedTable list={a} label={faOps.audit.tableLabel} columns={columns} emptyText={faOps.audit.empty} />
      <PagedListFooter list={a} pageSizeLabel={faOps.pageSize} totalText={faOps.totalRows} pageSizeHiddenOnSmall />
    </Card>
  );
}

/** The view following a running audit actor. */
export function AuditScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsAuditMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <AuditView snapshot={snapshot} send={actorRef.send} />;
}
