import { describe, expect, it } from 'vitest';
import { otpLoginModel as model } from '../../machines/model/otp-login.walk';

describe('login machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given enteringPhone, when PHONE.CHANGE {"value":"۰۹۱۲۱۲۳۴۵۶۷"}, then enteringPhone",
        "given enteringPhone, when PHONE.SUBMIT, then enteringPhone",
        "given enteringPhone, when PHONE.SUBMIT, then verifyingMobile",
        "given signedIn.loadingProfile, when xstate.done.actor.getMyProfile, then redirecting",
        "given signedIn.loadingProfile, when xstate.error.actor.getMyProfile (server 500), then redirecting",
        "given verifyingMobile, when xstate.done.actor.otp (cancelled), then enteringPhone",
        "given verifyingMobile, when xstate.done.actor.otp (notSent), then enteringPhone",
        "given verifyingMobile, when xstate.done.actor.otp (verified), then signedIn.loadingProfile",
      ]
    `);
  });
});
