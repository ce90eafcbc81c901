import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { faOps } from '../../i18n/fa-ops';

const done = { added: faOps.operators.added, removed: faOps.operators.removed } as const;

/** The real bodies of the operators machine's effects: the toasts. */
export const opsOperatorsEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
