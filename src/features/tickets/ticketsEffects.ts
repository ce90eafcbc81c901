import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';

/** The real bodies of the effects the tickets machine names: the toasts. */
export const ticketsEffects = {
  announce: (_: unknown, params: { message: string }) => notifier.success(params.message),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
