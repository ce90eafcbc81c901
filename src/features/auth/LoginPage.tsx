import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { otpLoginActors } from '../../../machines/otp-login.actors';
import { otpLoginMachine } from '../../../machines/otp-login.machine';
import { api } from '../../api/client';
import { tokenStore } from '../../api/tokens';
import { useAuthEffects } from './authEffects';
import { LoginScreen } from './LoginView';

/** Route `/`: the login machine with the app's toasts, storage, gate and router. */
export default function LoginPage() {
  const navigate = useNavigate();
  const effects = useAuthEffects();
  const [machine] = useState(() => otpLoginMachine.provide({ actors: otpLoginActors(api, effects), actions: effects }));
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession() } });
  return <LoginScreen actorRef={actorRef} navigate={navigate} />;
}
