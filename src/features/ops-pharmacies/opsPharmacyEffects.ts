import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { fa } from '../../i18n/fa';

/** The real bodies of the pharmacy machine's effects: the toasts. */
export const opsPharmacyEffects = {
  announce: (_: unknown, params: { action: 'extend' | 'end' }) =>
    notifier.success(params.action === 'extend' ? fa.ops.pharmacies.extended : fa.ops.pharmacies.ended),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
