import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { connectOfflineSync, type OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { faOffline } from '../i18n/fa-offline';
import { cornerCard } from '../../components/corner.styles';
import { pricesAsOf } from './OfflineStatusView';

// Plain elements with the theme's tokens, no ProgressBar or MessageBar (list A's budget, §11.1).
// The panel is placed by the frame's corner (ShellLayout), over the page: it never moves the page.
const useStyles = makeStyles({
  panel: {
    ...cornerCard,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: '100%',
    maxHeight: '60vh',
    overflowY: 'auto',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground1,
    lineHeight: tokens.lineHeightBase200,
  },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  meter: { width: '100%', height: '6px', accentColor: tokens.colorBrandBackground },
  failed: { color: tokens.colorPaletteRedForeground1 },
  refused: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingTop: tokens.spacingVerticalXS,
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    ':first-child': { paddingTop: 0, borderTopStyle: 'none' },
  },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground2 },
  summary: { cursor: 'pointer', color: tokens.colorBrandForegroundLink, width: 'fit-content' },
  text: {
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    userSelect: 'text',
  },
});

export interface OfflineCornerViewProps {
  snapshot: OfflineSyncSnapshot;
  send: (event: OfflineSyncEvent) => void;
}

/**
 * What the device copy says on its own (behaviour §10.15), in the frame's bottom corner, over the
 * page: the first sync's progress, writes waiting to be sent, a failed sync with «تلاش دوباره», an
 * ended subscription, and each write the server refused for good with its reason, its text and «حذف».
 * Nothing while all is well.
 */
export function OfflineCornerView({ snapshot, send }: OfflineCornerViewProps) {
  const styles = useStyles();
  const sync = connectOfflineSync(snapshot, send);
  if (!sync.corner) return null;
  return (
    <div className={styles.panel} data-testid="offline-corner">
      {sync.firstSync && (
        <div className={styles.progress} role="status" data-testid="offline-first-sync">
          <span>{faOffline.firstSync}</span>
          {/* The count has its line from the start, so the panel keeps its height when the total arrives. */}
          <span>{sync.total ? faOffline.firstSyncCount(sync.received, sync.total) : '\u00a0'}</span>
          <progress className={styles.meter} max={1} value={sync.progress ?? undefined} aria-label={faOffline.firstSync} />
        </div>
      )}
      {!sync.offline && sync.queued > 0 && (
        <div role="status" data-testid="offline-queued">
          {faOffline.queued(sync.queued)}
        </div>
      )}
      {sync.failed && (
        <div className={`${styles.row} ${styles.failed}`} role="alert" data-testid="offline-failed">
          <span>{faOffline.failed}</span>
          <Button size="small" onClick={sync.retry}>
            {faOffline.retry}
          </Button>
        </div>
      )}
      {sync.expired && (
        <div role="status" data-testid="offline-expired">
          {faOffline.expired} {pricesAsOf(sync.syncedAt)}
        </div>
      )}
      {sync.refused.map((write) => (
        <section key={write.id} className={styles.refused} aria-labelledby={`refused-${write.id}`} data-testid="offline-refused">
          <div className={styles.progress} role="alert">
            <span id={`refused-${write.id}`} className={styles.title}>
              {faOffline.refused.title[write.kind](write.title)}
            </span>
            <span data-testid="offline-refused-reason">{faOffline.refused.reason(write.reason)}</span>
            <span className={styles.note}>{faOffline.refused.note}</span>
          </div>
          {write.text && (
            <details>
              <summary className={styles.summary}>{faOffline.refused.showText}</summary>
              <p className={styles.text} aria-label={faOffline.refused.textLabel} data-allow-copy="" data-testid="offline-refused-text">
                {write.title}
                {'\n\n'}
                {write.text}
              </p>
            </details>
          )}
          <div className={styles.row}>
            {write.text && (
              <Button size="small" appearance="secondary" onClick={write.copy} data-allow-copy="">
                {faOffline.refused.copy}
              </Button>
            )}
            <Button size="small" appearance="subtle" onClick={write.discard} aria-label={faOffline.refused.discardLabel(write.title)}>
              {faOffline.refused.discard}
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}
