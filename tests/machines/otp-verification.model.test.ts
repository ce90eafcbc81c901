import { describe, expect, it } from 'vitest';
import { otpVerificationModel as model } from '../../machines/model/otp-verification.walk';

describe('one-time-code machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given active.code.enteringCode, resend.countingDown, when CODE.CANCEL, then cancelled",
        "given active.code.enteringCode, resend.countingDown, when CODE.CHANGE {"value":"12"}, then active.code.enteringCode, resend.countingDown",
        "given active.code.enteringCode, resend.countingDown, when CODE.CHANGE {"value":"1234"}, then active.code.verifying, resend.countingDown",
        "given active.code.enteringCode, resend.countingDown, when CODE.SUBMIT, then active.code.enteringCode, resend.countingDown",
        "given active.code.enteringCode, resend.countingDown, when CODE.SUBMIT, then active.code.verifying, resend.countingDown",
        "given active.code.enteringCode, resend.countingDown, when xstate.done.actor.countdown, then active.code.enteringCode, resend.ready",
        "given active.code.enteringCode, resend.ready, when CODE.CANCEL, then cancelled",
        "given active.code.enteringCode, resend.ready, when CODE.CHANGE {"value":"12"}, then active.code.enteringCode, resend.ready",
        "given active.code.enteringCode, resend.ready, when CODE.CHANGE {"value":"1234"}, then active.code.verifying, resend.ready",
        "given active.code.enteringCode, resend.ready, when CODE.RESEND, then active.code.enteringCode, resend.resending",
        "given active.code.enteringCode, resend.ready, when CODE.SUBMIT, then active.code.enteringCode, resend.ready",
        "given active.code.enteringCode, resend.ready, when CODE.SUBMIT, then active.code.verifying, resend.ready",
        "given active.code.enteringCode, resend.resending, when CODE.CANCEL, then cancelled",
        "given active.code.enteringCode, resend.resending, when CODE.CHANGE {"value":"12"}, then active.code.enteringCode, resend.resending",
        "given active.code.enteringCode, resend.resending, when CODE.CHANGE {"value":"1234"}, then active.code.enteringCode, resend.resending",
        "given active.code.enteringCode, resend.resending, when CODE.SUBMIT, then active.code.enteringCode, resend.resending",
        "given active.code.enteringCode, resend.resending, when xstate.done.actor.resendOtp, then active.code.enteringCode, resend.countingDown",
        "given active.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429 retryAfter 40), then active.code.enteringCode, resend.countingDown",
        "given active.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429 retryAfter 74 codeAlreadySent), then active.code.enteringCode, resend.countingDown",
        "given active.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429), then active.code.enteringCode, resend.ready",
        "given active.code.verifying, resend.countingDown, when CODE.CANCEL, then active.code.verifying, resend.countingDown",
        "given active.code.verifying, resend.countingDown, when xstate.done.actor.countdown, then active.code.verifying, resend.ready",
        "given active.code.verifying, resend.countingDown, when xstate.done.actor.submitOtp, then verified",
        "given active.code.verifying, resend.countingDown, when xstate.error.actor.submitOtp (client 400), then active.code.enteringCode, resend.countingDown",
        "given active.code.verifying, resend.countingDown, when xstate.error.actor.submitOtp (server 500), then active.code.enteringCode, resend.countingDown",
        "given active.code.verifying, resend.ready, when CODE.CANCEL, then active.code.verifying, resend.ready",
        "given active.code.verifying, resend.ready, when CODE.RESEND, then active.code.verifying, resend.ready",
        "given active.code.verifying, resend.ready, when xstate.done.actor.submitOtp, then verified",
        "given active.code.verifying, resend.ready, when xstate.error.actor.submitOtp (client 400), then active.code.enteringCode, resend.ready",
        "given active.code.verifying, resend.ready, when xstate.error.actor.submitOtp (server 500), then active.code.enteringCode, resend.ready",
        "given sending, when xstate.done.actor.sendOtp, then active.code.enteringCode, resend.countingDown",
        "given sending, when xstate.error.actor.sendOtp (client 429 retryAfter 74 codeAlreadySent), then active.code.enteringCode, resend.countingDown",
        "given sending, when xstate.error.actor.sendOtp (network), then notSent",
      ]
    `);
  });
});
