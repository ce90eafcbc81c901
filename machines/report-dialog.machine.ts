import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { ReportDialogContext, ReportDialogEvent, ReportDialogInput, ReportDraft } from './report-dialog.types';

/**
 * The "send report" dialog of both detail pages: closed → open → sending → closed with the server's
 * message as a success toast; a failure goes back to open with the behaviour §8 toast. The toasts are actions
 * the view provides (`showSuccess`, `showFailure`); actor `sendReport`: `reportDialogActors(client)`.
 */
export const reportDialogMachine = setup({
  types: {
    input: {} as ReportDialogInput,
    context: {} as ReportDialogContext,
    events: {} as ReportDialogEvent,
  },
  actors: { sendReport: providedActor<string, ReportDraft>('sendReport') },
  actions: {
    clearDraft: assign({ title: '', report: '', failure: null }),
    showSuccess: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { failure: ApiFailure }) => {},
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
