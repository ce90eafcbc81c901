import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
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

/** Where the sign-in page returns to: the screen a visitor was sent away from (a session that expired). */
export interface ReturnState {
  from?: string;
}

/**
 * SPEC §2: every screen but `/` and `/Register/*` sends a visitor without a stored token to `/`. The
 * screen left behind rides along in the history state, so signing in again returns to it (SPEC §8 401).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const hasToken = tokenStore.hasSession();
  const location = useLocation();
  useSessionSync(hasToken);
  if (!hasToken) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState} />;
  return <>{children ?? <Outlet />}</>;
}

/** Whether a stored token exists, kept in step with the gate (re-renders when the gate signs out). */
export function useSignedIn(): boolean {
  const hasToken = tokenStore.hasSession();
  const signedIn = useSessionSync(hasToken);
  return hasToken && signedIn;
}
