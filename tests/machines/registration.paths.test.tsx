import { heldActors } from '../kit/held-actors';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, type EventObject } from 'xstate';
import { ApiError, failureMessage } from '../../src/api/errors';
import { tokenStore } from '../../src/api/tokens';
import { authEffects } from '../../src/features/auth/authEffects';
import { RegisterRoute } from '../../src/features/auth/RegisterPage';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';
import { stepOf } from '../../machines/registration.connect';
import { registrationMachine, registrationPayload } from '../../machines/registration.machine';
import { invoiceOf, packageById } from '../../machines/registration.packages';
import type { RegistrationInput } from '../../machines/registration.types';
import { registerDom as ui, loginDom } from '../models/auth.dom';
import type { ModelPath } from '../../machines/model/model';
import { otpChildOf } from '../../machines/otp-verification.connect';
import { otpVerificationMachine } from '../../machines/otp-verification.machine';
import type { OtpVerificationOutput } from '../../machines/otp-verification.types';
import { ALREADY, CHECKOUT_LEAVING, MOBILE_TYPED, PROVINCES, REGISTERED, registrationModel } from '../../machines/model/registration.walk';
import { ALREADY_SENT, MOBILE, NO_NETWORK, SENT, SERVER_DOWN, TOKENS } from '../../machines/model/otp-verification.walk';

const ALREADY_SENT_TEXT = ALREADY_SENT.failure.kind === 'client' ? ALREADY_SENT.failure.message : '';
import { flush, useFakeTimersForTestingLibrary } from '../kit/timers';
import { recordNotices } from '../kit/notices';

// ---------------------------------------------------------------------------------------------
// Every path walked through the rendered wizard on a memory router.

function renderWizard(input: RegistrationInput) {
  const { heldActor, calls, settle } = heldActors();
  const gate = { send: vi.fn() };
  const goHome = vi.fn();
  const effects = authEffects({ gate, navigate: goHome });
  const machine = registrationMachine.provide({
    actors: {
      loadProvinces: heldActor() as never,
      // Read once at start (behaviour §2.3: step 3 shows what the server has): the path's `profile` step settles it.
      loadProfile: heldActor() as never,
      otpVerification: otpVerificationMachine.provide({
        actors: { sendOtp: heldActor(), submitOtp: heldActor() } as never,
        actions: effects,
      }),
      register: heldActor() as never,
      checkout: heldActor() as never,
    },
    // The address is written through the router (the app's `syncUrl` navigates the same way).
    actions: { ...effects, syncUrl: (_, params) => void router.navigate(`/Register/step${params.step}`, { replace: params.replace }) },
  });
  const actor = createActor(machine, { input });
  const router = createMemoryRouter([{ path: '/Register/:step', element: <RegisterRoute actorRef={actor} /> }], {
    initialEntries: [`/Register/step${input.step}`],
  });
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return { actor, router, gate, goHome, calls, settle };
}
type Harness = ReturnType<typeof renderWizard>;

useFakeTimersForTestingLibrary();
const notices = recordNotices();

const fieldLabel = (field: keyof typeof fa.register.fields) => fa.register.fields[field];

/** Drives the one-time-code child in the dialog to the output the path's step names. */
async function performOtpOutcome(output: OtpVerificationOutput, h: Harness, user: ReturnType<typeof userEvent.setup>) {
  if (output.outcome === 'notSent') {
    await act(async () => h.settle('sendOtp', 'reject', new ApiError(output.failure)));
    return;
  }
  await act(async () => h.settle('sendOtp', 'resolve', SENT));
  await flush();
  expect(ui.dialog()).not.toBeNull();
  if (output.outcome === 'cancelled') {
    await user.click(ui.dialogCancel());
    return;
  }
  await user.type(loginDom.codeBox(1), output.code);
  await act(async () => h.settle('submitOtp', 'resolve', output.tokens));
}

async function perform(event: EventObject, h: Harness, user: ReturnType<typeof userEvent.setup>) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (done?.[1] === 'otp') await performOtpOutcome(rest.output as OtpVerificationOutput, h, user);
  else if (done) await act(async () => h.settle(done[1], 'resolve', rest.output));
  else if (failed) await act(async () => h.settle(failed[1], 'reject', rest.error));
  else if (type === 'FIELD.CHANGE') {
    // Pasted into the empty field, not typed key by key: the same value reaches the machine, without
    // a render of the wizard per character (typing is tested by its own tests below).
    await user.click(ui.field(fieldLabel(rest.field as 'mobile')));
    await user.paste(String(rest.value));
  } else if (type === 'STEP1.SUBMIT') await user.click(ui.submitStep1());
  else if (type === 'PACKAGE.CHOOSE') await user.click(ui.packageButton(rest.packageId as '1m'));
  else if (type === 'INVOICE.TOGGLE') await user.click(ui.invoiceCheckbox());
  else if (type === 'STEP.PREVIOUS') await user.click(ui.previousButton());
  else if (type === 'STEP3.SUBMIT') await user.click(ui.payButton());
  else if (type === 'URL.CHANGED') await act(async () => h.router.navigate(`/Register/step${rest.step}`));
  else throw new Error(`the path test does not know how to perform ${type}`);
  await flush();
}

