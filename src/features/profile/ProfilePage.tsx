import { useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { profileActors } from '../../../machines/profile.actors';
import { profileMachine } from '../../../machines/profile.machine';
import { api } from '../../api/client';
import { useAccessGate } from '../../components/session';
import { profileEffects } from './profileEffects';
import { ProfileScreen } from './ProfileView';

/** Route /Profile: the profile machine with the app's client, toasts, access gate and router. */
export default function ProfilePage() {
  const gate = useAccessGate();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(api),
      actions: profileEffects({ gate, navigate: (to) => navigateRef.current(to) }),
    }),
  );
  const actorRef = useActorRef(machine);
  return <ProfileScreen actorRef={actorRef} />;
}
