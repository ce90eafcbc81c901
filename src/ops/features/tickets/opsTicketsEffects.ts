import type { ApiFailure } from '../../../api/errors';
import { notifier } from '../../../api/notifier';
import { faOps } from '../../i18n/fa-ops';

const done = { answered: faOps.ticket.answered, noted: faOps.ticket.noteAdded, assigned: faOps.ticket.reassigned } as const;

/** The real bodies of the effects the inbox and ticket machines name: the toasts. */
export const opsTicketsEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
