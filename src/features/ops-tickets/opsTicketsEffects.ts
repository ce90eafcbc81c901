import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { fa } from '../../i18n/fa';

const done = { answered: fa.ops.ticket.answered, noted: fa.ops.ticket.noteAdded, assigned: fa.ops.ticket.reassigned } as const;

/** The real bodies of the effects the inbox and ticket machines name: the toasts. */
export const opsTicketsEffects = {
  announce: (_: unknown, params: { message: keyof typeof done }) => notifier.success(done[params.message]),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
