import { assign, setup } from 'xstate';
import { firstOpsQuery, opsPaging } from './ops-inbox.machine';
import { noPage, pagedListActions, pagedListStates, pagingGuards } from '../paging';
import { providedActor } from '../provided';
import type { OpsAuditContext, OpsAuditEntry, OpsAuditEvent, OpsAuditPage, OpsAuditQuery } from './ops-audit.types';

/**
 * The audit log (behaviour §10.10): every operator write, newest first, read-only; filtered by action
 * (a new filter reloads from page 1). The paged list of `machines/paging.ts`.
 * Effects: `showFailure`, `showPageNotFound`. Actor `fetchPage`: `opsAuditActors(client)`.
 */
export const opsAuditMachine = setup({
  types: { context: {} as OpsAuditContext, events: {} as OpsAuditEvent },
  actors: { fetchPage: providedActor<OpsAuditPage, { query: OpsAuditQuery }>('fetchPage') },
  guards: {
    ...pagingGuards,
    isNewFilter: ({ context, event }) => event.type === 'FILTER.ACTION' && event.action !== context.query.action,
  },
  actions: {
    ...pagedListActions<OpsAuditContext, OpsAuditEntry, OpsAuditEvent>(),
    setFilter: assign({
      query: ({ context, event }) => (event.type === 'FILTER.ACTION' ? { ...context.query, action: event.action, page: 1 } : context.query),
    }),
  },
}).createMachine({
  id: 'opsAudit',
  context: { query: { ...firstOpsQuery(), action: null }, ...noPage() },
  initial: 'loading',
  on: {
    'FILTER.ACTION': { guard: 'isNewFilter', target: '.loading', actions: 'setFilter' },
    'PAGE_SIZE.CHANGE': { target: '.loading', actions: 'changePageSize' },
  },
  states: pagedListStates(opsPaging<OpsAuditContext>()),
});

export type OpsAuditSnapshot = ReturnType<typeof opsAuditMachine.transition>;
