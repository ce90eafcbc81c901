import { setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, noAddress, noPage, pagedListActions, pagedListStates, pagingGuards } from '../paging';
import type { OpsInboxContext, OpsInboxEvent, OpsListQuery, OpsPage, OpsTicketSummary } from './ops-inbox.types';
import { providedActor } from '../provided';

/** The console's lists' paging rules (shared by the inbox, the reports and the audit log). */
export const opsPaging = <TContext>() =>
  ({
    syncAddress: noAddress<TContext>(),
    /** A page past the end (rows gone meanwhile): back to the first page. */
    pastLastPage: [{ guard: 'isPastLastPage', target: 'loading', reenter: true, actions: ['goToFirstPage'] }],
    pageOutOfRange: [{ actions: ['showPageNotFound'] }],
  }) as const;

/** A console list's first query: page 1 of the default size. */
export const firstOpsQuery = (): OpsListQuery => ({ page: 1, limit: DEFAULT_PAGE_SIZE });

/**
 * The operators' tickets inbox (behaviour §10.10): every pharmacy's tickets, unanswered first, oldest
 * first (the server's order). The paged list of `machines/paging.ts`: `loading` → `loaded.rows` /
 * `loaded.empty`, or `failed` ('try again'); paging and the page size while a page shows. A ticket
 * opens on its own screen (a link: no event here).
 * Effects: `showFailure`, `showPageNotFound`. Actor `fetchPage`: `opsInboxActors(client)`.
 */
export const opsInboxMachine = setup({
  types: { context: {} as OpsInboxContext, events: {} as OpsInboxEvent },
  actors: { fetchPage: providedActor<OpsPage<OpsTicketSummary>, { query: OpsListQuery }>('fetchPage') },
  guards: pagingGuards,
  actions: pagedListActions<OpsInboxContext, OpsTicketSummary, OpsInboxEvent>(),
}).createMachine({
  id: 'opsInbox',
  context: { query: firstOpsQuery(), ...noPage() },
  initial: 'loading',
  on: { 'PAGE_SIZE.CHANGE': { target: '.loading', actions: 'changePageSize' } },
  states: pagedListStates(opsPaging<OpsInboxContext>()),
});

export type OpsInboxSnapshot = ReturnType<typeof opsInboxMachine.transition>;
