import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { faPrices } from '../../../i18n/fa-prices';

/** The real bodies of the drugs machine's effects: the toasts. */
export const opsMedicineEffects = {
  announce: () => notifier.success(faPrices.medicines.saved),
  announceFields: () => notifier.success(faPrices.medicines.fieldsSaved),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
