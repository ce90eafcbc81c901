import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { signInLinkActors } from '../../../machines/sign-in-link.actors';
import { signInLinkMachine } from '../../../machines/sign-in-link.machine';
import { api } from '../../api/client';
import { paths } from '../../routes/paths';
import { useAuthEffects } from './authEffects';
import { SignInLinkScreen } from './SignInLinkView';

/** One sign-in link's run: the machine with the app's toasts, storage, gate and router. */
function SignInLinkRun({ hash }: { hash: string }) {
  const effects = useAuthEffects();
  const [machine] = useState(() =>
    signInLinkMachine.provide({
      actors: signInLinkActors(api),
      // The token leaves the address as soon as it is read (the router is not told: the run stays).
      actions: { ...effects, clearAddress: () => window.history.replaceState(window.history.state, '', paths.signInLink) },
    }),
  );
  const actorRef = useActorRef(machine, { input: { hash } });
  return <SignInLinkScreen actorRef={actorRef} />;
}

/**
 * Route `/link#<mobile>.<token>` (behaviour §10.11). A newer link opened in the same tab (only the
 * fragment changes, so the page does not load again) starts a run of its own.
 */
export default function SignInLinkPage() {
  const { hash } = useLocation();
  return <SignInLinkRun key={hash} hash={hash} />;
}
