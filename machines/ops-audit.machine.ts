import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { OpsAuditAction, OpsAuditContext, OpsAuditEvent, OpsAuditPage } from './ops-audit.types';

/**
 * The audit log (behaviour §10.10): every operator write, newest first, read-only; filtered by action
 * (a new filter reloads from page 1). Effects: `reportFailure`. Actors: `opsAuditActors(client)`.
 */
export const opsAuditMachine = setup({
  types: { context: {} as OpsAuditContext, events: {} as OpsAuditEvent },
  actors: { fetchAudit: providedActor<OpsAuditPage, { action: OpsAuditAction | null; page: number }>('fetchAudit') },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: OpsAuditPage }).output.rows.length > 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isNewFilter: ({ context, event }) => event.type === 'FILTER.ACTION' && event.action !== context.action,
  },
  actions: {
    storePage: assign((_, params: { page: OpsAuditPage }) => ({ ...params.page, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ rows: [], totalDocs: 0, totalPages: 0, failure: params.failure })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    setFilter: assign({ action: ({ context, event }) => (event.type === 'FILTER.ACTION' ? event.action : context.action), page: 1 }),
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsAudit',
  context: { action: null, page: 1, rows: [], totalDocs: 0, totalPages: 0, failure: null },
  initial: 'loading',
  on: { 'FILTER.ACTION': { guard: 'isNewFilter', target: '.loading', actions: 'setFilter' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchAudit',
        src: 'fetchAudit',
        input: ({ context }) => ({ action: context.action, page: context.page }),
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
            'PAGE.NEXT': { guard: 'hasNextPage', target: '#opsAudit.loading', actions: 'goToNextPage' },
            'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#opsAudit.loading', actions: 'goToPreviousPage' },
          },
        },
        empty: { tags: ['empty'] },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
  },
});

export type OpsAuditSnapshot = ReturnType<typeof opsAuditMachine.transition>;
