import { assign, setup } from 'xstate';
import type { MyReport, MyReportsContext, MyReportsEvent, MyReportsInput } from './my-reports.types';
import { providedActor } from './provided';

/**
 * The user's own reports on a drug and their status, under its detail (behaviour §10.10): `loading` →
 * `listed` when there are any, otherwise `none`. It is an addition, so any failure (a backend without
 * the call, no network) is `none` too: the detail shows nothing rather than an error. `REFRESH` reads
 * them again (after a report is sent). Actors: `myReportsActors(client)`.
 */
export const myReportsMachine = setup({
  types: { context: {} as MyReportsContext, events: {} as MyReportsEvent, input: {} as MyReportsInput },
  actors: { fetchMyReports: providedActor<MyReport[], MyReportsInput>('fetchMyReports') },
  guards: { hasRows: ({ event }) => (event as unknown as { output: MyReport[] }).output.length > 0 },
  actions: {
    storeRows: assign((_, params: { rows: MyReport[] }) => ({ rows: params.rows })),
    clearRows: assign({ rows: [] }),
  },
}).createMachine({
  id: 'myReports',
  context: ({ input }) => ({ ...input, rows: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchMyReports',
        src: 'fetchMyReports',
        input: ({ context }) => ({ category: context.category, medicineId: context.medicineId }),
        onDone: [
          { guard: 'hasRows', target: 'listed', actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) } },
          { target: 'none', actions: 'clearRows' },
        ],
        onError: { target: 'none', actions: 'clearRows' },
      },
    },
    listed: { on: { REFRESH: 'loading' } },
    none: { on: { REFRESH: 'loading' } },
  },
});

export type MyReportsSnapshot = ReturnType<typeof myReportsMachine.transition>;
