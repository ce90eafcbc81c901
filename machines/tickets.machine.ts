import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { TicketDraft, TicketPage, TicketsContext, TicketsEvent } from './tickets.types';

const EMPTY_DRAFT: TicketDraft = { title: '', report: '' };

/** 'send new report': the form opens empty. */
const openForm = { target: '#tickets.composing', actions: 'clearDraft' } as const;
/** Previous/next while the list shows a page (not while the detail dialog is open). */
const paging = {
  'PAGE.NEXT': { guard: 'hasNextPage', target: '#tickets.list.loading', actions: 'goToNextPage' },
  'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#tickets.list.loading', actions: 'goToPreviousPage' },
} as const;

/**
 * Tickets and support (behaviour §2 Reports, behaviour §4 ticket flow, behaviour §8).
 *
 * - `list`: `loading` (7 skeleton rows) → `loaded.rows` / `loaded.empty` ('No report found.') or
 *   `failed` ('try again', the behaviour §8 toast). Previous/next while a page shows. In `loaded.rows.viewing`
 *   the detail dialog of one listed ticket is open (`TICKET.OPEN`); it is modal: only `TICKET.CLOSE`.
 * - 'send new report' (`NEW.OPEN`) opens the form (`composing`); `NEW.CANCEL` returns to the list
 *   where it was (history). `NEW.SUBMIT` sends title and body exactly as typed (`sending`, behaviour §5);
 *   on success the server's message shows and the list reloads from page 1, where the new ticket is
 *   first (newest first); a failure returns to the form with everything typed kept.
 * Effects the view provides: `announce`, `reportFailure`, `markRead` (an opened ticket's answer is read:
 * the unread-answers badge, behaviour §10.10; silent, and a no-op on a backend without it). Actors: `ticketsActors(client)`.
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
  },
  actors: {
    fetchTickets: providedActor<TicketPage, { page: number }>('fetchTickets'),
    sendTicket: providedActor<string, TicketDraft>('sendTicket'),
  },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: TicketPage }).output.rows.length > 0,
    isPastLastPage: ({ context, event }) => context.page > 1 && (event as unknown as { output: TicketPage }).output.rows.length === 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isListedTicket: ({ context, event }) => event.type === 'TICKET.OPEN' && context.rows.some((row) => row._id === event.id),
  },
  actions: {
    storePage: assign((_, params: { page: TicketPage }) => ({
      rows: params.page.rows,
      totalDocs: params.page.totalDocs,
      totalPages: params.page.totalPages,
      failure: null,
    })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ rows: [], totalDocs: 0, totalPages: 0, failure: params.failure })),
    setSendFailure: assign({ failure: (_, params: { failure: ApiFailure }) => params.failure }),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    goToFirstPage: assign({ page: 1 }),
    selectTicket: assign({
      selected: ({ context, event }) => (event.type === 'TICKET.OPEN' ? (context.rows.find((row) => row._id === event.id) ?? null) : null),
    }),
    unselect: assign({ selected: null }),
    clearDraft: assign({ draft: EMPTY_DRAFT, failure: null }),
    setTitle: assign({
      draft: ({ context, event }) => (event.type === 'DRAFT.TITLE' ? { ...context.draft, title: event.value } : context.draft),
    }),
    setBody: assign({
      draft: ({ context, event }) => (event.type === 'DRAFT.BODY' ? { ...context.draft, report: event.value } : context.draft),
    }),
    announce: (_, _params: { message: string }) => {},
    /** The ticket was opened: its answer is read (the tickets menu's badge, behaviour §10.10). */
    markRead: (_, _params: { ticketId: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'tickets',
  context: { page: 1, rows: [], totalDocs: 0, totalPages: 0, failure: null, draft: EMPTY_DRAFT, selected: null },
  initial: 'list',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: { 'NEW.OPEN': openForm },
          invoke: {
            id: 'fetchTickets',
            src: 'fetchTickets',
            input: ({ context }) => ({ page: context.page }),
            onDone: [
              // A page past the end (tickets gone meanwhile): back to the first page.
              { guard: 'isPastLastPage', target: 'loading', reenter: true, actions: 'goToFirstPage' },
              { guard: 'hasRows', target: 'loaded.rows', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
              { target: 'loaded.empty', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'storeFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
        loaded: {
          initial: 'rows',
          states: {
            rows: {
              tags: ['rows'],
              initial: 'browsing',
              states: {
                browsing: {
                  on: {
                    ...paging,
                    'NEW.OPEN': openForm,
                    'TICKET.OPEN': {
                      guard: 'isListedTicket',
                      target: 'viewing',
                      actions: ['selectTicket', { type: 'markRead', params: ({ event }) => ({ ticketId: event.id }) }],
                    },
                  },
                },
                // The detail dialog is modal: only its close button answers.
                viewing: {
                  on: { 'TICKET.CLOSE': { target: 'browsing', actions: 'unselect' } },
                },
              },
            },
            empty: {
              tags: ['empty'],
              on: { 'NEW.OPEN': openForm },
            },
          },
        },
        failed: {
          tags: ['failed'],
          on: { RETRY: 'loading', 'NEW.OPEN': openForm },
        },
        /** Where `NEW.CANCEL` returns: the list as it was. */
        previous: { type: 'history', history: 'deep' },
      },
    },
    composing: {
      on: {
        'DRAFT.TITLE': { actions: 'setTitle' },
        'DRAFT.BODY': { actions: 'setBody' },
        'NEW.SUBMIT': 'sending',
        'NEW.CANCEL': 'list.previous',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendTicket',
        src: 'sendTicket',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'list.loading',
          actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output }) }, 'clearDraft', 'unselect', 'goToFirstPage'],
        },
        onError: {
          target: 'composing',
          actions: [
            { type: 'setSendFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});

export type TicketsSnapshot = ReturnType<typeof ticketsMachine.transition>;
