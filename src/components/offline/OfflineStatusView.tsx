import { Button, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { connectOfflineSync, type OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { fa } from '../../i18n/fa';
import { faOffline } from '../../i18n/fa-offline';
import { formatJalaliDateTime } from '../../lib/jalali';

const useStyles = makeStyles({
  strip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalM },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200 },
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
  const queued = sync.queued > 0 ? ` ${faOffline.queued(sync.queued)}` : '';
  return (
    <div className={styles.strip} data-testid="offline-status">
      {sync.offline && (
        <MessageBar intent="warning" data-testid="offline-notice">
          <MessageBarBody>
            {faOffline.offline} <strong data-testid="prices-as-of">{pricesAsOf(sync.syncedAt)}</strong>
            {queued && <span data-testid="offline-queued">{queued}</span>}
          </MessageBarBody>
        </MessageBar>
      )}
      {!sync.offline && sync.queued > 0 && (
        <MessageBar intent="info" data-testid="offline-queued">
          <MessageBarBody>{faOffline.queued(sync.queued)}</MessageBarBody>
        </MessageBar>
      )}
      {sync.firstSync && (
        <div className={styles.progress} role="status" data-testid="offline-first-sync">
          <span>
            {faOffline.firstSync}
            {sync.total ? ` (${faOffline.firstSyncCount(sync.received, sync.total)})` : ''}
          </span>
          <ProgressBar value={sync.progress ?? undefined} thickness="large" aria-label={faOffline.firstSync} />
        </div>
      )}
      {sync.failed && (
        <MessageBar intent="error" data-testid="offline-failed">
          <MessageBarBody>{faOffline.failed}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={sync.retry}>
              {faOffline.retry}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {sync.expired && (
        <MessageBar intent="warning" data-testid="offline-expired">
          <MessageBarBody>
            {faOffline.expired} {pricesAsOf(sync.syncedAt)}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
