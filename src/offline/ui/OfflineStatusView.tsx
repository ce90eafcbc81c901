import { makeStyles, tokens } from '@fluentui/react-components';
import { connectOfflineSync, type OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { fa } from '../../i18n/fa';
import { faOffline } from '../i18n/fa-offline';
import { formatJalaliDateTime } from '../../lib/jalali';

// Plain elements with the theme's tokens, no MessageBar: this strip loads with every signed-in
// screen, and MessageBar would add its own motion and styles to list A's budget (§11.1).
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
});

export interface OfflineStatusViewProps {
  snapshot: OfflineSyncSnapshot;
  send: (event: OfflineSyncEvent) => void;
}

/** «قیمت‌ها تا ۱۴۰۵/۰۹/۰۶ ساعت ۱۰:۲۰», or that the device has no copy. */
export const pricesAsOf = (syncedAt: string | null) =>
  syncedAt ? faOffline.pricesAsOf(formatJalaliDateTime(syncedAt, fa.calendar.at)) : faOffline.noCopy;

/**
 * The notice above every signed-in screen while the network is gone (behaviour §10.15): offline, the
 * date of the device's prices and what waits to be sent. It appears on a network change, which the
 * user sees happen; everything the copy does on its own shows in the corner (OfflineCornerView), over
 * the page, so the page never moves under the user.
 */
export function OfflineStatusView({ snapshot, send }: OfflineStatusViewProps) {
  const styles = useStyles();
  const sync = connectOfflineSync(snapshot, send);
  if (!sync.offline) return null;
  return (
    <div className={styles.strip} data-testid="offline-status">
      <div className={`${styles.bar} ${styles.warning}`} role="status" data-testid="offline-notice">
        <span>{sync.unreachable ? faOffline.serverDown : faOffline.offline}</span>
        <strong data-testid="prices-as-of">{pricesAsOf(sync.syncedAt)}</strong>
        {sync.queued > 0 && <span data-testid="offline-queued">{faOffline.queued(sync.queued)}</span>}
      </div>
    </div>
  );
}
