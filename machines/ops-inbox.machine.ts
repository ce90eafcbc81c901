import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import type { OpsInboxContext, OpsInboxEvent, OpsPage, OpsTicketSummary } from './ops-inbox.types';
import { providedActor } from './provided';

type InboxPage = OpsPage<OpsTicketSummary>;

/**
 * The operators' tickets inbox (behaviour §10.10): every pharmacy's tickets, unanswered first, oldest
 * first (the server's order). `loading` → `loaded.rows` / `loaded.empty`, or `failed` ('try again').
 * Previous/next while a page shows. A ticket opens on its own screen (a link: no event here).
 * Effects: `reportFailure`. Actors: `opsInboxActors(client)`.
 */
export const opsInboxMachine = setup({
  types: { context: {} as OpsInboxContext, events: {} as OpsInboxEvent },
  actors: { fetchInbox: providedActor<InboxPage, { page: number }>('fetchInbox') },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: InboxPage }).output.rows.length > 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
  },
  actions: {
    storePage: assign((_, params: { page: InboxPage }) => ({ ...params.page, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ rows: [], totalDocs: 0, totalPages: 0, failure: params.failure })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsInbox',
  context: { page: 1, rows: [], totalDocs: 0, totalPages: 0, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchInbox',
        src: 'fetchInbox',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
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
          on: {
            'PAGE.NEXT': { guard: 'hasNextPage', target: '#opsInbox.loading', actions: 'goToNextPage' },
            'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#opsInbox.loading', actions: 'goToPreviousPage' },
          },
        },
        empty: { tags: ['empty'] },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
  },
});

export type OpsInboxSnapshot = ReturnType<typeof opsInboxMachine.transition>;
