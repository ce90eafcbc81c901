import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { ApiError, unwrap } from '../../src/api/errors';
import type { AnswerOutcome, OpsTicket, OpsTicketLoad } from './ops-ticket.types';

/** The ticket screen's actors over `client`. */
export function opsTicketActors(client: ApiClient) {
  return {
    /** The ticket and the people it can be assigned to, side by side. */
    loadTicket: fromPromise<OpsTicketLoad, { ticketId: string }>(async ({ input, signal }) => {
      const [ticket, assignees] = await Promise.all([
        unwrap(client.GET('/ops/v1/tickets/{ticketId}', { params: { path: { ticketId: input.ticketId } }, signal })),
        unwrap(client.GET('/ops/v1/assignees', { signal })),
      ]);
      return { ticket: ticket.data, assignees: assignees.docs };
    }),
    /** The answer; a 409 is no failure: it carries the answer that stands. */
    answerTicket: fromPromise<AnswerOutcome, { ticketId: string; answer: string }>(async ({ input }) => {
      const call = client.POST('/ops/v1/tickets/{ticketId}/answer', {
        params: { path: { ticketId: input.ticketId } },
        body: { answer: input.answer },
      });
      const result = await call.catch(() => {
        throw new ApiError({ kind: 'network' });
      });
      if (result.response.status === 409 && result.error && 'data' in result.error)
        return { kind: 'conflict', ticket: result.error.data, message: result.error.message };
      const body = await unwrap(Promise.resolve(result));
      return { kind: 'answered', ticket: body.data };
    }),
    addNote: fromPromise<OpsTicket, { ticketId: string; note: string }>(async ({ input }) => {
      const body = await unwrap(
        client.POST('/ops/v1/tickets/{ticketId}/notes', { params: { path: { ticketId: input.ticketId } }, body: { note: input.note } }),
      );
      return body.data;
    }),
    assignTicket: fromPromise<OpsTicket, { ticketId: string; assigneeId: string | null }>(async ({ input }) => {
      const body = await unwrap(
        client.PUT('/ops/v1/tickets/{ticketId}/assignee', {
          params: { path: { ticketId: input.ticketId } },
          body: { assigneeId: input.assigneeId },
        }),
      );
      return body.data;
    }),
  };
}
