import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { tokenStore } from '../../src/api/tokens';
import { authEffects } from '../../src/features/auth/authEffects';
import { LoginScreen } from '../../src/features/auth/LoginView';
import { fa } from '../../src/i18n/fa';
import { formatMinutesSeconds } from '../../src/lib/clock';
import { toPersianDigits } from '../../src/lib/digits';
import { otpLoginMachine } from '../../machines/otp-login.machine';
import type { OtpLoginContext, OtpLoginEvent, OtpLoginInput } from '../../machines/otp-login.types';
import { RESEND_SECONDS } from '../../machines/resend-countdown.machine';
import { loginDom as ui } from '../models/auth.dom';
import { describeApiEvent, modelOf, type ModelPath } from './model';
import { flush, recordNotices, useFakeTimersForTestingLibrary } from '../ui/fake-timers';

const MOBILE_TYPED = '۰۹۱۲۱۲۳۴۵۶۷';
const MOBILE = '09121234567';
const SENT = { message: 'کد تأیید به شماره ۰۹۱۲۱۲۳۴۵۶۷ ارسال شد.' };
const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const PROFILE = { first_name: 'مریم', last_name: 'احمدی' };
const NO_NETWORK = new ApiError({ kind: 'network' });
const WRONG_CODE = new ApiError({ kind: 'client', status: 400, message: 'کد تأیید نادرست است.' });
const TOO_MANY = new ApiError({ kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.' });
const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });
/** Send-otp's 429 after a reload: the code sent earlier still works, 74 seconds until a new one. */
const ALREADY_SENT = new ApiError({
  kind: 'client',
  status: 429,
  message: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.',
  retryAfter: 74,
  codeAlreadySent: true,
});
/** The re-send window refuses, and the earlier code is used up: 40 seconds until a new one. */
const TOO_SOON = new ApiError({ kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.', retryAfter: 40, codeAlreadySent: false });

const inputs: OtpLoginInput[] = [{ hasToken: false }, { hasToken: true }];
const events: OtpLoginEvent[] = [
  { type: 'PHONE.CHANGE', value: MOBILE_TYPED },
  { type: 'CODE.CHANGE', value: '12' },
  { type: 'CODE.CHANGE', value: '1234' },
];

const model = modelOf(otpLoginMachine, {
  inputs,
  events,
  outputs: { sendOtp: [SENT], resendOtp: [SENT], submitOtp: [TOKENS], getMyProfile: [PROFILE] },
  errors: { sendOtp: [NO_NETWORK, ALREADY_SENT], resendOtp: [TOO_MANY, ALREADY_SENT, TOO_SOON], submitOtp: [WRONG_CODE, SERVER_DOWN], getMyProfile: [SERVER_DOWN] },
  describeEvent: describeApiEvent,
});

describe('login machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given codeStep.code.enteringCode, resend.countingDown, when CODE.CHANGE {"value":"12"}, then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.enteringCode, resend.countingDown, when CODE.CHANGE {"value":"1234"}, then codeStep.code.verifying, resend.countingDown",
        "given codeStep.code.enteringCode, resend.countingDown, when CODE.SUBMIT, then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.enteringCode, resend.countingDown, when CODE.SUBMIT, then codeStep.code.verifying, resend.countingDown",
        "given codeStep.code.enteringCode, resend.countingDown, when PHONE.EDIT, then enteringPhone",
        "given codeStep.code.enteringCode, resend.countingDown, when xstate.done.actor.countdown, then codeStep.code.enteringCode, resend.ready",
        "given codeStep.code.enteringCode, resend.ready, when CODE.CHANGE {"value":"12"}, then codeStep.code.enteringCode, resend.ready",
        "given codeStep.code.enteringCode, resend.ready, when CODE.CHANGE {"value":"1234"}, then codeStep.code.verifying, resend.ready",
        "given codeStep.code.enteringCode, resend.ready, when CODE.RESEND, then codeStep.code.enteringCode, resend.resending",
        "given codeStep.code.enteringCode, resend.ready, when CODE.SUBMIT, then codeStep.code.enteringCode, resend.ready",
        "given codeStep.code.enteringCode, resend.ready, when CODE.SUBMIT, then codeStep.code.verifying, resend.ready",
        "given codeStep.code.enteringCode, resend.ready, when PHONE.EDIT, then enteringPhone",
        "given codeStep.code.enteringCode, resend.resending, when CODE.CHANGE {"value":"12"}, then codeStep.code.enteringCode, resend.resending",
        "given codeStep.code.enteringCode, resend.resending, when CODE.CHANGE {"value":"1234"}, then codeStep.code.enteringCode, resend.resending",
        "given codeStep.code.enteringCode, resend.resending, when CODE.SUBMIT, then codeStep.code.enteringCode, resend.resending",
        "given codeStep.code.enteringCode, resend.resending, when PHONE.EDIT, then enteringPhone",
        "given codeStep.code.enteringCode, resend.resending, when xstate.done.actor.resendOtp, then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429 retryAfter 40), then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429 retryAfter 74 codeAlreadySent), then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.enteringCode, resend.resending, when xstate.error.actor.resendOtp (client 429), then codeStep.code.enteringCode, resend.ready",
        "given codeStep.code.verifying, resend.countingDown, when PHONE.EDIT, then codeStep.code.verifying, resend.countingDown",
        "given codeStep.code.verifying, resend.countingDown, when xstate.done.actor.countdown, then codeStep.code.verifying, resend.ready",
        "given codeStep.code.verifying, resend.countingDown, when xstate.done.actor.submitOtp, then signedIn.loadingProfile",
        "given codeStep.code.verifying, resend.countingDown, when xstate.error.actor.submitOtp (client 400), then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.verifying, resend.countingDown, when xstate.error.actor.submitOtp (server 500), then codeStep.code.enteringCode, resend.countingDown",
        "given codeStep.code.verifying, resend.ready, when CODE.RESEND, then codeStep.code.verifying, resend.ready",
        "given codeStep.code.verifying, resend.ready, when PHONE.EDIT, then codeStep.code.verifying, resend.ready",
        "given codeStep.code.verifying, resend.ready, when xstate.done.actor.submitOtp, then signedIn.loadingProfile",
        "given codeStep.code.verifying, resend.ready, when xstate.error.actor.submitOtp (client 400), then codeStep.code.enteringCode, resend.ready",
        "given codeStep.code.verifying, resend.ready, when xstate.error.actor.submitOtp (server 500), then codeStep.code.enteringCode, resend.ready",
        "given enteringPhone, when PHONE.CHANGE {"value":"۰۹۱۲۱۲۳۴۵۶۷"}, then enteringPhone",
        "given enteringPhone, when PHONE.SUBMIT, then enteringPhone",
        "given enteringPhone, when PHONE.SUBMIT, then sendingCode",
        "given sendingCode, when xstate.done.actor.sendOtp, then codeStep.code.enteringCode, resend.countingDown",
        "given sendingCode, when xstate.error.actor.sendOtp (client 429 retryAfter 74 codeAlreadySent), then codeStep.code.enteringCode, resend.countingDown",
        "given sendingCode, when xstate.error.actor.sendOtp (network), then enteringPhone",
        "given signedIn.loadingProfile, when xstate.done.actor.getMyProfile, then redirecting",
        "given signedIn.loadingProfile, when xstate.error.actor.getMyProfile (server 500), then redirecting",
      ]
    `);
  });
});

// ---------------------------------------------------------------------------------------------
// Every path replayed through the rendered screen: user events through the boxes and buttons,
// server answers through stubbed actors, the countdown through fake timers.

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown };

function renderLogin(input: OtpLoginInput) {
  const pending = new Map<string, Pending>();
  const calls: Array<{ id: string; input: unknown }> = [];
  const stub = () =>
    fromPromise<never, unknown>(({ self, input: callInput }) => {
      calls.push({ id: self.id, input: callInput });
      return new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject, input: callInput }));
    });
  const gate = { send: vi.fn() };
  const navigate = vi.fn();
  const machine = otpLoginMachine.provide({
    actors: { sendOtp: stub(), submitOtp: stub(), getMyProfile: stub() } as never,
    actions: authEffects({ gate, navigate }),
  });
  const actor = createActor(machine, { input });
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <LoginScreen actorRef={actor} />
    </FluentProvider>,
  );
  const settle = (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const call = pending.get(id);
    if (!call) throw new Error(`no ${id} call is waiting (pending: ${[...pending.keys()].join(', ')})`);
    pending.delete(id);
    call[how](value);
  };
  return { actor, gate, navigate, calls, settle };
}

useFakeTimersForTestingLibrary();
const notices = recordNotices();

/** The rendered login screen on its code step: a mobile typed and sent (with the button or Enter). */
async function atCodeStep(submitWith: 'button' | 'enter' = 'button') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const h = renderLogin({ hasToken: false });
  await user.type(ui.phoneInput()!, MOBILE);
  if (submitWith === 'enter') await user.keyboard('{Enter}');
  else await user.click(ui.sendCodeButton());
  await act(async () => h.settle('sendOtp', 'resolve', SENT));
  await flush();
  return { user, h };
}

async function perform(event: EventObject, harness: ReturnType<typeof renderLogin>, user: ReturnType<typeof userEvent.setup>) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (done?.[1] === 'countdown') {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_SECONDS * 1000);
    });
  } else if (done) {
    await act(async () => harness.settle(done[1], 'resolve', rest.output));
  } else if (failed) {
    await act(async () => harness.settle(failed[1], 'reject', rest.error));
  } else if (type === 'PHONE.CHANGE') {
    const input = ui.phoneInput()!;
    await user.clear(input);
    await user.type(input, String(rest.value));
  } else if (type === 'PHONE.SUBMIT') {
    await user.click(ui.sendCodeButton());
  } else if (type === 'PHONE.EDIT') {
    await user.click(ui.editNumberButton());
  } else if (type === 'CODE.CHANGE') {
    for (const box of ui.codeBoxes().reverse()) if ((box as HTMLInputElement).value) fireEvent.change(box, { target: { value: '' } });
    await user.type(ui.codeBox(1), String(rest.value));
  } else if (type === 'CODE.SUBMIT') {
    await user.click(ui.confirmButton());
  } else if (type === 'CODE.RESEND') {
    await user.click(ui.resendButton()!);
  } else {
    throw new Error(`the replay does not know how to perform ${type}`);
  }
  await flush();
}

/** What the screen must show for a snapshot of the machine. */
function expectScreenFor(state: { value: unknown; context: OtpLoginContext; matches: (v: never) => boolean; hasTag: (t: string) => boolean }) {
  const { context } = state;
  const matches = (value: unknown) => state.matches(value as never);
  if (matches('enteringPhone') || matches('sendingCode')) {
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(context.mobile));
    expect(ui.queryCodeBoxes()).toHaveLength(0);
  }
  if (matches('codeStep')) {
    expect(ui.phoneInput()).toBeNull();
    expect(ui.shownMobile()).toBe(toPersianDigits(MOBILE));
    expect(ui.codeValue()).toBe(toPersianDigits(context.code.replace(/ /g, '')));
    if (matches({ codeStep: { resend: 'countingDown' } })) {
      // Replays advance no clock inside a countdown: it still shows where it started (2:00, or the server's retryAfter).
      expect(ui.countdown()?.textContent).toBe(fa.auth.resendIn(formatMinutesSeconds(context.resendSeconds)));
      expect(ui.resendButton()!.hasAttribute('disabled')).toBe(true);
    } else {
      expect(ui.countdown()).toBeNull();
      expect(ui.resendButton()!.hasAttribute('disabled')).toBe(!matches({ codeStep: { resend: 'ready' } }) || matches({ codeStep: { code: 'verifying' } }));
    }
    expect(ui.confirmButton().hasAttribute('disabled')).toBe(state.hasTag('busy') || !/^[0-9]{4}$/.test(context.code));
  }
  if (matches('signedIn') || (matches('redirecting') && !context.hasToken)) {
    // Signed in: the code step stays, locked, until the catalogue opens.
    expect(ui.phoneInput()).toBeNull();
    expect(ui.codeBoxes().every((box) => box.hasAttribute('disabled'))).toBe(true);
  }
  if (matches('redirecting') && context.hasToken) expect(ui.queryCodeBoxes()).toHaveLength(0);
  if (state.hasTag('busy')) expect(ui.busySpinners().length).toBeGreaterThan(0);
  if (!matches('redirecting') && !matches('signedIn')) {
    const expected = context.failure ? ('message' in context.failure ? context.failure.message : context.failure.kind === 'network' ? fa.errors.noNetwork : fa.errors.generic) : null;
    expect(ui.errorText()).toBe(expected);
  }
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
      expectScreenFor(snapshot as never);
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
    expect(notices).toContainEqual({ intent: 'success', text: 'مریم عزیز، خوش آمدی!' });
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
  });

  it('greets with the generic welcome when the profile call fails', async () => {
    const { user, h } = await atCodeStep();
    await user.type(ui.codeBox(1), '1234');
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    await act(async () => h.settle('getMyProfile', 'reject', SERVER_DOWN));
    await flush();
    expect(notices).toContainEqual({ intent: 'success', text: fa.auth.welcome });
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
    await user.click(ui.editNumberButton());
    expect((ui.phoneInput() as HTMLInputElement).value).toBe(toPersianDigits(MOBILE));
    expect(h.actor.getSnapshot().context.code).toBe('');
  });

  it('a stored token goes straight to /medicineA without any call', async () => {
    const h = renderLogin({ hasToken: true });
    await flush();
    expect(h.navigate).toHaveBeenCalledWith('/medicineA', { replace: true });
    expect(h.calls).toEqual([]);
  });
});
