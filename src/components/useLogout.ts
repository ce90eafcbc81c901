import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import { tokenStore } from '../api/tokens';
import { useAccessGate } from './session';
import { performLogout } from './logout';
import { paths } from '../routes/paths';

/** The header's logout action. */
export function useLogout(): () => void {
  const gate = useAccessGate();
  const navigate = useNavigate();
  return useCallback(() => {
    void performLogout({
      logout: () => unwrap(api.POST('/user/v1/logout', { body: {} })),
      clearStorage: () => tokenStore.clear(),
      // Loaded on logout, not with every page: the offline runtime (loaded once the page is idle)
      // already holds the module, and a logout button must work even if the chunk cannot load.
      clearDevice: () =>
        import('../offline/pwa/clear').then(
          (m) => m.clearDeviceData(),
          () => undefined,
        ),
      endSession: () => gate.send({ type: 'SESSION.ENDED' }),
      navigateHome: () => navigate(paths.login, { replace: true }),
      reloadHome: () => window.location.assign(paths.login),
    });
  }, [gate, navigate]);
}
