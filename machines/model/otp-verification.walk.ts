/** The one-time-code machine's model: walked in node (`*.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { ApiError } from '../../src/api/errors';
import { otpVerificationMachine } from '../otp-verification.machine';
import type { OtpVerificationEvent, OtpVerificationInput } from '../otp-verification.types';
import { describeApiEvent, lazyModelOf, type ModelOptions } from './model';

export const MOBILE = '09121234567';
export const SENT = { message: 'کد تأیید به شماره ۰۹۱۲۱۲۳۴۵۶۷ ارسال شد.' };
export const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };
export const NO_NETWORK = new ApiError({ kind: 'network' });
export const WRONG_CODE = new ApiError({ kind: 'client', status: 400, message: 'کد تأیید نادرست است.' });
export const TOO_MANY = new ApiError({ kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.' });
export const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });
/** Send-otp's 429 after a reload: the code sent earlier still works, 74 seconds until a new one. */
export const ALREADY_SENT = new ApiError({
  kind: 'client',
  status: 429,
  message: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.',
  retryAfter: 74,
  codeAlreadySent: true,
});
/** The re-send window refuses, and the earlier code is used up: 40 seconds until a new one. */
export const TOO_SOON = new ApiError({
  kind: 'client',
  status: 429,
  message: 'برای دریافت کد جدید دو دقیقه صبر کنید.',
  retryAfter: 40,
  codeAlreadySent: false,
});

export const input: OtpVerificationInput = { mobile: MOBILE };
const events: OtpVerificationEvent[] = [
  { type: 'CODE.CHANGE', value: '12' },
  { type: 'CODE.CHANGE', value: '1234' },
];

export const otpVerificationWalk: ModelOptions<typeof otpVerificationMachine> = {
  input,
  events,
  outputs: { sendOtp: [SENT], resendOtp: [SENT], submitOtp: [TOKENS] },
  errors: { sendOtp: [NO_NETWORK, ALREADY_SENT], resendOtp: [TOO_MANY, ALREADY_SENT, TOO_SOON], submitOtp: [WRONG_CODE, SERVER_DOWN] },
  describeEvent: describeApiEvent,
};

export const otpVerificationModel = lazyModelOf(otpVerificationMachine, otpVerificationWalk);
