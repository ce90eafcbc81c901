import { Suspense, lazy, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { apiKeysActors } from '../../../machines/api-keys.actors';
import { apiKeysMachine } from '../../../machines/api-keys.machine';
import { useNavigate } from 'react-router-dom';
import { profileActors } from '../../../machines/profile.actors';
import { profileMachine } from '../../../machines/profile.machine';
import { watchDigestActors } from '../../../machines/watch-digest.actors';
import { watchDigestMachine } from '../../../machines/watch-digest.machine';
import { api } from '../../api/client';
import { useAccessGate, useAccessGateApi } from '../../components/session';
import { SubscriptionStatus } from '../../components/SubscriptionStatus';
import { ApiKeysScreen } from './ApiKeysView';
import { apiKeysEffects, profileEffects, watchDigestEffects } from './profileEffects';
import { ProfileScreen, ProfileStack } from './ProfileView';
import { WatchDigestScreen } from './WatchDigestView';

// The device copy's switch (behaviour §10.15), in the offline module's own chunk.
const OfflineSwitch = lazy(() => import('../../offline/ui/OfflineParts').then((m) => ({ default: m.OfflineSwitch })));

/**
 * Route /Profile: the profile machine with the app's client, toasts, access gate and router, and
 * below it the daily SMS digest switch (behaviour §10.2) on a machine of its own, with a running
 * subscription the change feed's API keys (behaviour §10.12), and the device copy's switch (behaviour §10.15).
 */
export default function ProfilePage() {
  const gate = useAccessGate();
  const { subscription } = useAccessGateApi({ noticeFree: true });
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(api),
      actions: profileEffects({ gate, navigate: (to) => navigateRef.current(to) }),
    }),
  );
  const [digestMachine] = useState(() => watchDigestMachine.provide({ actors: watchDigestActors(api), actions: watchDigestEffects }));
  const actorRef = useActorRef(machine);
  const digestRef = useActorRef(digestMachine);
  return (
    <ProfileStack>
      <SubscriptionStatus subscription={subscription} />
      <ProfileScreen actorRef={actorRef} />
      <WatchDigestScreen actorRef={digestRef} />
      {subscription?.ends && <ApiKeysCard />}
      <Suspense fallback={null}>
        <OfflineSwitch />
      </Suspense>
    </ProfileStack>
  );
}

/** The API keys card, its machine started only when shown (a pharmacy with a running subscription). */
function ApiKeysCard() {
  const [machine] = useState(() => apiKeysMachine.provide({ actors: apiKeysActors(api), actions: apiKeysEffects }));
  const actorRef = useActorRef(machine);
  return <ApiKeysScreen actorRef={actorRef} />;
}
