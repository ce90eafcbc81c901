import { Button, Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import type { WatchAlert } from '../../machines/watchlist.types';
import { catalogPaths, paths } from '../routes/paths';
import { fa } from '../i18n/fa';
import { formatJalaliDate } from '../lib/jalali';
import { formatAmount } from '../lib/money';
import { useWatchlist } from './watchlist';

/** The alerts popover's styles: they load with `WatchBellPopover`, on the bell's first click, not with the header. */
export const useAlertsStyles = makeStyles({
  surface: {
    width: 'min(360px, calc(100vw - 24px))',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '50vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const STATUS_LABELS: Record<string, string> = fa.drug.statusLabels;
const statusText = (status: string | null) => (status && STATUS_LABELS[status]) || fa.app.dash;

/** One alert's sentence: the price (or status) before and after. */
export function alertText(alert: WatchAlert): string {
  if (alert.kind === 'status') return fa.watchlist.statusAlert(statusText(alert.oldStatus), statusText(alert.newStatus));
  return fa.watchlist.priceAlert(
    alert.oldPrice === null ? fa.app.dash : formatAmount(alert.oldPrice),
    alert.newPrice === null ? fa.app.dash : formatAmount(alert.newPrice),
  );
}

/**
 * The bell's content: the newest unread alerts, 'mark all read' and a link to the watchlist.
 * `go` follows an in-app link (and closes the popover).
 */
export function WatchAlertsPanel({ go }: { go: (to: string) => (event: MouseEvent) => void }) {
  const styles = useAlertsStyles();
  const watchlist = useWatchlist();
  if (!watchlist) return null;
  return (
    <>
      <h2 id="watch-alerts-title" className={styles.heading}>
        {fa.watchlist.alertsTitle}
      </h2>
      {watchlist.alerts.length === 0 ? (
        watchlist.alertsLoading ? (
          <Spinner size="tiny" label={fa.app.loading} />
        ) : (
          <p className={styles.detail}>{fa.watchlist.noAlerts}</p>
        )
      ) : (
        <ul className={styles.list} aria-busy={watchlist.alertsLoading}>
          {watchlist.alerts.map((alert) => {
            const href = catalogPaths(alert.category).detail(alert.medicineId);
            return (
              <li key={alert._id} className={styles.item}>
                <Link href={href} onClick={go(href)}>
                  {alert.brand_name_fa?.trim() || fa.watchlist.noName}
                </Link>
                <span className={styles.detail}>{alertText(alert)}</span>
                <span className={styles.detail}>{formatJalaliDate(alert.changedAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.footer}>
        <Link href={paths.watchlist} onClick={go(paths.watchlist)}>
          {fa.watchlist.openWatchlist}
        </Link>
        {watchlist.unread > 0 && (
          <Button
            size="small"
            appearance="primary"
            disabledFocusable={!watchlist.canMarkRead}
            onClick={() => watchlist.canMarkRead && watchlist.markRead()}
          >
            {fa.watchlist.markAllRead}
          </Button>
        )}
      </div>
    </>
  );
}
