import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { faOps } from '../../i18n/fa-ops';

/** The real bodies of the reports machine's effects: the toasts. */
export const opsReportsEffects = {
  announce: () => notifier.success(faOps.reports.statusChanged),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
