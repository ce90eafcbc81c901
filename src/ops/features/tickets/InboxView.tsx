import { Badge, Card } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectOpsInbox, type OpsInboxSnapshot } from '../../../../machines/ops/ops-inbox.connect';
import type { opsInboxMachine } from '../../../../machines/ops/ops-inbox.machine';
import type { OpsInboxEvent, OpsTicketSummary } from '../../../../machines/ops/ops-inbox.types';
import type { DataColumn } from '../../../components/DataTable';
import { rowNumber } from '../../../components/ListCells';
import { useOpsStyles } from '../../components/ops.styles';
import { PagedListFooter, PagedTable } from '../../../components/PagedList';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate } from '../../../lib/jalali';
import { paths } from '../../../routes/paths';

export interface InboxViewProps {
  snapshot: OpsInboxSnapshot;
  send: (event: OpsInboxEvent) => void;
}

/** The operators' tickets inbox (/ops) for one snapshot of the inbox machine. */
export function InboxView({ snapshot, send }: InboxViewProps) {
  const inbox = connectOpsInbox(snapshot, send);
  const styles = useOpsStyles();
  const columns: DataColumn<OpsTicketSummary>[] = [
    { key: 'row', header: faOps.rowNumber, kind: 'rowNumber', render: (_, index) => rowNumber(index, inbox.query) },
    {
      key: 'title',
      header: faOps.inbox.ticketTitle,
      render: (row) => (
        <RouterLink to={paths.ops.ticket(row._id)} className={styles.link} aria-label={faOps.inbox.openNamed(row.title)}>
          {row.title}
        </RouterLink>
      ),
    },
    { key: 'pharmacy', header: faOps.inbox.pharmacy, render: (row) => row.pharmacy.name || toPersianDigits(row.pharmacy.mobile) },
    { key: 'date', header: faOps.inbox.sentAt, hideOnSmall: true, render: (row) => formatJalaliDate(row.date) },
    {
      key: 'status',
      header: faOps.inbox.status,
      render: (row) => (
        <Badge appearance="tint" color={row.status === 'checked' ? 'success' : 'danger'}>
          {fa.tickets.statusLabels[row.status]}
        </Badge>
      ),
    },
    { key: 'assignee', header: faOps.inbox.assignee, hideOnSmall: true, render: (row) => row.assignee?.name || faOps.inbox.unassigned },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-inbox-title" data-testid="ops-inbox">
      <div>
        <h1 id="ops-inbox-title" className={styles.title}>
          {faOps.inbox.title}
        </h1>
        <p className={styles.hint}>{faOps.inbox.hint}</p>
      </div>
      <PagedTable list={inbox} label={faOps.inbox.tableLabel} columns={columns} emptyText={faOps.inbox.empty} />
      <PagedListFooter list={inbox} pageSizeLabel={faOps.pageSize} totalText={faOps.totalRows} pageSizeHiddenOnSmall />
    </Card>
  );
}

/** The view following a running inbox actor. */
export function InboxScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsInboxMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <InboxView snapshot={snapshot} send={actorRef.send} />;
}
