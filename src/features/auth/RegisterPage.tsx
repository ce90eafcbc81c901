import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkoutLogic } from '../../../machines/checkout.actors';
import { registrationActors } from '../../../machines/registration.actors';
import { registrationMachine } from '../../../machines/registration.machine';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { tokenStore } from '../../api/tokens';
import { parseRegisterStep, paths } from '../../routes/paths';
import { useAuthEffects } from './authEffects';
import { RegisterScreen } from './RegisterView';

type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

/** Route `/Register/:step`: an unknown step goes to step 1 (behaviour §2). */
export default function RegisterPage() {
  const step = parseRegisterStep(useParams().step);
  if (step === null) return <Navigate to={paths.register.step(1)} replace />;
  return <AppRegistration initialStep={step} />;
}

/** The registration machine with the app's toasts, storage, gate and router (`syncUrl` writes the address). */
function AppRegistration({ initialStep }: { initialStep: 1 | 2 | 3 }) {
  const effects = useAuthEffects();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        ...registrationActors(api, effects),
        checkout: checkoutLogic(api, {
          goToGateway: (url) => window.location.assign(url),
          reportFailure: (failure) => notifier.failure(failure),
        }),
      },
      actions: effects,
    }),
  );
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession(), step: initialStep } });
  return <RegisterRoute actorRef={actorRef} />;
}

/**
 * The wizard on `/Register/:step` for a running registration actor (the page and the tests use it):
 * every step the address shows is sent as `URL.CHANGED`; the machine decides what it means.
 */
export function RegisterRoute({ actorRef }: { actorRef: RegistrationRef }) {
  const step = parseRegisterStep(useParams().step);
  const navigate = useNavigate();
  useEffect(() => {
    if (step !== null) actorRef.send({ type: 'URL.CHANGED', step });
  }, [actorRef, step]);
  if (step === null) return <Navigate to={paths.register.step(1)} replace />;
  return <RegisterScreen actorRef={actorRef} navigate={navigate} />;
}
