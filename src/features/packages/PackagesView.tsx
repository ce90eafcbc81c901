import { useId, type ReactNode } from 'react';
import { Badge, Button, Link, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, type BadgeProps } from '@fluentui/react-components';
import type { Package } from '../../api/client';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount, RIAL_PER_TOMAN } from '../../lib/money';
import { connectPackages, type PackagesApi } from '../../../machines/packages.connect';
import type { PackagesSnapshot } from '../../../machines/packages.machine';
import type { Order, PackagesEvent, PackagesTab } from '../../../machines/packages.types';
import { usePackagesStyles } from './packages.styles';

export interface PackagesViewProps {
  snapshot: PackagesSnapshot;
  send: (event: PackagesEvent) => void;
  /** The tab buttons change the route (the page's wiring navigates). */
  onTab: (tab: PackagesTab) => void;
  /** Shown under the tabs: whether the subscription is active and until when (the page reads the session). */
  status?: ReactNode;
}

const statusColor: Record<Order['status'], BadgeProps['color']> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'informative',
  granted: 'success',
};
const returningIntent = { paid: 'success', pending: 'warning', failed: 'error', cancelled: 'info' } as const;

/** The package screens of behaviour §2 (buy and history tabs), rendered from the packages machine. */
export function PackagesView({ snapshot, send, onTab, status }: PackagesViewProps) {
  const styles = usePackagesStyles();
  const titleId = useId();
  const view = connectPackages(snapshot, send);
  const found = view.tab === 'history' ? view.orders.find((o) => o._id === view.highlightOrderId) : undefined;
  const returning = found && found.status !== 'granted' ? found.status : undefined;

  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      data-testid={`packages-${view.tab}`}
      aria-busy={view.loading || view.leaving}
    >
      <h1 id={titleId} className={styles.title}>
        {fa.packages.title}
      </h1>
      <TabList
        className={styles.tabs}
        selectedValue={view.tab}
        aria-label={fa.packages.tabs}
        onTabSelect={(_, data) => onTab(data.value as PackagesTab)}
      >
        <Tab value="history">{fa.packages.historyTab}</Tab>
        <Tab value="buy">{fa.packages.buyTab}</Tab>
      </TabList>
      {status}
      {returning && (
        <MessageBar intent={returningIntent[returning]} data-testid="returning-order">
          <MessageBarBody>{fa.packages.returning[returning]}</MessageBarBody>
        </MessageBar>
      )}
      {view.leaving && <Spinner size="tiny" labelPosition="after" label={fa.packages.leaving} />}
      {view.tab === 'buy' ? <BuyTable view={view} /> : <HistoryTable view={view} onBuy={() => onTab('buy')} />}
      {!view.failed && !view.historyAbsent && (
        <div className={styles.footer}>
          <Pager
            page={view.page}
            totalPages={view.totalPages}
            canPrevious={view.canPrevious}
            canNext={view.canNext}
            onPrevious={view.previousPage}
            onNext={view.nextPage}
          />
        </div>
      )}
    </section>
  );
}

function BuyTable({ view }: { view: PackagesApi }) {
  const styles = usePackagesStyles();
  const columns: DataColumn<Package>[] = [
    { key: 'name', header: <span className={styles.header}>{fa.packages.name}</span>, render: (p) => p.name },
    {
      key: 'days',
      header: <span className={styles.header}>{fa.packages.validity}</span>,
      render: (p) => <span className={styles.number}>{toPersianDigits(p.days)}</span>,
    },
    {
      key: 'price',
      header: <span className={styles.header}>{fa.packages.price}</span>,
      render: (p) => <span className={styles.number}>{formatAmount(p.price)}</span>,
    },
    {
      key: 'action',
      header: <span className={styles.header}>{fa.packages.action}</span>,
      render: (p) => (
        <Button
          className={styles.payButton}
          appearance="primary"
          size="small"
          disabled={!view.canPay}
          icon={view.payingPackageId === p._id ? <Spinner size="extra-tiny" /> : undefined}
          aria-label={`${fa.packages.pay} ${p.name}`}
          onClick={() => view.pay(p._id)}
        >
          {fa.packages.pay}
        </Button>
      ),
    },
  ];
  if (view.failed) return <LoadFailed failure={view.failure} onRetry={view.retry} />;
  return (
    <>
      <DataTable
        aria-label={fa.packages.buyTable}
        columns={columns}
        rows={view.packages}
        rowKey={(p) => p._id}
        loading={view.loading}
        skeletonRows={view.skeletonRows}
        page={view.page}
        empty={fa.packages.empty}
      />
      {/* 'payment' charges the invoice's total: the gateway shows it (behaviour §9, §10.6). */}
      {!view.loading && view.packages.length > 0 && <Text size={200}>{fa.packages.vatNote}</Text>}
    </>
  );
}

function HistoryTable({ view, onBuy }: { view: PackagesApi; onBuy: () => void }) {
  const styles = usePackagesStyles();
  const columns: DataColumn<Order>[] = [
    { key: 'name', header: <span className={styles.header}>{fa.packages.chosenName}</span>, render: (o) => o.packageName },
    {
      key: 'days',
      header: <span className={styles.header}>{fa.packages.validity}</span>,
      render: (o) => <span className={styles.number}>{toPersianDigits(o.days)}</span>,
    },
    {
      key: 'amount',
      header: <span className={styles.header}>{fa.packages.amount}</span>,
      hideOnSmall: true,
      // What the gateway charged, in toman and (as the wizard's invoice says it) in rial.
      render: (o) =>
        o.amount === null ? (
          fa.app.dash
        ) : (
          <span className={styles.number}>
            {formatAmount(o.amount)}
            <span className={styles.inRial}> ({fa.packages.inRial(formatAmount(o.amount * RIAL_PER_TOMAN))})</span>
          </span>
        ),
    },
    {
      key: 'expiry',
      header: <span className={styles.header}>{fa.packages.expiry}</span>,
      render: (o) => <span className={styles.number}>{o.expiresAt ? formatJalaliDate(o.expiresAt) : fa.app.dash}</span>,
    },
    {
      key: 'status',
      header: <span className={styles.header}>{fa.packages.status}</span>,
      render: (o) => (
        <Badge className={styles.status} appearance="tint" color={statusColor[o.status]} data-status={o.status}>
          {fa.packages.statuses[o.status]}
        </Badge>
      ),
    },
  ];
  if (view.failed) return <LoadFailed failure={view.failure} onRetry={view.retry} />;
  if (view.historyAbsent) {
    // The original product's history table (behaviour §2.10): four columns, a body that is always empty.
    return (
      <DataTable
        aria-label={fa.packages.historyTable}
        columns={columns.filter((column) => column.key !== 'amount')}
        rows={[]}
        rowKey={(o) => o._id}
        loading={false}
        empty={null}
      />
    );
  }
  return (
    <DataTable
      aria-label={fa.packages.historyTable}
      columns={columns}
      rows={view.orders}
      rowKey={(o) => o._id}
      loading={view.loading}
      skeletonRows={view.skeletonRows}
      page={view.page}
      highlight={(o) => o._id === view.highlightOrderId}
      empty={
        <div className={styles.emptyBox}>
          <Text>{fa.packages.historyEmpty}</Text>
          <Link as="button" onClick={onBuy}>
            {fa.packages.goBuy}
          </Link>
        </div>
      }
    />
  );
}
