/** The report-dialog machine's model: walked in node (`report-dialog.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { reportDialogMachine } from '../report-dialog.machine';
import type { ReportDialogEvent } from '../report-dialog.types';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { lazyModelOf, type ModelOptions } from './model';

export const SERVER_MESSAGE = 'گزارش شما با موفقیت ثبت شد.';
export const failures: ApiFailure[] = [
  { kind: 'client', status: 400, message: 'عنوان گزارش بیش از حد طولانی است.' },
  { kind: 'server', status: 500 },
  { kind: 'network' },
];
export const typed: ReportDialogEvent[] = [
  { type: 'REPORT.OPEN' },
  { type: 'REPORT.TITLE', value: 'قیمت اشتباه' },
  { type: 'REPORT.BODY', value: 'قیمت جعبه با بسته‌بندی یکسان نیست.' },
  { type: 'REPORT.SUBMIT' },
  { type: 'REPORT.CANCEL' },
];

export const reportDialogWalk: ModelOptions<typeof reportDialogMachine> = {
  inputs: [
    { category: 'A', medicineId: 'a-1' },
    { category: 'B', medicineId: 'b-1' },
  ],
  // Only what the state takes: the view offers nothing else (typing is read-only while sending).
  events: (state) => typed.filter((event) => state.can(event)),
  outputs: { sendReport: [SERVER_MESSAGE] },
  errors: { sendReport: failures.map((failure) => new ApiError(failure)) },
  // A state per value and catalogue: what was typed or which failure came last does not change what the dialog offers.
  serializeState: (state) => JSON.stringify([state.value, state.context.category]),
};

export const model = lazyModelOf(reportDialogMachine, reportDialogWalk);
