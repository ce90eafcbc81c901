import type { FormEvent } from 'react';
import { Button, Card, Field, Input, Spinner, Textarea } from '@fluentui/react-components';
import { ArrowRightRegular, CalendarAddRegular, CalendarCancelRegular, EyeRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOpsPharmacy, type OpsPharmacyApi, type OpsPharmacySnapshot } from '../../../../machines/ops/ops-pharmacy.connect';
import type { opsPharmacyMachine } from '../../../../machines/ops/ops-pharmacy.machine';
import type { OpsPharmacy, OpsPharmacyEvent, OpsPharmacySummary } from '../../../../machines/ops/ops-pharmacy.types';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { OpsFormEnd, OpsSection, OpsTerm } from '../../components/OpsParts';
import { rowNumber } from '../../../components/ListCells';
import { ReportStatusBadge, TicketStatusBadge } from '../../../components/OpsStatusBadge';
import { useOpsStyles } from '../../components/ops.styles';
import { PagedListFooter, PagedTable } from '../../../components/PagedList';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate } from '../../../lib/jalali';
import { formatAmount } from '../../../lib/money';

export interface PharmacyViewProps {
  snapshot: OpsPharmacySnapshot;
  send: (event: OpsPharmacyEvent) => void;
}

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim() || fa.app.dash;
const expiryOf = (s: { active: boolean; expiresAt: string | null }) =>
  s.expiresAt ? `${formatJalaliDate(s.expiresAt)}${s.active ? '' : ` (${faOps.ticket.noSubscription})`}` : faOps.ticket.noSubscription;

/** Pharmacies in the console (/ops/pharmacies) for one snapshot of the pharmacy machine. */
export function PharmacyView({ snapshot, send }: PharmacyViewProps) {
  const p = connectOpsPharmacy(snapshot, send);
  return p.detail ? <PharmacyDetail p={p} /> : <PharmacySearch p={p} />;
}

