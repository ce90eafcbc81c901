import { describe, expect, it } from 'vitest';
import { registrationModel as model } from '../../machines/model/registration.walk';

describe('registration machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    const distinct = [...new Set(model.lines)].filter(
      (line) => !line.includes('xstate.done.actor.provinces') && !line.includes('xstate.error.actor.provinces'),
    );
    expect(distinct).toMatchInlineSnapshot(`
      [
        "given paying, when URL.CHANGED {"step":1}, then step1.editing",
        "given paying, when URL.CHANGED {"step":3}, then paying",
        "given paying, when xstate.done.actor.checkout (absent), then leaving",
        "given paying, when xstate.done.actor.checkout (forbidden), then step3",
        "given paying, when xstate.done.actor.checkout (to the gateway), then toGateway",
        "given paying, when xstate.done.actor.profile, then paying",
        "given paying, when xstate.error.actor.profile (server 500), then paying",
        "given step1.editing, when FIELD.CHANGE {"field":"firstName","value":"مریم"}, then step1.editing",
        "given step1.editing, when FIELD.CHANGE {"field":"lastName","value":"احمدی"}, then step1.editing",
        "given step1.editing, when FIELD.CHANGE {"field":"mobile","value":"۰۹۱۲۱۲۳۴۵۶۷"}, then step1.editing",
        "given step1.editing, when FIELD.CHANGE, then step1.editing",
        "given step1.editing, when STEP1.SUBMIT, then step1.editing",
        "given step1.editing, when STEP1.SUBMIT, then step1.registering",
        "given step1.editing, when STEP1.SUBMIT, then step1.verifyingMobile",
        "given step1.editing, when STEP1.SUBMIT, then step2",
        "given step1.editing, when URL.CHANGED {"step":1}, then step1.editing",
        "given step1.editing, when URL.CHANGED {"step":3}, then leaving",
        "given step1.editing, when URL.CHANGED {"step":3}, then step2",
        "given step1.editing, when URL.CHANGED {"step":3}, then step3",
        "given step1.editing, when xstate.done.actor.profile, then step1.editing",
        "given step1.editing, when xstate.error.actor.profile (server 500), then step1.editing",
        "given step1.registering, when URL.CHANGED {"step":1}, then step1.registering",
        "given step1.registering, when URL.CHANGED {"step":3}, then step2",
        "given step1.registering, when URL.CHANGED {"step":3}, then step3",
        "given step1.registering, when xstate.done.actor.profile, then step1.registering",
        "given step1.registering, when xstate.done.actor.register, then step2",
        "given step1.registering, when xstate.error.actor.profile (server 500), then step1.registering",
        "given step1.registering, when xstate.error.actor.register (client 409), then step1.editing",
        "given step1.verifyingMobile, when URL.CHANGED {"step":1}, then step1.verifyingMobile",
        "given step1.verifyingMobile, when URL.CHANGED {"step":3}, then leaving",
        "given step1.verifyingMobile, when xstate.done.actor.otp (cancelled), then step1.editing",
        "given step1.verifyingMobile, when xstate.done.actor.otp (notSent), then step1.editing",
        "given step1.verifyingMobile, when xstate.done.actor.otp (verified), then step1.registering",
        "given step1.verifyingMobile, when xstate.done.actor.profile, then step1.verifyingMobile",
        "given step1.verifyingMobile, when xstate.error.actor.profile (server 500), then step1.verifyingMobile",
        "given step2, when PACKAGE.CHOOSE {"packageId":"1m"}, then step3",
        "given step2, when STEP.PREVIOUS, then step1.editing",
        "given step2, when URL.CHANGED {"step":1}, then step1.editing",
        "given step2, when URL.CHANGED {"step":3}, then step2",
        "given step2, when URL.CHANGED {"step":3}, then step3",
        "given step2, when xstate.done.actor.profile, then step2",
        "given step2, when xstate.error.actor.profile (server 500), then step2",
        "given step3, when INVOICE.TOGGLE {"checked":true}, then step3",
        "given step3, when STEP.PREVIOUS, then step2",
        "given step3, when STEP3.SUBMIT, then paying",
        "given step3, when URL.CHANGED {"step":1}, then step1.editing",
        "given step3, when URL.CHANGED {"step":3}, then step3",
        "given step3, when xstate.done.actor.profile, then step3",
        "given step3, when xstate.error.actor.profile (server 500), then step3",
      ]
    `);
  });
});
