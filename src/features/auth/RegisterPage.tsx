import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkoutLogic } from '../../../machines/checkout.actors';
import { registrationActors } from '../../../machines/registration.actors';
import { stepOf } from '../../../machines/registration.connect';
import { registrationMachine } from '../../../machines/registration.machine';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { tokenStore } from '../../api/tokens';
import { parseRegisterStep, paths } from '../../app/paths';
import { useAuthEffects } from './authEffects';
import { RegisterScreen } from './RegisterView';

type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

/** Route `/Register/:step`: an unknown step goes to step 1 (SPEC §2). */
export default function RegisterPage() {
  const step = parseRegisterStep(useParams().step);
  if (step === null) return <Navigate to={paths.register.step(1)} replace />;
  return <AppRegistration initialStep={step} />;
}

/** The registration machine with the app's toasts, storage, gate and router. */
function AppRegistration({ initialStep }: { initialStep: 1 | 2 | 3 }) {
  const effects = useAuthEffects();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        ...registrationActors(api),
        checkout: checkoutLogic(api, { goToGateway: (url) => window.location.assign(url), reportFailure: (failure) => notifier.failure(failure) }),
      },
      actions: effects,
    }),
  );
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession(), step: initialStep } });
  return <RegisterRoute actorRef={actorRef} />;
}

/** The wizard on `/Register/:step` for a running registration actor (the page and the tests use it). */
export function RegisterRoute({ actorRef }: { actorRef: RegistrationRef }) {
  const step = parseRegisterStep(useParams().step);
  if (step === null) return <Navigate to={paths.register.step(1)} replace />;
  return <RegistrationWizard routeStep={step} actorRef={actorRef} />;
}

/**
 * Keeps the address and the machine in agreement. A changed address (back/forward) is sent as
 * `STEP.ROUTE`; a step the machine moved to is written to the address (pushed when moving on,
 * replaced when the machine refused the step the address asked for).
 */
function RegistrationWizard({ routeStep, actorRef }: { routeStep: 1 | 2 | 3; actorRef: RegistrationRef }) {
  const navigate = useNavigate();
  const machineStep = useSelector(actorRef, stepOf);
  const lastRouteStep = useRef(routeStep);

  useEffect(() => {
    if (routeStep === lastRouteStep.current) return;
    lastRouteStep.current = routeStep;
    if (stepOf(actorRef.getSnapshot()) !== routeStep) actorRef.send({ type: 'STEP.ROUTE', step: routeStep });
  }, [routeStep, actorRef]);

  useEffect(() => {
    if (machineStep === null || machineStep === lastRouteStep.current) return;
    const refused = machineStep < lastRouteStep.current;
    lastRouteStep.current = machineStep;
    navigate(paths.register.step(machineStep), { replace: refused });
  }, [machineStep, navigate]);

  return <RegisterScreen actorRef={actorRef} navigate={navigate} />;
}
