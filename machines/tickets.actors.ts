import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import { TICKET_PAGE_SIZE, type TicketDraft, type TicketPage } from './tickets.types';

/** The tickets machine's actors over `client`: one page of the list, and sending a new ticket. */
export function ticketsActors(client: ApiClient) {
  return {
    /** ticket_list_user: one page, newest first. */
    fetchTickets: fromPromise<TicketPage, { page: number }>(async ({ input, signal }) => {
      const body = await unwrap(
        client.GET('/ticket/v1/ticket_list_user', { params: { query: { limit: TICKET_PAGE_SIZE, page: input.page } }, signal }),
      );
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
    /** new_ticket: the server's confirmation message. */
    sendTicket: fromPromise<string, TicketDraft>(async ({ input }) => {
      const sent = { title: input.title, report: input.report };
      try {
        return (await unwrap(client.POST('/ticket/v1/new_ticket', { body: sent }))).message;
      } catch (error) {
        // No network: queued on the device and sent once when it returns (behaviour §10.15).
        if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
        const queued = await deviceModule()
          .then((device) => device.queueOffline('ticket', sent))
          .catch(() => null);
        if (queued === null) throw error;
        return queued;
      }
    }),
  };
}
