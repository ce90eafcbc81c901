import { assign, fromPromise, setup } from 'xstate';
import { api, type ApiClient } from '../src/api/client';
import { toFailure, unwrap, type ApiFailure } from '../src/api/errors';
import { notifier } from '../src/api/notifier';

/** Input of the report dialog: which drug the report is about. */
export interface ReportDialogInput {
  category: 'A' | 'B';
  medicineId: string;
}

/** What `sendReport` posts, exactly as typed (SPEC §5: no client-side checks). */
export interface ReportDraft extends ReportDialogInput {
  title: string;
  report: string;
}

export interface ReportDialogContext extends ReportDialogInput {
  title: string;
  report: string;
  failure: ApiFailure | null;
}

export type ReportDialogEvent =
  | { type: 'REPORT.OPEN' }
  | { type: 'REPORT.CANCEL' }
  | { type: 'REPORT.TITLE'; value: string }
  | { type: 'REPORT.BODY'; value: string }
  | { type: 'REPORT.SUBMIT' };

/**
 * Posts the report through `client` with `medicenID_A` or `medicenID_B` (spelt as the contract spells
 * it) and resolves to the server's message. Tests pass a client with their own fetch.
 */
export function sendReportWith(client: ApiClient) {
  return fromPromise<string, ReportDraft>(async ({ input }) => {
    const drug = input.category === 'A' ? { medicenID_A: input.medicineId } : { medicenID_B: input.medicineId };
    const body = await unwrap(client.POST('/report/v1/new_Report', { body: { title: input.title, report: input.report, ...drug } }));
    return body.message;
  });
}

/**
 * The "send report" dialog of both detail pages: closed → open → sending → closed with the server's
 * message as a success toast; a failure goes back to open with the §8 toast.
 */
export const reportDialogMachine = setup({
  types: {
    input: {} as ReportDialogInput,
    context: {} as ReportDialogContext,
    events: {} as ReportDialogEvent,
  },
  actors: { sendReport: sendReportWith(api) },
  actions: {
    clearDraft: assign({ title: '', report: '', failure: null }),
    showSuccess: (_, params: { message: string }) => notifier.success(params.message),
    showFailure: (_, params: { failure: ApiFailure }) => notifier.failure(params.failure),
  },
}).createMachine({
  id: 'reportDialog',
  context: ({ input }) => ({ ...input, title: '', report: '', failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'REPORT.OPEN': { target: 'open', actions: 'clearDraft' } },
    },
    open: {
      on: {
        'REPORT.TITLE': { actions: assign({ title: ({ event }) => event.value }) },
        'REPORT.BODY': { actions: assign({ report: ({ event }) => event.value }) },
        'REPORT.SUBMIT': 'sending',
        'REPORT.CANCEL': 'closed',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => ({
          category: context.category,
          medicineId: context.medicineId,
          title: context.title,
          report: context.report,
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'showSuccess', params: ({ event }) => ({ message: event.output }) }, 'clearDraft'],
        },
        onError: {
          target: 'open',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'showFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});