function expectScreenFor(h: Harness) {
  const snapshot = h.actor.getSnapshot();
  const c = snapshot.context;
  const step = stepOf(snapshot);
  if (step === null) {
    expect(snapshot.status).toBe('done');
    expect(h.goHome).toHaveBeenCalledWith('/', { replace: true });
    return;
  }
  expect(h.goHome).not.toHaveBeenCalled();
  expect(h.router.state.location.pathname).toBe(`/Register/step${step}`);
  expect(ui.currentStep()).toBe(step);
  if (step === 1) {
    expect((ui.field(fieldLabel('mobile')) as HTMLInputElement).value).toBe(toPersianDigits(c.form.mobile));
    expect((ui.field(fieldLabel('firstName')) as HTMLInputElement).value).toBe(c.form.firstName);
    const expectedErrors = c.attempted
      ? [
          !c.form.firstName && fa.register.required,
          !c.form.lastName && fa.register.required,
          !/^09[0-9]{9}$/.test(c.form.mobile) && fa.register.invalidMobile,
        ].filter(Boolean)
      : [];
    const dialogOpen = otpChildOf(snapshot)?.getSnapshot().matches('active') === true;
    expect(Boolean(ui.dialog())).toBe(dialogOpen);
    const shownErrors = ui.fieldErrors().filter((text) => text !== (c.failure ? failureMessage(c.failure) : null));
    expect(shownErrors).toEqual(expectedErrors);
    if (!dialogOpen) expect(ui.failureBar()).toBe(c.failure ? failureMessage(c.failure) : null);
    expect(ui.provinceDropdown().hasAttribute('disabled') || ui.provinceDropdown().getAttribute('aria-disabled') === 'true').toBe(
      c.provinces === null || !snapshot.matches({ step1: 'editing' }),
    );
  }
  if (step === 2) expect(ui.packageCards()).toHaveLength(4);
  if (step === 3) {
    const invoice = invoiceOf(packageById(c.packageId)!.price);
    expect(screen.getByText(formatAmount(invoice.total))).toBeTruthy();
    expect((ui.invoiceCheckbox() as HTMLInputElement).checked).toBe(c.wantInvoice);
    // 'payment' is disabled while checkout runs and while the browser leaves for the gateway.
    expect(ui.payButton().hasAttribute('disabled')).toBe(!snapshot.matches('step3'));
  }
}

