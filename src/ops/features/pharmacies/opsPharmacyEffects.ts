import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { opsListEffects } from '../../components/opsListEffects';
import { faOps } from '../../i18n/fa-ops';

/** The real bodies of the pharmacy machine's effects: the toasts. */
export const opsPharmacyEffects = {
  announce: (_: unknown, params: { action: 'extend' | 'end' }) =>
    notifier.success(params.action === 'extend' ? faOps.pharmacies.extended : faOps.pharmacies.ended),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
  ...opsListEffects,
};
