import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { registrationMachine, stepOf } from '../../../machines/registration.machine';
import { tokenStore } from '../../api/tokens';
import { useAuthEffects } from './authEffects';
import { RegisterScreen } from './RegisterView';

type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

/** 'step1'..'step3' → 1..3; anything else → null (redirected to step 1). */
export function parseStepParam(param: string | undefined): 1 | 2 | 3 | null {
  const match = /^step([123])$/i.exec(param ?? '');
  return match ? (Number(match[1]) as 1 | 2 | 3) : null;
}

/** Route `/Register/:step`: an unknown step goes to step 1 (SPEC §2). */
export default function RegisterPage() {
  const step = parseStepParam(useParams().step);
  if (step === null) return <Navigate to="/Register/step1" replace />;
  return <AppRegistration initialStep={step} />;
}

/** The registration machine with the app's toasts, storage, gate and router. */
function AppRegistration({ initialStep }: { initialStep: 1 | 2 | 3 }) {
  const effects = useAuthEffects();
  const [machine] = useState(() => registrationMachine.provide({ actions: effects }));
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession(), step: initialStep } });
  return <RegisterRoute actorRef={actorRef} />;
}

/** The wizard on `/Register/:step` for a running registration actor (the page and the tests use it). */
export function RegisterRoute({ actorRef }: { actorRef: RegistrationRef }) {
  const step = parseStepParam(useParams().step);
  if (step === null) return <Navigate to="/Register/step1" replace />;
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
    navigate(`/Register/step${machineStep}`, { replace: refused });
  }, [machineStep, navigate]);

  return <RegisterScreen actorRef={actorRef} navigate={navigate} />;
}
