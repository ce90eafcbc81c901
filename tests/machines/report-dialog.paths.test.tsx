import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { reportDialogActors } from '../../machines/report-dialog.actors';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { ReportButton } from '../../src/features/catalog/ReportDialog';
import { detailDom } from '../models/detail.dom';
import { recordNotices } from '../kit/notices';
import { heldApi } from './held-api';
import { SERVER_MESSAGE, model } from '../../machines/model/report-dialog.walk';

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

const notices = recordNotices();
describe('report dialog model', () => {
  for (const path of model.edgePaths) {
    it(`through the view, category ${(path.input as { category: string }).category}: ${path.description}`, async () => {
      const user = userEvent.setup();
      const api = heldApi();
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
    });
  }

  it('sends the title and body exactly as typed (no trimming, no checks) and closes on success', async () => {
    const user = userEvent.setup();
    const api = heldApi();
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
  });
});
