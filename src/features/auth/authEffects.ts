import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { tokenStore, type Tokens } from '../../api/tokens';
import { useAccessGate } from '../../components/session';
import { fa } from '../../i18n/fa';
import { paths } from '../../routes/paths';

/** What the sign-in and registration effects need from the app. */
export interface AuthEffectDeps {
  gate: { send: (event: { type: 'SESSION.STARTED' } | { type: 'PROFILE.CHANGED' }) => void };
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * The real bodies of the side-effect actions the login and registration machines name: toasts
 * through the notifier, tokens into storage, the gate told that a session started, navigation
 * (the wizard's `syncUrl` included).
 */
export function authEffects({ gate, navigate }: AuthEffectDeps) {
  return {
    announce: (_: unknown, params: { message: string }) => notifier.success(params.message),
    inform: (_: unknown, params: { message: string }) => notifier.notify({ intent: 'info', text: params.message }),
    reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
    storeTokens: (_: unknown, params: { tokens: Tokens }) => tokenStore.save(params.tokens),
    startSession: () => gate.send({ type: 'SESSION.STARTED' }),
    profileChanged: () => gate.send({ type: 'PROFILE.CHANGED' }),
    welcome: (_: unknown, params: { firstName: string | null }) =>
      notifier.success(params.firstName ? fa.auth.welcomeNamed(params.firstName) : fa.auth.welcome, { carry: true }),
    goToCatalog: () => navigate(paths.medicineA.list, { replace: true }),
    goHome: () => navigate(paths.login, { replace: true }),
    /** The wizard's step written to the address. */
    syncUrl: (_: unknown, params: { step: 1 | 2 | 3; replace: boolean }) =>
      navigate(paths.register.step(params.step), { replace: params.replace }),
  };
}

/** `authEffects` with the app's gate and router. */
export function useAuthEffects() {
  const gate = useAccessGate();
  const navigate = useNavigate();
  return useMemo(() => authEffects({ gate, navigate }), [gate, navigate]);
}
