import { Card, Field, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { LightSpinner as Spinner } from '../../components/LightSpinner';
import { connectOfflineSync, type OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { faOffline } from '../i18n/fa-offline';
import { useContactFormStyles } from '../../components/ContactForm.styles';
import { pricesAsOf } from './OfflineStatusView';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export interface OfflineSwitchViewProps {
  snapshot: OfflineSyncSnapshot;
  send: (event: OfflineSyncEvent) => void;
}

/**
 * The profile's card for the device copy (behaviour §10.15): keep the catalogue on this device or not
 * (turning it off clears it at once), and as of when its prices are.
 */
export function OfflineSwitchView({ snapshot, send }: OfflineSwitchViewProps) {
  const styles = useStyles();
  const card = useContactFormStyles();
  const sync = connectOfflineSync(snapshot, send);
  if (snapshot.matches('unavailable')) return null;
  return (
    <Card className={card.card} aria-labelledby="offline-copy-title" aria-busy={sync.clearing || sync.syncing} data-testid="offline-copy">
      <div className={styles.body}>
        <h2 id="offline-copy-title" className={styles.title}>
          {faOffline.profile.title}
        </h2>
        <Field hint={faOffline.profile.hint}>
          <Switch
            checked={!sync.off}
            disabled={!sync.canSwitch}
            label={faOffline.profile.label}
            onChange={(_, data) => (data.checked ? sync.turnOn() : sync.turnOff())}
          />
        </Field>
        {sync.clearing ? (
          <Spinner size="tiny" label={faOffline.profile.clearing} />
        ) : (
          !sync.off && <span className={styles.note}>{pricesAsOf(sync.syncedAt)}</span>
        )}
      </div>
    </Card>
  );
}
