import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { reportDialogActors } from '../../machines/report-dialog.actors';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import type { ReportDialogEvent } from '../../machines/report-dialog.types';
import { ApiError, failureMessage, type ApiFailure } from '../../src/api/errors';
import { ReportButton } from '../../src/features/catalog/ReportDialog';
import { detailDom } from '../models/detail.dom';
import { recordNotices, stubApi } from './detail-api-stub';
import { modelOf } from './model';

const SERVER_MESSAGE = 'گزارش شما با موفقیت ثبت شد.';
const failures: ApiFailure[] = [
  { kind: 'client', status: 400, message: 'عنوان گزارش بیش از حد طولانی است.' },
  { kind: 'server', status: 500 },
  { kind: 'network' },
];
const typed: ReportDialogEvent[] = [
  { type: 'REPORT.OPEN' },
  { type: 'REPORT.TITLE', value: 'قیمت اشتباه' },
  { type: 'REPORT.BODY', value: 'قیمت جعبه با بسته‌بندی یکسان نیست.' },
  { type: 'REPORT.SUBMIT' },
  { type: 'REPORT.CANCEL' },
];

const model = modelOf(reportDialogMachine, {
  inputs: [
    { category: 'A', medicineId: 'a-1' },
    { category: 'B', medicineId: 'b-1' },
  ],
  // Only what the state takes: the view offers nothing else (typing is read-only while sending).
  events: (state) => typed.filter((event) => state.can(event)),
  outputs: { sendReport: [SERVER_MESSAGE] },
  errors: { sendReport: failures.map((failure) => new ApiError(failure)) },
  // A state per value and catalogue: what was typed or which failure came last does not change what the dialog offers.
  serializeState: (state) =>
    JSON.stringify([state.value, state.context.category]),
});

/** What the rendered dialog must show for a machine state. */
async function expectView(state: AnyMachineSnapshot) {
  if (state.matches('closed')) {
    await waitFor(() => expect(detailDom.queryReportDialog()).toBeNull());
    return;
  }
  await waitFor(() => expect(detailDom.reportDialog()).toBeTruthy());
  expect((detailDom.reportTitle() as HTMLInputElement).value).toBe(state.context.title);
  expect((detailDom.reportBody() as HTMLTextAreaElement).value).toBe(state.context.report);
  if (state.matches('sending')) {
    expect(detailDom.reportSubmit().getAttribute('aria-disabled')).toBe('true');
    expect(detailDom.reportCancel().getAttribute('aria-disabled')).toBe('true');
    expect(detailDom.reportSubmit().querySelector('[role=progressbar]')).toBeTruthy();
    expect(detailDom.reportDialog().getAttribute('aria-busy')).toBe('true');
  } else {
    await waitFor(() => expect(detailDom.reportSubmit().getAttribute('aria-disabled')).toBeNull());
    expect(detailDom.reportDialog().getAttribute('aria-busy')).toBe('false');
  }
}

describe('report dialog model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given closed, when REPORT.OPEN, then open",
        "given open, when REPORT.BODY {"value":"قیمت جعبه با بسته‌بندی یکسان نیست."}, then open",
        "given open, when REPORT.CANCEL, then closed",
        "given open, when REPORT.SUBMIT, then sending",
        "given open, when REPORT.TITLE {"value":"قیمت اشتباه"}, then open",
        "given sending, when xstate.done.actor.sendReport "گزارش شما با موفقیت ثبت شد.", then closed",
        "given sending, when xstate.error.actor.sendReport (client), then open",
        "given sending, when xstate.error.actor.sendReport (network), then open",
        "given sending, when xstate.error.actor.sendReport (server), then open",
      ]
    `);
  });

  for (const path of model.edgePaths) {
    it(`through the view, category ${(path.input as { category: string }).category}: ${path.description}`, async () => {
      const user = userEvent.setup();
      const api = stubApi();
      const { notices, stop } = await recordNotices();
      const input = path.input as { category: 'A' | 'B'; medicineId: string };
      const machine = reportDialogMachine.provide({ actors: reportDialogActors(api.client) });
      render(
        <FluentProvider dir="rtl" theme={webLightTheme}>
          <ReportButton category={input.category} medicineId={input.medicineId} machine={machine} />
        </FluentProvider>,
      );
      await expectView(path.initial);
      let before = path.initial;
      for (const { event, state } of path.steps) {
        const noticesBefore = notices.length;
        switch (event.type) {
          case 'REPORT.OPEN':
            await user.click(detailDom.reportTrigger());
            break;
          case 'REPORT.TITLE':
            await user.click(detailDom.reportTitle());
            await user.paste(event.value);
            break;
          case 'REPORT.BODY':
            await user.click(detailDom.reportBody());
            await user.paste(event.value);
            break;
          case 'REPORT.SUBMIT':
            await user.click(detailDom.reportSubmit());
            // Sent exactly as typed, with the drug under the contract's spelling of its key.
            expect(await api.lastBody()).toEqual({
              title: before.context.title,
              report: before.context.report,
              [input.category === 'A' ? 'medicenID_A' : 'medicenID_B']: input.medicineId,
            });
            break;
          case 'REPORT.CANCEL':
            await user.click(detailDom.reportCancel());
            break;
          case 'xstate.done.actor.sendReport':
            await act(() => api.respond(200, { message: event.output }));
            await waitFor(() => expect(notices.slice(noticesBefore)).toEqual([{ intent: 'success', text: SERVER_MESSAGE }]));
            break;
          case 'xstate.error.actor.sendReport': {
            const failure = (event.error as ApiError).failure;
            await act(() => api.fail(failure));
            await waitFor(() => expect(notices.slice(noticesBefore)).toEqual([{ intent: 'error', text: failureMessage(failure) }]));
            break;
          }
          default:
            throw new Error(`no view action for ${event.type}`);
        }
        await expectView(state);
        before = state;
      }
      stop();
    });
  }

  it('sends the title and body exactly as typed (no trimming, no checks) and closes on success', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    const { notices, stop } = await recordNotices();
    const machine = reportDialogMachine.provide({ actors: reportDialogActors(api.client) });
    render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <ReportButton category="B" medicineId="b-42" machine={machine} />
      </FluentProvider>,
    );
    await user.click(detailDom.reportTrigger());
    await user.click(detailDom.reportTitle());
    await user.paste('  قیمت ');
    await user.click(detailDom.reportBody());
    await user.paste('خط اول\nخط دوم ');
    await user.click(detailDom.reportSubmit());
    expect(await api.lastBody()).toEqual({ title: '  قیمت ', report: 'خط اول\nخط دوم ', medicenID_B: 'b-42' });
    expect(api.requests[0].url).toBe('http://api.test/report/v1/new_Report');
    await act(() => api.respond(200, { message: SERVER_MESSAGE }));
    await waitFor(() => expect(detailDom.queryReportDialog()).toBeNull());
    expect(notices).toEqual([{ intent: 'success', text: SERVER_MESSAGE }]);
    // Opening again starts from an empty form.
    await user.click(detailDom.reportTrigger());
    expect(detailDom.reportTitle().value).toBe('');
    expect(detailDom.reportBody().value).toBe('');
    stop();
  });
});