describe.each(registrationModel.paths.map((path) => [path.description, path] as const))('registration wizard: %s', (_, path: ModelPath) => {
  it('shows each state of the path, and the address follows the step', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard(path.input as RegistrationInput);
    await flush();
    expect(h.actor.getSnapshot().value).toEqual(path.initial.value);
    for (const step of path.steps) {
      await perform(step.event, h, user);
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expectScreenFor(h);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Named behaviours through the screen.

describe('registration wizard', () => {
  async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
    // Pasted, not typed: each typed character renders the wizard again, and on a loaded machine the
    // few hundred renders of typing every field took the test past its time (typing is tested above).
    for (const [field, value] of [
      ['mobile', MOBILE_TYPED],
      ['firstName', 'مریم'],
      ['lastName', 'احمدی'],
      ['phone', '۰۲۱۸۸۷۷۶۶۵۵۱۲۳'],
      ['orgName', 'داروخانه دکتر احمدی'],
      ['email', 'info@example.ir'],
      ['address', 'تهران، خیابان ولیعصر'],
    ] as const) {
      await user.click(ui.field(fieldLabel(field)));
      await user.paste(value);
    }
  }

  it('shows no error before the first submit; after it, the mobile and both names; no call is made', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: false, step: 1 });
    await user.type(ui.field(fieldLabel('mobile')), '0812');
    expect(ui.fieldErrors()).toEqual([]);
    await user.click(ui.submitStep1());
    expect(ui.fieldErrors()).toEqual([fa.register.required, fa.register.required, fa.register.invalidMobile]);
    expect(h.calls.map((c) => c.id)).toEqual(['provinces', 'profile']);
    await user.type(ui.field(fieldLabel('firstName')), 'مریم');
    expect(ui.fieldErrors()).toEqual([fa.register.required, fa.register.invalidMobile]);
  });

  it('without a token: verifies the mobile by code, stores the tokens, registers with the SPEC payload and moves to step 2', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: false, step: 1 });
    await act(async () => h.settle('provinces', 'resolve', PROVINCES));
    await flush();
    await fillStep1(user);
    await user.click(ui.provinceDropdown());
    await user.click(await screen.findByRole('option', { name: 'تهران' }));
    await user.click(ui.submitStep1());
    expect(h.calls.at(-1)).toEqual({ id: 'sendOtp', input: { mobile: MOBILE } });
    await act(async () => h.settle('sendOtp', 'resolve', SENT));
    await flush();
    expect(ui.dialog()).not.toBeNull();
    expect(within(ui.dialog()!).getByText(fa.register.verifyText(toPersianDigits(MOBILE)))).toBeTruthy();
    await user.type(loginDom.codeBox(1), '٤٣٢١');
    expect(h.calls.at(-1)).toEqual({ id: 'submitOtp', input: { mobile: MOBILE, code: '4321' } });
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    expect(tokenStore.access).toBe(TOKENS.accessToken);
    expect(h.gate.send).toHaveBeenCalledWith({ type: 'SESSION.STARTED' });
    expect(h.calls.at(-1)).toEqual({
      id: 'register',
      input: {
        mobile: MOBILE,
        password: '',
        org_name: 'داروخانه دکتر احمدی',
        state: '8',
        last_login: '',
        first_name: 'مریم',
        last_name: 'احمدی',
        address: 'تهران، خیابان ولیعصر',
        phone: '02188776655',
      },
    });
    expect(Object.keys(h.calls.at(-1)!.input as object)).not.toContain('email');
    expect(h.gate.send).not.toHaveBeenCalledWith({ type: 'PROFILE.CHANGED' });
    await act(async () => h.settle('register', 'resolve', REGISTERED));
    await flush();
    // The gate learns at once that the profile changed (its check from the sign-in is stale).
    expect(h.gate.send).toHaveBeenLastCalledWith({ type: 'PROFILE.CHANGED' });
    expect(notices).toContainEqual({ intent: 'success', text: REGISTERED.message });
    expect(h.router.state.location.pathname).toBe('/Register/step2');
  });

  it('a send-otp 429 saying the code was already sent opens the code dialog anyway (info toast); the first code verifies', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: false, step: 1 });
    await act(async () => h.settle('provinces', 'resolve', PROVINCES));
    await flush();
    await fillStep1(user);
    await user.click(ui.submitStep1());
    await act(async () => h.settle('sendOtp', 'reject', ALREADY_SENT));
    await flush();
    expect(ui.dialog()).not.toBeNull();
    expect(ui.failureBar()).toBeNull();
    expect(notices).toEqual([{ intent: 'info', text: ALREADY_SENT_TEXT }]);
    await user.type(loginDom.codeBox(1), '4821');
    expect(h.calls.at(-1)).toEqual({ id: 'submitOtp', input: { mobile: MOBILE, code: '4821' } });
    await act(async () => h.settle('submitOtp', 'resolve', TOKENS));
    await flush();
    expect(h.calls.at(-1)?.id).toBe('register');
  });

  it('a send-otp 429 without codeAlreadySent keeps the dialog closed and shows the server message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: false, step: 1 });
    await fillStep1(user);
    await user.click(ui.submitStep1());
    const locked = new ApiError({
      kind: 'client',
      status: 429,
      message: 'برای دریافت کد جدید دو دقیقه صبر کنید.',
      retryAfter: 40,
      codeAlreadySent: false,
    });
    await act(async () => h.settle('sendOtp', 'reject', locked));
    await flush();
    expect(ui.dialog()).toBeNull();
    expect(ui.failureBar()).toBe('برای دریافت کد جدید دو دقیقه صبر کنید.');
    expect(notices).toEqual([{ intent: 'error', text: 'برای دریافت کد جدید دو دقیقه صبر کنید.' }]);
  });

  it('with a token: registers directly; a 409 shows the server message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: true, step: 1 });
    await fillStep1(user);
    await user.click(ui.submitStep1());
    expect(h.calls.map((c) => c.id)).toEqual(['provinces', 'profile', 'register']);
    await act(async () => h.settle('register', 'reject', ALREADY));
    await flush();
    expect(ui.failureBar()).toBe(ALREADY.failure.kind === 'client' ? ALREADY.failure.message : '');
    expect(notices).toContainEqual({ intent: 'error', text: 'ثبت‌نام این شماره قبلاً انجام شده است.' });
    expect(h.router.state.location.pathname).toBe('/Register/step1');
  });

  it('step 2 shows the four packages; choosing one shows its invoice with 10% VAT on step 3; payment leaves for the gateway', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: true, step: 2 });
    await flush();
    const cards = ui.packageCards();
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      ['month-1', 'month-3', 'month-6', 'month-12'].map((id) => fa.packages.names[id]),
    );
    expect(within(cards[0]).getByText('۱٬۲۰۰٬۰۰۰')).toBeTruthy();
    expect(within(cards[3]).getByText('۶٬۴۰۰٬۰۰۰')).toBeTruthy();
    expect(
      within(cards[2])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...fa.register.features]);
    await user.click(ui.packageButton('1m'));
    expect(h.router.state.location.pathname).toBe('/Register/step3');
    expect(screen.getAllByText('۱٬۲۰۰٬۰۰۰').length).toBeGreaterThan(0);
    expect(screen.getByText('۱۲۰٬۰۰۰')).toBeTruthy();
    expect(screen.getByText('۱٬۳۲۰٬۰۰۰')).toBeTruthy();
    await user.click(ui.invoiceCheckbox());
    expect((ui.invoiceCheckbox() as HTMLInputElement).checked).toBe(true);
    await user.click(ui.previousButton());
    expect(h.router.state.location.pathname).toBe('/Register/step2');
    await user.click(ui.packageButton('12m'));
    expect(screen.getByText('۷٬۰۴۰٬۰۰۰')).toBeTruthy();
    // 'payment' starts the shared checkout for the card's server package; the browser then leaves.
    await user.click(ui.payButton());
    expect(h.calls.at(-1)).toEqual({ id: 'checkout', input: { packageId: 'month-12' } });
    expect(ui.payButton().hasAttribute('disabled')).toBe(true);
    await act(async () => h.settle('checkout', 'resolve', CHECKOUT_LEAVING));
    await flush();
    expect(h.actor.getSnapshot().value).toBe('toGateway');
    expect(ui.payButton().hasAttribute('disabled')).toBe(true);
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('step 2 without a token goes to /', async () => {
    const h = renderWizard({ hasToken: false, step: 2 });
    await flush();
    expect(h.goHome).toHaveBeenCalledWith('/', { replace: true });
  });

  it('step 3 asked for without a chosen package shows step 2 and corrects the address', async () => {
    const h = renderWizard({ hasToken: true, step: 3 });
    await flush();
    expect(ui.currentStep()).toBe(2);
    expect(h.router.state.location.pathname).toBe('/Register/step2');
  });

  it('the browser back button returns to step 1 with the form kept', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const h = renderWizard({ hasToken: true, step: 1 });
    await fillStep1(user);
    await user.click(ui.submitStep1());
    await act(async () => h.settle('register', 'resolve', REGISTERED));
    await flush();
    expect(ui.currentStep()).toBe(2);
    await act(async () => h.router.navigate(-1));
    await flush();
    expect(ui.currentStep()).toBe(1);
    expect((ui.field(fieldLabel('firstName')) as HTMLInputElement).value).toBe('مریم');
    await user.click(ui.submitStep1());
    expect(ui.currentStep()).toBe(2);
    expect(h.calls.filter((c) => c.id === 'register')).toHaveLength(1);
  });

  it('a failed province list reports only no network, and the dropdown keeps its loading placeholder', async () => {
    const h = renderWizard({ hasToken: false, step: 1 });
    await act(async () => h.settle('provinces', 'reject', SERVER_DOWN));
    await flush();
    expect(notices).toEqual([]);
    expect(ui.provinceDropdown().textContent).toContain(fa.register.provincesLoading);
    const h2 = renderWizard({ hasToken: false, step: 1 });
    await act(async () => h2.settle('provinces', 'reject', NO_NETWORK));
    await flush();
    expect(notices).toEqual([{ intent: 'error', text: fa.errors.noNetwork }]);
  });

  it('the payload never carries the e-mail and trims the names', () => {
    const payload = registrationPayload({
      mobile: MOBILE,
      firstName: ' مریم ',
      lastName: 'احمدی',
      orgName: '',
      province: '',
      phone: '',
      email: 'a@b.ir',
      address: '',
    });
    expect(payload).toEqual({
      mobile: MOBILE,
      password: '',
      org_name: '',
      state: '',
      last_login: '',
      first_name: 'مریم',
      last_name: 'احمدی',
      address: '',
      phone: '',
    });
  });
});
