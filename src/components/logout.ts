import { ApiError } from '../api/errors';

/** What logging out needs from the outside world; the hook supplies the real ones. */
export interface LogoutDeps {
  logout: () => Promise<unknown>;
  clearStorage: () => void;
  endSession: () => void;
  navigateHome: () => void;
  reloadHome: () => void;
}

/**
 * Logs out (behaviour §4): the server revokes the refresh token, local storage is cleared, the gate's
 * flags reset (`SESSION.ENDED`) and the visitor lands on `/`. A 401 means the session was already
 * dead: storage is cleared and the page reloads to `/` so no in-memory state survives. Any other
 * failure (no network, 5xx) still signs the visitor out locally: a logout button must always work.
 */
export async function performLogout(deps: LogoutDeps): Promise<void> {
  try {
    await deps.logout();
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'unauthorized') {
      deps.clearStorage();
      deps.reloadHome();
      return;
    }
  }
  deps.clearStorage();
  deps.endSession();
  deps.navigateHome();
}
