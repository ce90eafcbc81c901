import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { faOps } from '../../i18n/fa-ops';

const done = { added: faOps.packages.added, saved: faOps.packages.saved, retired: faOps.packages.retiredDone } as const;

/** The real bodies of the packages machine's effects: the toasts. */
export const opsPackagesEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
