import { Button, Card, Field, Spinner, Switch } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectWatchDigest, type WatchDigestSnapshot } from '../../../machines/watch-digest.connect';
import type { watchDigestMachine } from '../../../machines/watch-digest.machine';
import type { WatchDigestEvent } from '../../../machines/watch-digest.types';
import { failureMessage } from '../../api/errors';
import { fa } from '../../i18n/fa';
import { useContactFormStyles } from '../../components/ContactForm.styles';
import { useProfileStyles } from './profile.styles';

export interface WatchDigestViewProps {
  snapshot: WatchDigestSnapshot;
  send: (event: WatchDigestEvent) => void;
}

/**
 * The daily SMS digest switch (behaviour §10.2), a card under the profile: shown only to a user with a
 * watchlist; disabled while the setting loads or saves; a failed save shows why under the switch,
 * which is back on the stored value.
 */
export function WatchDigestView({ snapshot, send }: WatchDigestViewProps) {
  const styles = useProfileStyles();
  const cardStyles = useContactFormStyles();
  const digest = connectWatchDigest(snapshot, send);
  if (!digest.visible) return null;
  const error = digest.saveFailure ? failureMessage(digest.saveFailure) : undefined;
  return (
    <Card
      className={cardStyles.card}
      aria-labelledby="watch-digest-title"
      aria-busy={digest.loading || digest.saving}
      data-testid="watch-digest"
    >
      <div className={styles.digest}>
        <h2 id="watch-digest-title" className={styles.sectionTitle}>
          {fa.watchDigest.title}
        </h2>
        {digest.loadFailed ? (
          <div className={styles.digestStatus} role="status">
            {digest.failure ? `${fa.watchDigest.loadFailed} ${failureMessage(digest.failure)}` : fa.watchDigest.loadFailed}
            <Button size="small" onClick={digest.retry}>
              {fa.watchDigest.retry}
            </Button>
          </div>
        ) : (
          <>
            <Field hint={fa.watchDigest.hint} validationState={error ? 'error' : 'none'} validationMessage={error}>
              <Switch
                checked={digest.checked}
                disabled={!digest.canChange}
                label={fa.watchDigest.label}
                onChange={(_, data) => digest.change(data.checked)}
              />
            </Field>
            {(digest.loading || digest.saving) && (
              <Spinner
                size="extra-tiny"
                labelPosition="after"
                className={styles.digestStatus}
                label={digest.loading ? fa.watchDigest.loading : fa.watchDigest.saving}
              />
            )}
          </>
        )}
      </div>
    </Card>
  );
}

/** The switch following a running watch-digest actor. */
export function WatchDigestScreen({ actorRef }: { actorRef: ActorRefFrom<typeof watchDigestMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <WatchDigestView snapshot={snapshot} send={actorRef.send} />;
}
