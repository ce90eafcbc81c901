import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { fa } from '../../i18n/fa';

const done = { added: fa.ops.packages.added, saved: fa.ops.packages.saved, retired: fa.ops.packages.retiredDone } as const;

/** The real bodies of the packages machine's effects: the toasts. */
export const opsPackagesEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
