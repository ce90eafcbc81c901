import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/report-dialog.walk';

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
});
