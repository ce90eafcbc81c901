import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { firstOpsQuery, opsPaging } from './ops-inbox.machine';
import { noPage, pagedListActions, pagedListStates, pagingGuards } from '../paging';
import { providedActor } from '../provided';
import type { OpsReport, OpsReportPage, OpsReportsContext, OpsReportsEvent, OpsReportsQuery, OpsReportStatus } from './ops-reports.types';

type Change = { reportId: string; status: OpsReportStatus };
const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);
const list = pagedListStates(opsPaging<OpsReportsContext>());
/** While a change is in flight, the list stays where it is: no paging, no filter. */
const held = {
  'PAGE.NEXT': {},
  'PAGE.PREVIOUS': {},
  'PAGE.GOTO': {},
  'PAGE_SIZE.CHANGE': {},
  'FILTER.STATUS': {},
  'FILTER.CATEGORY': {},
} as const;

/**
 * The drug reports in the console (behaviour §10.10): new first, then oldest first, filtered by one
 * status and one catalogue (a filter change reloads from page 1). The paged list of
 * `machines/paging.ts`; while a page shows, a report's status can be changed (`STATUS.SET`, to a
 * status it does not have) → `loaded.rows.changing`: the row shows what the server stored; a failure
 * leaves it as it was and says why. A report links to its drug's detail.
 * Effects: `announce`, `showFailure`, `showPageNotFound`. Actors: `opsReportsActors(client)`.
 */
export const opsReportsMachine = setup({
  types: { context: {} as OpsReportsContext, events: {} as OpsReportsEvent },
  actors: {
    fetchPage: providedActor<OpsReportPage, { query: OpsReportsQuery }>('fetchPage'),
    setReportStatus: providedActor<OpsReport, Change>('setReportStatus'),
  },
  guards: {
    ...pagingGuards,
    isNewStatusFilter: ({ context, event }) => event.type === 'FILTER.STATUS' && event.status !== context.query.status,
    isNewCategoryFilter: ({ context, event }) => event.type === 'FILTER.CATEGORY' && event.category !== context.query.category,
    isStatusChange: ({ context, event }) =>
      event.type === 'STATUS.SET' && context.rows.some((row) => row._id === event.reportId && row.status !== event.status),
  },
  actions: {
    ...pagedListActions<OpsReportsContext, OpsReport, OpsReportsEvent>(),
    setStatusFilter: assign({
      query: ({ context, event }) => (event.type === 'FILTER.STATUS' ? { ...context.query, status: event.status, page: 1 } : context.query),
    }),
    setCategoryFilter: assign({
      query: ({ context, event }) =>
        event.type === 'FILTER.CATEGORY' ? { ...context.query, category: event.category, page: 1 } : context.query,
    }),
    startChange: assign({
      change: ({ event }) => (event.type === 'STATUS.SET' ? { reportId: event.reportId, status: event.status } : null),
    }),
    storeReport: assign(({ context }, params: { report: OpsReport }) => ({
      rows: context.rows.map((row) => (row._id === params.report._id ? params.report : row)),
      change: null,
    })),
    endChange: assign({ change: null }),
    announce: () => {},
  },
}).createMachine({
  id: 'opsReports',
  context: { query: { ...firstOpsQuery(), status: null, category: null }, ...noPage<OpsReport>(), change: null },
  initial: 'loading',
  on: {
    'FILTER.STATUS': { guard: 'isNewStatusFilter', target: '.loading', actions: 'setStatusFilter' },
    'FILTER.CATEGORY': { guard: 'isNewCategoryFilter', target: '.loading', actions: 'setCategoryFilter' },
    'PAGE_SIZE.CHANGE': { target: '.loading', actions: 'changePageSize' },
  },
  states: {
    ...list,
    loaded: {
      ...list.loaded,
      states: {
        ...list.loaded.states,
        rows: {
          tags: ['rows'],
          initial: 'browsing',
          states: {
            browsing: { on: { 'STATUS.SET': { guard: 'isStatusChange', target: 'changing', actions: 'startChange' } } },
            changing: {
              tags: ['busy'],
              on: held,
              invoke: {
                id: 'setReportStatus',
                src: 'setReportStatus',
                input: ({ context }) => context.change!,
                onDone: {
                  target: 'browsing',
                  actions: [{ type: 'storeReport', params: ({ event }) => ({ report: event.output }) }, 'announce'],
                },
                onError: {
                  target: 'browsing',
                  actions: ['endChange', { type: 'showFailure', params: ({ event }) => ({ failure: failureOf(event) as ApiFailure }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type OpsReportsSnapshot = ReturnType<typeof opsReportsMachine.transition>;
