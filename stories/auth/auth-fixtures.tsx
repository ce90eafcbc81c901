import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Profile } from '../../src/api/client';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { notifier } from '../../src/api/notifier';
import type { Tokens } from '../../src/api/tokens';
import { LoginScreen, LoginView } from '../../src/features/auth/LoginView';
import { RegisterView } from '../../src/features/auth/RegisterView';
import { otpLoginMachine } from '../../machines/otp-login.machine';
import { otpVerificationMachine } from '../../machines/otp-verification.machine';
import type { OtpVerificationContext } from '../../machines/otp-verification.types';
import type { OtpLoginContext } from '../../machines/otp-login.types';
import { RESEND_SECONDS } from '../../machines/resend-countdown.machine';
import { registrationMachine } from '../../machines/registration.machine';
import type { RegistrationContext, RegistrationForm } from '../../machines/registration.types';

export const MOBILE = '09121234567';
export const SENT = { message: 'کد تأیید به شماره ۰۹۱۲۱۲۳۴۵۶۷ ارسال شد.' };
export const failures = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  wrongCode: { kind: 'client', status: 400, message: 'کد تأیید نادرست است.' },
  tooMany: { kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.' },
  /** Send-otp's 429 after a reload: the code sent 46 seconds ago is still valid. */
  codeAlreadySent: {
    kind: 'client',
    status: 429,
    message: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.',
    retryAfter: 74,
    codeAlreadySent: true,
  },
  badMobile: { kind: 'client', status: 400, message: 'شماره موبایل معتبر نیست.' },
  conflict: { kind: 'client', status: 409, message: 'ثبت‌نام این شماره قبلاً انجام شده است.' },
} satisfies Record<string, ApiFailure>;

/** The code step's part of a story's state (the one-time-code machine's context). */
type CodeContext = Partial<Pick<OtpVerificationContext, 'code' | 'failure' | 'resendSeconds'>>;
type CodeValue = { code: 'enteringCode' | 'verifying'; resend: 'countingDown' | 'ready' | 'resending' };

/** A real one-time-code snapshot: `sending`, or the code step's two regions. */
function otpSnapshot(value: 'sending' | CodeValue, context: CodeContext) {
  return otpVerificationMachine.resolveState({
    value: value === 'sending' ? 'sending' : { active: value },
    context: { mobile: MOBILE, code: '', failure: null, resendSeconds: RESEND_SECONDS, result: null, ...context },
  });
}

/** A login story's state: the login snapshot and, on the code step, the one-time-code child's. */
export interface LoginStoryState {
  login: ReturnType<typeof otpLoginMachine.resolveState>;
  otp?: ReturnType<typeof otpSnapshot>;
}

/**
 * Real snapshots (no running actors) for a screen of the login: `enteringPhone`, `sendingCode`,
 * `{ codeStep: { code, resend } }` (the child's regions) or `{ signedIn: 'loadingProfile' }`.
 */
export function loginSnapshot(
  value: 'enteringPhone' | 'sendingCode' | { codeStep: CodeValue } | { signedIn: 'loadingProfile' },
  context: Partial<OtpLoginContext> & CodeContext = {},
): LoginStoryState {
  const { code = '', failure = null, resendSeconds = RESEND_SECONDS, ...rest } = context;
  const base = { hasToken: false, mobile: MOBILE, failure: null, verifiedCode: '', ...rest };
  if (value === 'enteringPhone') return { login: otpLoginMachine.resolveState({ value, context: { ...base, failure } }) };
  if (value === 'sendingCode') {
    return { login: otpLoginMachine.resolveState({ value: 'verifyingMobile', context: base }), otp: otpSnapshot('sending', {}) };
  }
  if ('signedIn' in value) return { login: otpLoginMachine.resolveState({ value, context: { ...base, verifiedCode: code } }) };
  return {
    login: otpLoginMachine.resolveState({ value: 'verifyingMobile', context: base }),
    otp: otpSnapshot(value.codeStep, { code, failure, resendSeconds }),
  };
}

const logged = (event: unknown) => console.info('send', event);

/** The login screen for one state; events are only logged. */
export function LoginStory({ snapshot }: { snapshot: LoginStoryState }) {
  return <LoginView snapshot={snapshot.login} send={logged} otp={snapshot.otp && { snapshot: snapshot.otp, send: logged }} />;
}

