import { Card, Field, Select } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectOpsReports, type OpsReportsSnapshot } from '../../../../machines/ops/ops-reports.connect';
import type { opsReportsMachine } from '../../../../machines/ops/ops-reports.machine';
import type { OpsReport, OpsReportsEvent, OpsReportStatus } from '../../../../machines/ops/ops-reports.types';
import type { DataColumn } from '../../../components/DataTable';
import { rowNumber } from '../../../components/ListCells';
import { useOpsStyles } from '../../components/ops.styles';
import { PagedListFooter, PagedTable } from '../../../components/PagedList';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate } from '../../../lib/jalali';
import { catalogPaths } from '../../../routes/paths';

export interface ReportsViewProps {
  snapshot: OpsReportsSnapshot;
  send: (event: OpsReportsEvent) => void;
}

const ALL = '';

/** The drug reports (/ops/reports) for one snapshot of the reports machine. */
export function ReportsView({ snapshot, send }: ReportsViewProps) {
  const r = connectOpsReports(snapshot, send);
  const styles = useOpsStyles();
  const drugName = (row: OpsReport) => row.medicine?.brand_name_fa || row.medicine?.generic_name_fa || fa.app.dash;
  const columns: DataColumn<OpsReport>[] = [
    { key: 'row', header: faOps.rowNumber, kind: 'rowNumber', render: (_, index) => rowNumber(index, r.query) },
    {
      key: 'title',
      header: faOps.reports.reportTitle,
      render: (row) => (
        <span className={styles.cellText} title={row.report}>
          {row.title}
        </span>
      ),
    },
    {
      key: 'drug',
      header: faOps.reports.drug,
      render: (row) =>
        row.medicine ? (
          <RouterLink
            to={catalogPaths(row.medicine.category).detail(row.medicine._id)}
            className={styles.link}
            aria-label={faOps.reports.openDrugNamed(drugName(row))}
          >
            {drugName(row)}
          </RouterLink>
        ) : (
          fa.app.dash
        ),
    },
    {
      key: 'category',
      header: faOps.reports.category,
      hideOnSmall: true,
      render: (row) => (row.medicine ? faOps.reports.categoryLabels[row.medicine.category] : fa.app.dash),
    },
    {
      key: 'pharmacy',
      header: faOps.reports.pharmacy,
      hideOnSmall: true,
      render: (row) => row.pharmacy.name || toPersianDigits(row.pharmacy.mobile),
    },
    { key: 'date', header: faOps.reports.sentAt, hideOnSmall: true, render: (row) => formatJalaliDate(row.date) },
    {
      key: 'status',
      header: faOps.reports.status,
      render: (row) => (
        <Select
          size="small"
          aria-label={faOps.reports.changeStatusNamed(row.title)}
          value={row.status}
          disabled={!r.canChangeStatus || r.changingId === row._id}
          onChange={(_, data) => r.setStatus(row._id, data.value as OpsReportStatus)}
          data-testid="ops-report-status"
        >
          {r.statuses.map((status) => (
            <option key={status} value={status}>
              {fa.reportStatuses[status]}
            </option>
          ))}
        </Select>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-reports-title" data-testid="ops-reports">
      <h1 id="ops-reports-title" className={styles.title}>
        {faOps.reports.title}
      </h1>
      <div className={styles.filters}>
        <Field label={faOps.reports.status}>
          <Select
            value={r.filter.status ?? ALL}
            disabled={!r.canFilter}
            onChange={(_, data) => r.filterStatus(data.value === ALL ? null : (data.value as OpsReportStatus))}
          >
            <option value={ALL}>{faOps.all}</option>
            {r.statuses.map((status) => (
              <option key={status} value={status}>
                {fa.reportStatuses[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={faOps.reports.category}>
          <Select
            value={r.filter.category ?? ALL}
            disabled={!r.canFilter}
            onChange={(_, data) => r.filterCategory(data.value === ALL ? null : (data.value as 'A' | 'B'))}
          >
            <option value={ALL}>{faOps.all}</option>
            <option value="A">{faOps.reports.categoryLabels.A}</option>
            <option value="B">{faOps.reports.categoryLabels.B}</option>
          </Select>
        </Field>
      </div>
      <PagedTable list={r} label={faOps.reports.tableLabel} columns={columns} emptyText={faOps.reports.empty} />
      <PagedListFooter list={r} pageSizeLabel={faOps.pageSize} totalText={faOps.totalRows} pageSizeHiddenOnSmall />
    </Card>
  );
}

/** The view following a running reports actor. */
export function ReportsScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsReportsMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <ReportsView snapshot={snapshot} send={actorRef.send} />;
}
