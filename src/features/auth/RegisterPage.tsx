import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { registrationMachine, stepOf } from '../../../machines/registration.machine';
import { tokenStore } from '../../api/tokens';
import { useAuthEffects } from './authEffects';
import { RegisterScreen } from './RegisterView';

/** 'step1'..'step3' → 1..3; anything else → null (redirected to step 1). */
export function parseStepParam(param: string | undefined): 1 | 2 | 3 | null {
  const match = /^step([123])$/.exec(param ?? '');
  return match ? (Number(match[1]) as 1 | 2 | 3) : null;
}

/** Route `/Register/:step`: an unknown step goes to step 1 (SPEC §2). */
export default function RegisterPage() {
  const step = parseStepParam(useParams().step);
  if (step === null) return <Navigate to="/Register/step1" replace />;
  return <RegistrationWizard routeStep={step} />;
}

/**
 * The wizard wired to the app: the address and the machine agree. A changed address (back/forward)
 * is sent as `STEP.ROUTE`; a step the machine moved to is written to the address (pushed when moving
 * on, replaced when the machine refused the step the address asked for).
 */
function RegistrationWizard({ routeStep }: { routeStep: 1 | 2 | 3 }) {
  const navigate = useNavigate();
  const effects = useAuthEffects();
  const [machine] = useState(() => registrationMachine.provide({ actions: effects }));
  const actorRef = useActorRef(machine, { input: { hasToken: tokenStore.hasSession(), step: routeStep } });
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