/**
 * A running login actor whose send-otp answers at once: the code step with the real 2:00 countdown.
 * With `refusal`, send-otp fails with it instead (the server's message becomes an info toast when the
 * machine asks for one). Verifying never answers, so the story stays on screen.
 */
export function LiveCodeStepStory({ refusal }: { refusal?: ApiFailure } = {}) {
  const [actor] = useState(() => {
    const machine = otpLoginMachine.provide({
      actors: {
        otpVerification: otpVerificationMachine.provide({
          actions: {
            inform: (_, params: { message: string }) => notifier.notify({ intent: 'info', text: params.message }),
          },
          actors: {
            sendOtp: fromPromise(async () => {
              if (refusal) throw new ApiError(refusal);
              return SENT;
            }),
            submitOtp: fromPromise(() => new Promise<Tokens>(() => {})),
          },
        }),
        getMyProfile: fromPromise(() => new Promise<Profile>(() => {})),
      },
    });
    const live = createActor(machine, { input: { hasToken: false } });
    live.start();
    live.send({ type: 'PHONE.CHANGE', value: MOBILE });
    live.send({ type: 'PHONE.SUBMIT' });
    return live;
  });
  return <LoginScreen actorRef={actor} />;
}

export const PROVINCES = [
  { _id: '8', name: 'تهران' },
  { _id: '4', name: 'اصفهان' },
  { _id: '7', name: 'فارس' },
  { _id: '1', name: 'آذربایجان شرقی' },
];

export const FILLED_FORM: RegistrationForm = {
  mobile: MOBILE,
  firstName: 'مریم',
  lastName: 'احمدی',
  orgName: 'داروخانه دکتر احمدی',
  province: '8',
  phone: '02188776655',
  email: 'info@example.ir',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
};

const EMPTY_FORM: RegistrationForm = {
  mobile: '',
  firstName: '',
  lastName: '',
  orgName: '',
  province: '',
  phone: '',
  email: '',
  address: '',
};

/** A registration story's state: the wizard's snapshot and, while the mobile is verified, the child's. */
export interface RegisterStoryState {
  wizard: ReturnType<typeof registrationMachine.resolveState>;
  otp?: ReturnType<typeof otpSnapshot>;
}

type WizardValue = Parameters<typeof registrationMachine.resolveState>[0]['value'];

/**
 * Real snapshots for a screen of the wizard. `{ step1: 'sendingCode' }` and
 * `{ step1: { verifyingMobile: 'enteringCode' | 'verifying' } }` are the one-time-code child's states.
 */
export function registrationSnapshot(
  value: WizardValue | { step1: 'sendingCode' } | { step1: { verifyingMobile: 'enteringCode' | 'verifying' } },
  context: Partial<RegistrationContext> & Pick<CodeContext, 'code'> = {},
): RegisterStoryState {
  const { code = '', ...rest } = context;
  const wizardContext: RegistrationContext = {
    hasToken: false,
    requestedStep: 1,
    form: EMPTY_FORM,
    attempted: false,
    registered: false,
    failure: null,
    packageId: null,
    wantInvoice: false,
    provinces: PROVINCES,
    provincesFailed: false,
    serverProfile: null,
    ...rest,
  } as RegistrationContext;
  const step1 = typeof value === 'object' && 'step1' in value ? value.step1 : null;
  if (step1 === 'sendingCode') {
    return {
      wizard: registrationMachine.resolveState({ value: { step1: 'verifyingMobile' }, context: wizardContext }),
      otp: otpSnapshot('sending', {}),
    };
  }
  if (step1 !== null && typeof step1 === 'object' && 'verifyingMobile' in step1) {
    return {
      wizard: registrationMachine.resolveState({ value: { step1: 'verifyingMobile' }, context: { ...wizardContext, failure: null } }),
      otp: otpSnapshot(
        { code: step1.verifyingMobile as CodeValue['code'], resend: 'countingDown' },
        { code, failure: wizardContext.failure },
      ),
    };
  }
  return { wizard: registrationMachine.resolveState({ value: value as WizardValue, context: wizardContext }) };
}

/** The wizard for one state; events are only logged. */
export function RegisterStory({ snapshot }: { snapshot: RegisterStoryState }) {
  return <RegisterView snapshot={snapshot.wizard} send={logged} otp={snapshot.otp && { snapshot: snapshot.otp, send: logged }} />;
}
