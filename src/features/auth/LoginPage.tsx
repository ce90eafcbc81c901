import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { otpLoginActors } from '../../../machines/otp-login.actors';
import { otpLoginMachine } from '../../../machines/otp-login.machine';
import { api } from '../../api/client';
import { tokenStore } from '../../api/tokens';
import type { ReturnState } from '../../routes/paths';
import { routeOf } from '../../routes/table';
import { useAuthEffects } from './authEffects';
import { LoginScreen } from './LoginView';

/** Route `/`: the login machine with the app's toasts, storage, gate and router (back to `from` after a session expired). */
export default function LoginPage() {
  const navigate = useNavigate();
  const effects = useAuthEffects();
  // A visitor sent here from a signed-in screen (the session expired) goes back to it after signing in.
  const from = (useLocation().state as ReturnState | null)?.from;
  const returnTo = from && routeOf(from)?.guarded ? from : null;
  const [machine] = useState(() =>
    otpLoginMachine.provide({
      actors: otpLoginActors(api, effects),
      actions: returnTo ? { ...effects, goToCatalog: () => navigate(returnTo, { replace: true }) } : effects,
    }),
  );
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession() } });
  return <LoginScreen actorRef={actorRef} navigate={navigate} />;
}
