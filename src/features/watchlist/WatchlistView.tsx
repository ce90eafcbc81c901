import { Navigate } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { WatchlistApi } from '../../../machines/watchlist.connect';
import type { WatchItem } from '../../../machines/watchlist.types';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { SMALL_SCREEN } from '../../components/DataTable.styles';
import { ActionLink, TextCell } from '../../components/ListCells';
import { LoadFailed } from '../../components/LoadFailed';
import { PriceChangeBadge } from '../../components/PriceChangeBadge';
import { useWatchlist } from '../../components/watchlist';
import { fa } from '../../i18n/fa';
import { paths } from '../../routes/paths';
import { toPersianDigits } from '../../lib/digits';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';

const useStyles = makeStyles({
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  intro: { color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}` },
  // Two controls in the action column, which is narrow on phones (the table must not scroll sideways).
  actions: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, [SMALL_SCREEN]: { gap: 0 } },
  // Long headings break over two lines on phones instead of running into each other.
  wrapHeading: { [SMALL_SCREEN]: { whiteSpace: 'normal', display: 'inline-block' } },
  change: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // On phones the percent alone: the whole sentence would crowd the row.
  changeText: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, [SMALL_SCREEN]: { display: 'none' } },
});

/** 'از ۱۲٬۰۰۰ در ۱۴۰۵/۰۸/۳۰', or 'بدون تغییر' for a drug with one price. */
export function lastChangeText(item: WatchItem): string {
  if (item.previousPrice === null || item.priceChangedAt === null) return fa.watchlist.noChange;
  return fa.watchlist.changed(formatAmount(item.previousPrice), formatJalaliDate(item.priceChangedAt));
}

function columns(watchlist: WatchlistApi, styles: ReturnType<typeof useStyles>): DataColumn<WatchItem>[] {
  const c = fa.watchlist.columns;
  return [
    { key: 'row', header: c.row, kind: 'rowNumber', render: (_, index) => toPersianDigits(index + 1) },
    {
      key: 'brand',
      header: c.brandName,
      render: (row) => <TextCell text={row.brand_name_fa ?? (row.currentPrice === null ? fa.watchlist.loadingName : null)} />,
    },
    { key: 'generic', header: c.genericName, hideOnSmall: true, render: (row) => <TextCell text={row.generic_name_fa} /> },
    { key: 'category', header: c.category, hideOnSmall: true, render: (row) => fa.watchlist.category[row.category] },
    {
      key: 'price',
      header: <span className={styles.wrapHeading}>{c.price}</span>,
      render: (row) => (row.currentPrice === null ? fa.app.dash : formatAmount(row.currentPrice)),
    },
    {
      key: 'change',
      header: <span className={styles.wrapHeading}>{c.lastChange}</span>,
      // The change in percent with its arrow (behaviour §10.5), on phones too; the sentence beside it on wider screens.
      render: (row) =>
        row.previousPrice === null || row.priceChangedAt === null ? (
          fa.watchlist.noChange
        ) : (
          <span className={styles.change}>
            <PriceChangeBadge previous={row.previousPrice} current={row.currentPrice} />
            <span className={styles.changeText}>{lastChangeText(row)}</span>
          </span>
        ),
    },
    {
      key: 'action',
      kind: 'action',
      header: c.action,
      render: (row) => (
        <span className={styles.actions}>
          <ActionLink category={row.category} id={row.medicineId} />
          <Button
            appearance="subtle"
            size="small"
            icon={<DeleteRegular />}
            aria-label={fa.watchlist.unstar(row.brand_name_fa?.trim() || fa.watchlist.noName)}
            title={fa.watchlist.remove}
            disabledFocusable={!watchlist.canToggle}
            onClick={() => watchlist.canToggle && watchlist.toggle({ category: row.category, medicineId: row.medicineId })}
            data-testid="watch-remove"
          />
        </span>
      ),
    },
  ];
}

/** The 'my watchlist' screen for the shell's watchlist (behaviour §10.1): every watched drug with its price and last change. */
export function WatchlistView({ watchlist }: { watchlist: WatchlistApi }) {
  const styles = useStyles();
  return (
    <section aria-labelledby="watchlist-title">
      <h1 id="watchlist-title" className={styles.title}>
        {fa.watchlist.title}
      </h1>
      <p className={styles.intro}>{fa.watchlist.intro}</p>
      <DataTable
        aria-label={fa.watchlist.tableLabel}
        columns={columns(watchlist, styles)}
        rows={watchlist.items}
        rowKey={(row) => `${row.category}/${row.medicineId}`}
        loading={watchlist.loading}
        empty={watchlist.failed ? <LoadFailed failure={watchlist.failure} onRetry={watchlist.reload} /> : fa.watchlist.empty}
      />
    </section>
  );
}

/** Route /watchlist: the view of the shell's running watchlist. */
export function WatchlistScreen() {
  const watchlist = useWatchlist();
  // A backend without the watchlist: this screen does not exist (behaviour §2.1, §10).
  if (watchlist && !watchlist.available) return <Navigate to={paths.notFound} replace />;
  return watchlist ? <WatchlistView watchlist={watchlist} /> : null;
}
