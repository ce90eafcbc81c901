import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { tokenStore } from '../api/tokens';
import { useAccessGateApi } from '../components/session';
import { paths, type ReturnState } from '../routes/paths';

/**
 * behaviour §2: every screen but `/` and `/Register/*` sends a visitor without a stored token to `/`. The
 * screen left behind rides along in the history state, so signing in again returns to it (behaviour §8 401).
 * The gate follows the token on its own (sign-in, logout, the session provider's `TOKEN.CHANGED`);
 * this guard only reads it, and renders again whenever the gate changes.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  // Read the gate so a sign-out (logout, another tab, an expired session) renders this guard again.
  useAccessGateApi();
  const location = useLocation();
  if (!tokenStore.hasSession())
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState} />;
  return <>{children ?? <Outlet />}</>;
}

/** Whether a stored token exists and the gate is signed in (re-renders when the gate signs out). */
export function useSignedIn(): boolean {
  const { signedIn } = useAccessGateApi();
  return tokenStore.hasSession() && signedIn;
}
