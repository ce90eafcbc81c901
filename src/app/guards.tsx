import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { tokenStore } from '../api/tokens';
import { useAccessGate } from '../components/session';

/** Keeps the gate in step with storage: a token stored without `SESSION.STARTED` still signs the gate in. */
function useSessionSync(hasToken: boolean) {
  const gate = useAccessGate();
  const signedIn = useSelector(gate, (s) => !s.matches('signedOut'));
  useEffect(() => {
    if (hasToken && !signedIn) gate.send({ type: 'SESSION.STARTED' });
    if (!hasToken && signedIn) gate.send({ type: 'SESSION.ENDED' });
  }, [gate, hasToken, signedIn]);
  return signedIn;
}

/** SPEC §2: every screen but `/` and `/Register/*` sends a visitor without a stored token to `/`. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const hasToken = tokenStore.hasSession();
  useSessionSync(hasToken);
  if (!hasToken) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Whether a stored token exists, kept in step with the gate (re-renders when the gate signs out). */
export function useSignedIn(): boolean {
  const hasToken = tokenStore.hasSession();
  const signedIn = useSessionSync(hasToken);
  return hasToken && signedIn;
}

export const REGISTER_STEPS = ['step1', 'step2', 'step3'] as const;

/** `/Register/:step` accepts step1-3 in any letter case; anything else goes to step1 (SPEC §2). */
export function RegisterStepGuard({ children }: { children: ReactNode }) {
  const { step = '' } = useParams();
  if (!(REGISTER_STEPS as readonly string[]).includes(step.toLowerCase())) return <Navigate to="/Register/step1" replace />;
  return <>{children}</>;
}
