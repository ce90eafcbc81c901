import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, failureMessage } from '../../src/api/errors';
import { tokenStore } from '../../src/api/tokens';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import type { OtpLoginSnapshot } from '../../machines/otp-login.connect';
import type { OtpLoginInput } from '../../machines/otp-login.types';
import { otpChildOf } from '../../machines/otp-verification.connect';
import type { OtpVerificationOutput } from '../../machines/otp-verification.types';
import { RESEND_SECONDS } from '../../machines/resend-countdown.machine';
import { loginDom as ui } from '../models/auth.dom';
import type { ModelPath, StepEvent } from '../../machines/model/model';
import { flush, useFakeTimersForTestingLibrary } from '../kit/timers';
import { recordNotices } from '../kit/notices';
import { atCodeStep, renderLogin, type LoginHarness, type User } from './login.harness';
import { MOBILE_TYPED, PROFILE, otpLoginModel as model } from '../../machines/model/otp-login.walk';
import {
  ALREADY_SENT,
  MOBILE,
  SENT,
  SERVER_DOWN,
  TOKENS,
  TOO_MANY,
  TOO_SOON,
  WRONG_CODE,
} from '../../machines/model/otp-verification.walk';

useFakeTimersForTestingLibrary();
const notices = recordNotices();

/** Drives the one-time-code child to the output the path's step names, through the screen. */
async function performOtpOutcome(output: OtpVerificationOutput, h: LoginHarness, user: User) {
  if (output.outcome === 'notSent') {
    await act(async () => h.settle('sendOtp', 'reject', new ApiError(output.failure)));
    return;
  }
  await act(async () => h.settle('sendOtp', 'resolve', SENT));
  await flush();
  if (output.outcome === 'cancelled') {
    await user.click(ui.editNumberButton());
    return;
  }
  await user.type(ui.codeBox(1), output.code);
  await act(async () => h.settle('submitOtp', 'resolve', output.tokens));
}

async function perform(event: StepEvent, h: LoginHarness, user: User) {
  if (event.type === 'xstate.done.actor.otp') await performOtpOutcome(event.output as OtpVerificationOutput, h, user);
  else if (event.type === 'xstate.done.actor.getMyProfile') await act(async () => h.settle('getMyProfile', 'resolve', event.output));
  else if (event.type === 'xstate.error.actor.getMyProfile') await act(async () => h.settle('getMyProfile', 'reject', event.error));
  else if (event.type === 'PHONE.CHANGE') {
    const input = ui.phoneInput()!;
    await user.clear(input);
    await user.type(input, String(event.value));
  } else if (event.type === 'PHONE.SUBMIT') await user.click(ui.sendCodeButton());
  else throw new Error(`the path test does not know how to perform ${event.type}`);
  await flush();
}

/** What the screen must show for a snapshot of the login machine (the code step: see the child's path test). */
function expectScreenFor(state: OtpLoginSnapshot) {
  const { context } = state;
  if (state.matches('enteringPhone') || state.matches('verifyingMobile')) {
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(context.mobile));
    expect(ui.queryCodeBoxes()).toHaveLength(0);
    expect(ui.errorText()).toBe(context.failure ? failureMessage(context.failure) : null);
  }
  if (state.matches('signedIn') || (state.matches('redirecting') && !context.hasToken)) {
    // Signed in: the code step stays, locked, until the catalogue opens.
    expect(ui.phoneInput()).toBeNull();
    expect(ui.codeBoxes().every((box) => box.hasAttribute('disabled'))).toBe(true);
    expect(ui.codeValue()).toBe(toPersianDigits(context.verifiedCode));
  }
  if (state.matches('redirecting') && context.hasToken) expect(ui.queryCodeBoxes()).toHaveLength(0);
  if (state.hasTag('busy')) expect(ui.busySpinners().length).toBeGreaterThan(0);
}

