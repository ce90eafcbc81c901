import { notifier } from '../../../api/notifier';
import { opsListEffects } from '../../components/opsListEffects';
import { faOps } from '../../i18n/fa-ops';

/** The real bodies of the reports machine's effects: the toasts. */
export const opsReportsEffects = {
  announce: () => notifier.success(faOps.reports.statusChanged),
  ...opsListEffects,
};
