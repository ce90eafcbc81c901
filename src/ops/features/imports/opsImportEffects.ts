import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { faImport } from '../../i18n/fa-import';

const done = { published: faImport.preview.published, rolledBack: faImport.list.rolledBack } as const;

/** The real bodies of the import screens' effects: the toasts. */
export const opsImportEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
  showFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
  showPageNotFound: () => notifier.error(faImport.preview.pageNotFound),
};