function PharmacySearch({ p }: { p: OpsPharmacyApi }) {
  const styles = useOpsStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.search();
  };
  const columns: DataColumn<OpsPharmacySummary>[] = [
    { key: 'row', header: faOps.rowNumber, kind: 'rowNumber', render: (_, index) => rowNumber(index, p.query) },
    { key: 'name', header: faOps.pharmacies.name, render: (row) => <span className={styles.cellText}>{fullName(row)}</span> },
    { key: 'org', header: faOps.pharmacies.org, hideOnSmall: true, render: (row) => row.org_name || fa.app.dash },
    { key: 'mobile', header: faOps.pharmacies.mobile, render: (row) => toPersianDigits(row.mobile) },
    { key: 'expiry', header: faOps.pharmacies.expiry, hideOnSmall: true, render: (row) => expiryOf(row.subscription) },
    {
      key: 'action',
      header: faOps.action,
      kind: 'action',
      render: (row) => (
        <Button
          size="small"
          appearance="subtle"
          icon={<EyeRegular />}
          aria-label={faOps.pharmacies.showNamed(fullName(row))}
          onClick={() => p.open(row._id)}
        >
          <span className={styles.iconText}>{faOps.pharmacies.show}</span>
        </Button>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-pharmacies-title" data-testid="ops-pharmacies">
      <h1 id="ops-pharmacies-title" className={styles.title}>
        {faOps.pharmacies.title}
      </h1>
      <form role="search" className={styles.filters} onSubmit={submit}>
        <Field label={faOps.pharmacies.searchLabel}>
          <Input type="search" value={p.text} maxLength={100} onChange={(_, data) => p.changeQuery(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />} disabledFocusable={!p.canSearch}>
          {faOps.pharmacies.search}
        </Button>
      </form>
      <PagedTable list={p} label={faOps.pharmacies.tableLabel} columns={columns} emptyText={faOps.pharmacies.empty} />
      <PagedListFooter list={p} pageSizeLabel={faOps.pageSize} totalText={faOps.totalRows} pageSizeHiddenOnSmall />
    </Card>
  );
}

function PharmacyDetail({ p }: { p: OpsPharmacyApi }) {
  const styles = useOpsStyles();
  const detail = p.detail!;
  return (
    <div className={styles.stack}>
      <div>
        <Button appearance="subtle" icon={<ArrowRightRegular />} onClick={p.close} disabled={p.form?.saving ?? false}>
          {faOps.pharmacies.back}
        </Button>
      </div>
      {detail.loading && <Spinner label={faOps.loading} />}
      {detail.failure && (
        <Card className={styles.card}>
          <LoadFailed failure={detail.failure} onRetry={p.retry} />
        </Card>
      )}
      {detail.pharmacy && !detail.loading && <PharmacyPages p={p} pharmacy={detail.pharmacy} />}
    </div>
  );
}

function PharmacyPages({ p, pharmacy }: { p: OpsPharmacyApi; pharmacy: OpsPharmacy }) {
  const styles = useOpsStyles();
  const { profile } = pharmacy;
  const detail = p.detail!;
  return (
    <>
      <Card className={styles.card} aria-labelledby="ops-pharmacy-title" data-testid="ops-pharmacy">
        <h1 id="ops-pharmacy-title" className={styles.title}>
          {profile.org_name || fullName(profile)}
        </h1>
        <dl className={styles.detail}>
          <OpsTerm label={faOps.pharmacies.name}>{fullName(profile)}</OpsTerm>
          <OpsTerm label={faOps.pharmacies.mobile}>{toPersianDigits(profile.mobile)}</OpsTerm>
          <OpsTerm label={faOps.pharmacies.province}>{profile.province?.name ?? fa.app.dash}</OpsTerm>
          <OpsTerm label={fa.profile.fields.address}>{profile.address || fa.app.dash}</OpsTerm>
          <OpsTerm label={fa.profile.fields.email}>{profile.email || fa.app.dash}</OpsTerm>
          <OpsTerm label={faOps.pharmacies.expiry}>{expiryOf(profile.subscription)}</OpsTerm>
        </dl>
        <div className={styles.actions}>
          <Button appearance="primary" icon={<CalendarAddRegular />} disabled={!detail.canChange} onClick={() => p.openChange('extend')}>
            {faOps.pharmacies.extend}
          </Button>
          <Button appearance="secondary" icon={<CalendarCancelRegular />} disabled={!detail.canEnd} onClick={() => p.openChange('end')}>
            {faOps.pharmacies.end}
          </Button>
        </div>
        <SubscriptionForm p={p} />
      </Card>
      <OpsSection title={faOps.pharmacies.orders}>
        <DataTable
          aria-label={faOps.pharmacies.ordersLabel}
          loading={false}
          rows={pharmacy.orders}
          rowKey={(row) => row._id}
          empty={faOps.pharmacies.noOrders}
          columns={[
            { key: 'package', header: faOps.pharmacies.orderPackage, render: (row) => row.packageName },
            { key: 'amount', header: faOps.pharmacies.orderAmount, render: (row) => formatAmount(row.amount) },
            { key: 'status', header: faOps.pharmacies.orderStatus, render: (row) => fa.packages.statuses[row.status] },
            {
              key: 'ref',
              header: faOps.pharmacies.gatewayRef,
              render: (row) => <span className={styles.ltr}>{row.refId ?? row.authority ?? fa.app.dash}</span>,
            },
            { key: 'date', header: faOps.pharmacies.orderDate, hideOnSmall: true, render: (row) => formatJalaliDate(row.createdAt) },
          ]}
        />
      </OpsSection>
      <OpsSection title={faOps.pharmacies.tickets}>
        <DataTable
          aria-label={faOps.pharmacies.tickets}
          loading={false}
          rows={pharmacy.tickets}
          rowKey={(row) => row._id}
          empty={faOps.pharmacies.noTickets}
          columns={[
            { key: 'title', header: faOps.inbox.ticketTitle, render: (row) => <span className={styles.cellText}>{row.title}</span> },
            { key: 'date', header: faOps.inbox.sentAt, hideOnSmall: true, render: (row) => formatJalaliDate(row.date) },
            { key: 'status', header: faOps.inbox.status, render: (row) => <TicketStatusBadge status={row.status} /> },
          ]}
        />
      </OpsSection>
      <OpsSection title={faOps.pharmacies.reports}>
        <DataTable
          aria-label={faOps.pharmacies.reports}
          loading={false}
          rows={pharmacy.reports}
          rowKey={(row) => row._id}
          empty={faOps.pharmacies.noReports}
          columns={[
            { key: 'title', header: faOps.reports.reportTitle, render: (row) => <span className={styles.cellText}>{row.title}</span> },
            {
              key: 'drug',
              header: faOps.reports.drug,
              hideOnSmall: true,
              render: (row) => row.medicine?.brand_name_fa || row.medicine?.generic_name_fa || fa.app.dash,
            },
            { key: 'status', header: faOps.reports.status, render: (row) => <ReportStatusBadge status={row.status} /> },
          ]}
        />
      </OpsSection>
    </>
  );
}

function SubscriptionForm({ p }: { p: OpsPharmacyApi }) {
  const styles = useOpsStyles();
  const form = p.form;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.submitChange();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={form.saving} data-testid="ops-subscription-form">
      <h2 className={styles.subtitle}>{form.action === 'extend' ? faOps.pharmacies.extend : faOps.pharmacies.end}</h2>
      {form.action === 'extend' && (
        <Field label={faOps.pharmacies.days} required validationMessage={form.daysError ? faOps.pharmacies.daysInvalid : undefined}>
          <Input inputMode="numeric" value={form.days} readOnly={form.saving} onChange={(_, data) => p.changeDays(data.value)} />
        </Field>
      )}
      <Field label={faOps.pharmacies.reason} required hint={faOps.pharmacies.reasonRequired}>
        <Textarea
          resize="vertical"
          maxLength={form.reasonMax}
          value={form.reason}
          readOnly={form.saving}
          onChange={(_, data) => p.changeReason(data.value)}
        />
      </Field>
      <OpsFormEnd
        failure={form.failure}
        saving={form.saving}
        canSubmit={form.canSubmit}
        submitLabel={faOps.pharmacies.confirm}
        onCancel={p.cancelChange}
      />
    </form>
  );
}

/** The view following a running pharmacy actor. */
export function PharmacyScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsPharmacyMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <PharmacyView snapshot={snapshot} send={actorRef.send} />;
}
