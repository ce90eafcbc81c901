import { describe, expect, it } from 'vitest';

import { createActor } from 'xstate';
import { RESEND_SECONDS, resendCountdownMachine } from '../../machines/resend-countdown.machine';
import { model } from '../../machines/model/resend-countdown.walk';

describe('resend countdown machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given counting 1s, when xstate.after.oneSecond.resendCountdown.counting, then finished 0s",
        "given counting 2s, when xstate.after.oneSecond.resendCountdown.counting, then counting 1s",
        "given counting 3s, when xstate.after.oneSecond.resendCountdown.counting, then counting 2s",
      ]
    `);
  });

  it('starts at 2:00 by default', () => {
    expect(createActor(resendCountdownMachine, { input: {} }).getSnapshot().context.remaining).toBe(RESEND_SECONDS);
  });

  it("starts at the given seconds (the server's retryAfter), whole and at least 1", () => {
    const start = (seconds: number) => createActor(resendCountdownMachine, { input: { seconds } }).getSnapshot().context.remaining;
    expect(start(74)).toBe(74);
    expect(start(29.2)).toBe(30);
    expect(start(0)).toBe(1);
    expect(start(-3)).toBe(1);
    expect(start(Number.NaN)).toBe(RESEND_SECONDS);
  });
});