describe.each(model.paths.map((path) => [path.description, path] as const))('login screen: %s', (_, path: ModelPath) => {
  it('shows each state of the path and sends what the machine asks for', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const harness = renderLogin(path.input as OtpLoginInput);
    await flush();
    expect(harness.actor.getSnapshot().value).toEqual(path.initial.value);
    for (const step of path.steps) {
      await perform(step.event, harness, user);
      const snapshot = harness.actor.getSnapshot();
      expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expectScreenFor(snapshot);
    }
    const last = harness.actor.getSnapshot();
    if (last.matches('redirecting')) {
      expect(harness.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
    } else {
      expect(harness.navigate).not.toHaveBeenCalled();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Named behaviours, each through the screen.

describe('login screen', () => {
  it('sends the mobile with Latin digits and shows the server message as a success toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderLogin({ hasToken: false });
    await user.type(ui.phoneInput()!, MOBILE_TYPED);
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(MOBILE_TYPED);
    await user.click(ui.sendCodeButton());
    expect(h.calls).toEqual([{ id: 'sendOtp', input: { mobile: MOBILE } }]);
    expect(ui.sendCodeButton().hasAttribute('disabled')).toBe(true);
    await act(async () => h.settle('sendOtp', 'resolve', SENT));
    await flush();
    expect(notices).toContainEqual({ intent: 'success', text: SENT.message });
    expect(ui.codeBoxes()).toHaveLength(4);
  });

  it('submits the code when the fourth digit is typed, stores the tokens, greets by first name and goes to /medicineA', async () => {
    const { user, h } = await atCodeStep();
    await user.type(ui.codeBox(1), '۱۲۳');
    expect(h.calls.map((c) => c.id)).toEqual(['sendOtp']);
    await user.keyboard('٤');
    expect(h.calls.at(-1)).toEqual({ id: 'submitOtp', input: { mobile: MOBILE, code: '1234' } });
    expect(ui.confirmButton().hasAttribute('disabled')).toBe(true);
    expect(ui.busySpinners().length).toBeGreaterThan(0);
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    expect(tokenStore.access).toBe(TOKENS.accessToken);
    expect(tokenStore.refresh).toBe(TOKENS.refreshToken);
    expect(h.gate.send).toHaveBeenCalledWith({ type: 'SESSION.STARTED' });
    await act(async () => h.settle('getMyProfile', 'resolve', PROFILE));
    await flush();
    expect(notices).toContainEqual({ intent: 'success', text: 'مریم عزیز، خوش آمدی!', carry: true });
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
  });

  it('greets with the generic welcome when the profile call fails', async () => {
    const { user, h } = await atCodeStep();
    await user.type(ui.codeBox(1), '1234');
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    await act(async () => h.settle('getMyProfile', 'reject', SERVER_DOWN));
    await flush();
    expect(notices).toContainEqual({ intent: 'success', text: fa.auth.welcome, carry: true });
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
  });

  it('on a wrong code: shows the server message, clears the boxes and focuses the first; the next four digits submit again', async () => {
    const { user, h } = await atCodeStep('enter');
    await user.type(ui.codeBox(1), '1234');
    await act(async () => h.settle('submitOtp', 'reject', WRONG_CODE));
    await flush();
    expect(ui.errorText()).toBe('کد تأیید نادرست است.');
    expect(notices).toContainEqual({ intent: 'error', text: 'کد تأیید نادرست است.' });
    expect(ui.codeValue()).toBe('');
    expect(document.activeElement).toBe(ui.codeBox(1));
    await user.keyboard('567');
    expect(h.calls.filter((c) => c.id === 'submitOtp')).toHaveLength(1);
    await user.keyboard('8');
    expect(h.calls.at(-1)).toEqual({ id: 'submitOtp', input: { mobile: MOBILE, code: '5678' } });
  });

  it('after a server error the code stays and Enter sends it again', async () => {
    const { user, h } = await atCodeStep();
    await user.type(ui.codeBox(1), '1234');
    await act(async () => h.settle('submitOtp', 'reject', SERVER_DOWN));
    await flush();
    expect(ui.errorText()).toBe(fa.errors.generic);
    expect(notices).toContainEqual({ intent: 'error', text: fa.errors.generic });
    expect(ui.codeValue()).toBe('۱۲۳۴');
    await user.type(ui.codeBox(4), '{Enter}');
    expect(h.calls.filter((c) => c.id === 'submitOtp')).toHaveLength(2);
  });

  it('counts down from ۲:۰۰ in Persian digits; resend is offered at ۰:۰۰, clears the boxes and restarts the countdown', async () => {
    const { user, h } = await atCodeStep();
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۲:۰۰'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۱:۵۹'));
    await user.type(ui.codeBox(1), '12');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(118_000);
    });
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۰:۰۱'));
    expect(ui.resendButton()!.hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(ui.countdown()).toBeNull();
    await user.click(ui.resendButton()!);
    expect(h.calls.at(-1)).toEqual({ id: 'resendOtp', input: { mobile: MOBILE } });
    await act(async () => h.settle('resendOtp', 'resolve', SENT));
    await flush();
    expect(ui.codeValue()).toBe('');
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۲:۰۰'));
  });

  it('a 429 saying the code was already sent opens the code step with an info toast and the countdown at retryAfter; the first code signs in', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderLogin({ hasToken: false });
    await user.type(ui.phoneInput()!, MOBILE);
    await user.click(ui.sendCodeButton());
    await act(async () => h.settle('sendOtp', 'reject', ALREADY_SENT));
    await flush();
    expect(ui.codeBoxes()).toHaveLength(4);
    expect(ui.shownMobile()).toBe(toPersianDigits(MOBILE));
    expect(ui.errorText()).toBeNull();
    expect(notices).toEqual([{ intent: 'info', text: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.' }]);
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۱:۱۴'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(73_000);
    });
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۰:۰۱'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(ui.countdown()).toBeNull();
    expect(ui.resendButton()!.hasAttribute('disabled')).toBe(false);
    await user.type(ui.codeBox(1), '4821');
    expect(h.calls.at(-1)).toEqual({ id: 'submitOtp', input: { mobile: MOBILE, code: '4821' } });
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    await act(async () => h.settle('getMyProfile', 'resolve', PROFILE));
    await flush();
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
  });

  it('after the edit link, asking again for the same number while its code is valid opens the code step again', async () => {
    const { user, h } = await atCodeStep();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(46_000);
    });
    await user.click(ui.editNumberButton());
    await user.click(ui.sendCodeButton());
    expect(h.calls.map((c) => c.id)).toEqual(['sendOtp', 'sendOtp']);
    await act(async () => h.settle('sendOtp', 'reject', ALREADY_SENT));
    await flush();
    expect(ui.codeBoxes()).toHaveLength(4);
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۱:۱۴'));
  });

  it('any other refusal of send-otp stays on the phone step with the error, as a 429 without codeAlreadySent does', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderLogin({ hasToken: false });
    await user.type(ui.phoneInput()!, MOBILE);
    for (const refusal of [TOO_SOON, TOO_MANY]) {
      await user.click(ui.sendCodeButton());
      await act(async () => h.settle('sendOtp', 'reject', refusal));
      await flush();
      expect(ui.phoneInput()).not.toBeNull();
      expect(ui.queryCodeBoxes()).toHaveLength(0);
      expect(ui.errorText()).toBe(refusal.failure.kind === 'client' ? refusal.failure.message : null);
    }
    expect(notices.map((n) => n.intent)).toEqual(['error', 'error']);
  });

  it('a resend refused with codeAlreadySent restarts the countdown at retryAfter, keeps the typed digits and shows an info toast', async () => {
    const { user, h } = await atCodeStep();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    });
    await user.type(ui.codeBox(1), '48');
    await user.click(ui.resendButton()!);
    await act(async () => h.settle('resendOtp', 'reject', ALREADY_SENT));
    await flush();
    expect(ui.resendButton()!.hasAttribute('disabled')).toBe(true);
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۱:۱۴'));
    expect(ui.codeValue()).toBe('۴۸');
    expect(ui.errorText()).toBeNull();
    expect(notices.at(-1)).toEqual({ intent: 'info', text: ALREADY_SENT.failure.kind === 'client' ? ALREADY_SENT.failure.message : '' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(74_000);
    });
    expect(ui.resendButton()!.hasAttribute('disabled')).toBe(false);
  });

  it('a resend refused by the re-send window with an unusable code restarts the countdown at retryAfter and shows the error', async () => {
    const { user, h } = await atCodeStep();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    });
    await user.click(ui.resendButton()!);
    await act(async () => h.settle('resendOtp', 'reject', TOO_SOON));
    await flush();
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۰:۴۰'));
    expect(ui.errorText()).toBe('برای دریافت کد جدید دو دقیقه صبر کنید.');
    expect(notices.at(-1)).toEqual({ intent: 'error', text: 'برای دریافت کد جدید دو دقیقه صبر کنید.' });
    // A successful resend later starts from 2:00 again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    await user.click(ui.resendButton()!);
    await act(async () => h.settle('resendOtp', 'resolve', SENT));
    await flush();
    expect(ui.countdown()!.textContent).toBe(fa.auth.resendIn('۲:۰۰'));
  });

  it('the edit link returns to the phone step with the number kept and the code cleared', async () => {
    const { user, h } = await atCodeStep();
    await user.type(ui.codeBox(1), '12');
    const child = otpChildOf(h.actor.getSnapshot())!;
    await user.click(ui.editNumberButton());
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(MOBILE));
    expect(child.getSnapshot().context.code).toBe('');
    // Sending again starts a fresh code step: empty boxes.
    await user.click(ui.sendCodeButton());
    await act(async () => h.settle('sendOtp', 'resolve', SENT));
    await flush();
    expect(ui.codeValue()).toBe('');
  });

  it('a stored token goes straight to /medicineA without any call', async () => {
    const h = renderLogin({ hasToken: true });
    await flush();
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
    expect(h.calls).toEqual([]);
  });
});
