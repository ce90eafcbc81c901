import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { OpsReport, OpsReportPage, OpsReportsContext, OpsReportsEvent, OpsReportsFilter, OpsReportStatus } from './ops-reports.types';

type Change = { reportId: string; status: OpsReportStatus };
const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The drug reports in the console (behaviour §10.10): new first, then oldest first, filtered by one
 * status and one catalogue (a filter change reloads from page 1). While a page shows, a report's
 * status can be changed (`STATUS.SET`, to a status it does not have) → `changing`: the row shows what
 * the server stored; a failure leaves it as it was and says why. A report links to its drug's detail.
 * Effects: `announce`, `reportFailure`. Actors: `opsReportsActors(client)`.
 */
export const opsReportsMachine = setup({
  types: { context: {} as OpsReportsContext, events: {} as OpsReportsEvent },
  actors: {
    fetchReports: providedActor<OpsReportPage, { filter: OpsReportsFilter; page: number }>('fetchReports'),
    setReportStatus: providedActor<OpsReport, Change>('setReportStatus'),
  },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: OpsReportPage }).output.rows.length > 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isNewStatusFilter: ({ context, event }) => event.type === 'FILTER.STATUS' && event.status !== context.filter.status,
    isNewCategoryFilter: ({ context, event }) => event.type === 'FILTER.CATEGORY' && event.category !== context.filter.category,
    isStatusChange: ({ context, event }) =>
      event.type === 'STATUS.SET' && context.rows.some((row) => row._id === event.reportId && row.status !== event.status),
  },
  actions: {
    storePage: assign((_, params: { page: OpsReportPage }) => ({ ...params.page, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ rows: [], totalDocs: 0, totalPages: 0, failure: params.failure })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    setStatusFilter: assign({
      filter: ({ context, event }) => (event.type === 'FILTER.STATUS' ? { ...context.filter, status: event.status } : context.filter),
      page: 1,
    }),
    setCategoryFilter: assign({
      filter: ({ context, event }) => (event.type === 'FILTER.CATEGORY' ? { ...context.filter, category: event.category } : context.filter),
      page: 1,
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
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsReports',
  context: { filter: { status: null, category: null }, page: 1, rows: [], totalDocs: 0, totalPages: 0, failure: null, change: null },
  initial: 'loading',
  on: {
    'FILTER.STATUS': { guard: 'isNewStatusFilter', target: '.loading', actions: 'setStatusFilter' },
    'FILTER.CATEGORY': { guard: 'isNewCategoryFilter', target: '.loading', actions: 'setCategoryFilter' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchReports',
        src: 'fetchReports',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
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
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                'PAGE.NEXT': { guard: 'hasNextPage', target: '#opsReports.loading', actions: 'goToNextPage' },
                'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#opsReports.loading', actions: 'goToPreviousPage' },
                'STATUS.SET': { guard: 'isStatusChange', target: 'changing', actions: 'startChange' },
              },
            },
            changing: {
              tags: ['busy'],
              // The filters wait while a change is in flight.
              on: { 'FILTER.STATUS': {}, 'FILTER.CATEGORY': {} },
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
                  actions: ['endChange', { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) }],
                },
              },
            },
          },
        },
        empty: { tags: ['empty'] },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
  },
});

export type OpsReportsSnapshot = ReturnType<typeof opsReportsMachine.transition>;
