import { ApiError } from '../api/errors';

/** What logging out needs from the outside world; the hook supplies the real ones. */
export interface LogoutDeps {
  logout: () => Promise<unknown>;
  clearStorage: () => void;
  /** The device's caches and offline copy (src/offline/pwa/clear.ts, behaviour §10.14): awaited before leaving. */
  clearDevice?: () => Promise<void>;
  endSession: () => void;
  navigateHome: () => void;
  reloadHome: () => void;
}

/**
 * Logs out (behaviour §4): the server revokes the refresh token, local storage is cleared, the gate's
 * flags reset (`SESSION.ENDED`) and the visitor lands on `/`. A 401 means the session was already
 * dead: storage is cleared and the page reloads to `/` so no in-memory state survives. Any other
 * failure (no network, 5xx) still signs the visitor out locally: a logout button must always work.
 * The device's caches and offline copy are cleared with local storage, before the page moves on.
 */
export async function performLogout(deps: LogoutDeps): Promise<void> {
  try {
    await deps.logout();
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'unauthorized') {
      deps.clearStorage();
      await deps.clearDevice?.();
      deps.reloadHome();
      return;
    }
  }
  deps.clearStorage();
  await deps.clearDevice?.();
  deps.endSession();
  deps.navigateHome();
}
