import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { tokenStore } from '../api/tokens';
import { useAccessGateApi } from '../components/session';
import { paths } from './paths';

/** Keeps the gate in step with storage: a token stored without `SESSION.STARTED` still signs the gate in. */
function useSessionSync(hasToken: boolean) {
  const { signedIn, syncToken } = useAccessGateApi();
  useEffect(() => {
    syncToken(hasToken);
  }, [syncToken, hasToken, signedIn]);
  return signedIn;
}

/** SPEC §2: every screen but `/` and `/Register/*` sends a visitor without a stored token to `/`. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const hasToken = tokenStore.hasSession();
  useSessionSync(hasToken);
  if (!hasToken) return <Navigate to={paths.login} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Whether a stored token exists, kept in step with the gate (re-renders when the gate signs out). */
export function useSignedIn(): boolean {
  const hasToken = tokenStore.hasSession();
  const signedIn = useSessionSync(hasToken);
  return hasToken && signedIn;
}
