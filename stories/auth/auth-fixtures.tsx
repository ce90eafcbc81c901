import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Profile } from '../../src/api/client';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { notifier } from '../../src/api/notifier';
import type { Tokens } from '../../src/api/tokens';
import { LoginScreen, LoginView } from '../../src/features/auth/LoginView';
import { RegisterView } from '../../src/features/auth/RegisterView';
import { otpLoginMachine } from '../../machines/otp-login.machine';
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

/** A real login-machine snapshot for a state value and context (no running actors). */
export function loginSnapshot(value: Parameters<typeof otpLoginMachine.resolveState>[0]['value'], context: Partial<OtpLoginContext> = {}) {
  return otpLoginMachine.resolveState({
    value,
    context: { hasToken: false, mobile: MOBILE, code: '', failure: null, resendSeconds: RESEND_SECONDS, ...context },
  });
}

/** The login screen for one snapshot; events are only logged. */
export function LoginStory({ snapshot }: { snapshot: ReturnType<typeof loginSnapshot> }) {
  return <LoginView snapshot={snapshot} send={(event) => console.info('send', event)} />;
}

/**
 * A running login actor whose send-otp answers at once: the code step with the real 2:00 countdown.
 * With `refusal`, send-otp fails with it instead (the server's message becomes an info toast when the
 * machine asks for one). Verifying never answers, so the story stays on screen.
 */
export function LiveCodeStepStory({ refusal }: { refusal?: ApiFailure } = {}) {
  const [actor] = useState(() => {
    const machine = otpLoginMachine.provide({
      actions: {
        inform: (_, params: { message: string }) => notifier.notify({ intent: 'info', text: params.message }),
      },
      actors: {
        sendOtp: fromPromise(async () => {
          if (refusal) throw new ApiError(refusal);
          return SENT;
        }),
        submitOtp: fromPromise(() => new Promise<Tokens>(() => {})),
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

const EMPTY_FORM: RegistrationForm = { mobile: '', firstName: '', lastName: '', orgName: '', province: '', phone: '', email: '', address: '' };

/** A real registration-machine snapshot for a state value and context. */
export function registrationSnapshot(
  value: Parameters<typeof registrationMachine.resolveState>[0]['value'],
  context: Partial<RegistrationContext> = {},
) {
  return registrationMachine.resolveState({
    value,
    context: {
      hasToken: false,
      requestedStep: 1,
      form: EMPTY_FORM,
      attempted: false,
      registered: false,
      code: '',
      failure: null,
      packageId: null,
      wantInvoice: false,
      provinces: PROVINCES,
      provincesFailed: false,
      ...context,
    },
  });
}

/** The wizard for one snapshot; events are only logged. */
export function RegisterStory({ snapshot }: { snapshot: ReturnType<typeof registrationSnapshot> }) {
  return <RegisterView snapshot={snapshot} send={(event) => console.info('send', event)} />;
}
