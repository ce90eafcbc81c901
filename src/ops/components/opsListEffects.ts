import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { faOps } from '../i18n/fa-ops';

/**
 * The effects every console list's machine declares (`machines/paging.ts`): the toasts. The console's
 * lists keep no address and tell no access gate, so those two effects stay the machine's no-ops.
 */
export const opsListEffects = {
  showFailure: (_: unknown, { failure }: { failure: ApiFailure }) => notifier.failure(failure),
  showPageNotFound: () => notifier.error(faOps.pageNotFound),
};
