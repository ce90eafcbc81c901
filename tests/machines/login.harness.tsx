/**
 * The login screen rendered for path tests: a running login actor whose server calls wait until the
 * test settles them (by invoke id: `sendOtp`, `resendOtp`, `submitOtp` of the one-time-code child,
 * `getMyProfile`), the app's real effects with a spied gate and router, and the code step's user
 * events. The login's and the one-time-code machine's path tests share it.
 */
import { heldActors } from '../kit/held-actors';
import { vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createActor, type EventObject } from 'xstate';
import { failureMessage } from '../../src/api/errors';
import { authEffects } from '../../src/features/auth/authEffects';
import { LoginScreen } from '../../src/features/auth/LoginView';
import { fa } from '../../src/i18n/fa';
import { formatMinutesSeconds } from '../../src/lib/clock';
import { toPersianDigits } from '../../src/lib/digits';
import { otpLoginMachine } from '../../machines/otp-login.machine';
import type { OtpLoginInput } from '../../machines/otp-login.types';
import { otpVerificationMachine, type OtpVerificationSnapshot } from '../../machines/otp-verification.machine';
import { RESEND_SECONDS } from '../../machines/resend-countdown.machine';
import { loginDom as ui } from '../models/auth.dom';
import { flush } from '../kit/timers';
import { MOBILE, SENT } from '../../machines/model/otp-verification.walk';

export function renderLogin(input: OtpLoginInput) {
  const { heldActor, calls, settle } = heldActors();
  const gate = { send: vi.fn() };
  const navigate = vi.fn();
  const effects = authEffects({ gate, navigate });
  const machine = otpLoginMachine.provide({
    actors: {
      otpVerification: otpVerificationMachine.provide({
        actors: { sendOtp: heldActor(), submitOtp: heldActor() } as never,
        actions: effects,
      }),
      getMyProfile: heldActor() as never,
    },
    actions: effects,
  });
  const actor = createActor(machine, { input });
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <LoginScreen actorRef={actor} />
    </FluentProvider>,
  );
  return { actor, gate, navigate, calls, settle };
}
export type LoginHarness = ReturnType<typeof renderLogin>;
export type User = ReturnType<typeof userEvent.setup>;

/** The rendered login screen with the mobile sent (with the button or Enter); send-otp not answered yet. */
export async function atSending(submitWith: 'button' | 'enter' = 'button') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const h = renderLogin({ hasToken: false });
  await user.type(ui.phoneInput()!, MOBILE);
  if (submitWith === 'enter') await user.keyboard('{Enter}');
  else await user.click(ui.sendCodeButton());
  await flush();
  return { user, h };
}

/** The rendered login screen on its code step: a mobile typed and sent, send-otp answered. */
export async function atCodeStep(submitWith: 'button' | 'enter' = 'button') {
  const { user, h } = await atSending(submitWith);
  await act(async () => h.settle('sendOtp', 'resolve', SENT));
  await flush();
  return { user, h };
}

/** Performs an event of the one-time-code machine through the screen (or the server, or the clock). */
export async function performCodeEvent(event: EventObject, harness: LoginHarness, user: User) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (done?.[1] === 'countdown') {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    });
  } else if (done?.[1]) {
    const id = done[1];
    await act(async () => harness.settle(id, 'resolve', rest.output));
  } else if (failed?.[1]) {
    const id = failed[1];
    await act(async () => harness.settle(id, 'reject', rest.error));
  } else if (type === 'CODE.CHANGE') {
    for (const box of ui.codeBoxes().reverse()) if ((box as HTMLInputElement).value) fireEvent.change(box, { target: { value: '' } });
    await user.type(ui.codeBox(1), String(rest.value));
  } else if (type === 'CODE.SUBMIT') {
    await user.click(ui.confirmButton());
  } else if (type === 'CODE.RESEND') {
    await user.click(ui.resendButton()!);
  } else if (type === 'CODE.CANCEL') {
    await user.click(ui.editNumberButton());
  } else {
    throw new Error(`the path test does not know how to perform ${type}`);
  }
  await flush();
}

/** What the login screen must show for a running (or ended) one-time-code snapshot. */
export function expectCodeScreenFor(otp: OtpVerificationSnapshot, expect: typeof import('vitest').expect) {
  const { context } = otp;
  if (otp.matches('sending')) {
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(context.mobile));
    expect(ui.queryCodeBoxes()).toHaveLength(0);
    expect(ui.sendCodeButton().hasAttribute('disabled')).toBe(true);
    expect(ui.busySpinners().length).toBeGreaterThan(0);
    expect(ui.errorText()).toBeNull();
  }
  if (otp.matches('active')) {
    expect(ui.phoneInput()).toBeNull();
    expect(ui.shownMobile()).toBe(toPersianDigits(MOBILE));
    expect(ui.codeValue()).toBe(toPersianDigits(context.code.replace(/ /g, '')));
    if (otp.matches({ active: { resend: 'countingDown' } })) {
      // Path tests advance no clock inside a countdown: it still shows where it started (2:00, or the server's retryAfter).
      expect(ui.countdown()?.textContent).toBe(fa.auth.resendIn(formatMinutesSeconds(context.resendSeconds)));
      expect(ui.resendButton()!.hasAttribute('disabled')).toBe(true);
    } else {
      expect(ui.countdown()).toBeNull();
      expect(ui.resendButton()!.hasAttribute('disabled')).toBe(
        !otp.matches({ active: { resend: 'ready' } }) || otp.matches({ active: { code: 'verifying' } }),
      );
    }
    expect(ui.confirmButton().hasAttribute('disabled')).toBe(otp.hasTag('busy') || !/^[0-9]{4}$/.test(context.code));
    expect(ui.editNumberButton().hasAttribute('disabled')).toBe(otp.matches({ active: { code: 'verifying' } }));
    if (otp.hasTag('busy')) expect(ui.busySpinners().length).toBeGreaterThan(0);
    expect(ui.errorText()).toBe(context.failure ? failureMessage(context.failure) : null);
  }
  if (otp.matches('verified')) {
    // Signed in: the code step stays, locked, with the code, until the catalogue opens.
    expect(ui.phoneInput()).toBeNull();
    expect(ui.codeBoxes().every((box) => box.hasAttribute('disabled'))).toBe(true);
    expect(ui.codeValue()).toBe(toPersianDigits(context.code));
  }
  if (otp.matches('notSent') || otp.matches('cancelled')) {
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(context.mobile));
    expect(ui.queryCodeBoxes()).toHaveLength(0);
    expect(ui.errorText()).toBe(otp.matches('notSent') && context.failure ? failureMessage(context.failure) : null);
  }
}
