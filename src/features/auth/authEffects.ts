import { useMemo } from 'react';
import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { tokenStore, type Tokens } from '../../api/tokens';
import { useAccessGate } from '../../app/session';

/**
 * The real bodies of the side-effect actions the login and registration machines name: toasts
 * through the notifier, tokens into storage, and the gate told that a session started.
 */
export function useAuthEffects() {
  const gate = useAccessGate();
  return useMemo(
    () => ({
      announce: (_: unknown, params: { message: string }) => notifier.success(params.message),
      reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
      storeTokens: (_: unknown, params: { tokens: Tokens }) => tokenStore.save(params.tokens),
      startSession: () => gate.send({ type: 'SESSION.STARTED' }),
    }),
    [gate],
  );
}
