import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { connectOfflineSync, type OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { fa } from '../../i18n/fa';
import { faOffline } from '../../i18n/fa-offline';
import { formatJalaliDateTime } from '../../lib/jalali';

// Plain elements with the theme's tokens, no MessageBar or ProgressBar: this strip loads with every
// signed-in screen, and those two would add their own motion and styles to list A's budget (§11.1).
const useStyles = makeStyles({
  strip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalM },
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `1px solid ${tokens.colorPaletteYellowBorder1}` },
  info: { backgroundColor: tokens.colorNeutralBackground3, border: `1px solid ${tokens.colorNeutralStroke1}` },
  error: { backgroundColor: tokens.colorPaletteRedBackground1, border: `1px solid ${tokens.colorPaletteRedBorder1}` },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200 },
  meter: { width: '100%', height: '6px', accentColor: tokens.colorBrandBackground },
});

export interface OfflineStatusViewProps {
  snapshot: OfflineSyncSnapshot;
  send: (event: OfflineSyncEvent) => void;
}

/** «قیمت‌ها تا ۱۴۰۵/۰۹/۰۶ ساعت ۱۰:۲۰», or that the device has no copy. */
export const pricesAsOf = (syncedAt: string | null) =>
  syncedAt ? faOffline.pricesAsOf(formatJalaliDateTime(syncedAt, fa.calendar.at)) : faOffline.noCopy;

/**
 * The signed-in frame's offline strip (behaviour §10.17), above every screen: offline, with the date
 * of the device's prices; the first sync's progress; writes waiting to be sent; a failed sync with
 * 'try again'; an ended subscription. Nothing while all is well.
 */
export function OfflineStatusView({ snapshot, send }: OfflineStatusViewProps) {
  const styles = useStyles();
  const sync = connectOfflineSync(snapshot, send);
  return (
    <div className={styles.strip} data-testid="offline-status">
      {sync.offline && (
        <div className={`${styles.bar} ${styles.warning}`} role="status" data-testid="offline-notice">
          <span>{faOffline.offline}</span>
          <strong data-testid="prices-as-of">{pricesAsOf(sync.syncedAt)}</strong>
          {sync.queued > 0 && <span data-testid="offline-queued">{faOffline.queued(sync.queued)}</span>}
        </div>
      )}
      {!sync.offline && sync.queued > 0 && (
        <div className={`${styles.bar} ${styles.info}`} role="status" data-testid="offline-queued">
          {faOffline.queued(sync.queued)}
        </div>
      )}
      {sync.firstSync && (
        <div className={styles.progress} role="status" data-testid="offline-first-sync">
          <span>
            {faOffline.firstSync}
            {sync.total ? ` (${faOffline.firstSyncCount(sync.received, sync.total)})` : ''}
          </span>
          <progress className={styles.meter} max={1} value={sync.progress ?? undefined} aria-label={faOffline.firstSync} />
        </div>
      )}
      {sync.failed && (
        <div className={`${styles.bar} ${styles.error}`} role="alert" data-testid="offline-failed">
          <span>{faOffline.failed}</span>
          <Button size="small" onClick={sync.retry}>
            {faOffline.retry}
          </Button>
        </div>
      )}
      {sync.expired && (
        <div className={`${styles.bar} ${styles.warning}`} role="status" data-testid="offline-expired">
          {faOffline.expired} {pricesAsOf(sync.syncedAt)}
        </div>
      )}
    </div>
  );
}
