import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { fa } from '../../i18n/fa';

/** The real bodies of the reports machine's effects: the toasts. */
export const opsReportsEffects = {
  announce: () => notifier.success(fa.ops.reports.statusChanged),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
