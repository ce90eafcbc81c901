/** The login machine's model: walked in node (`*.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { otpLoginMachine } from '../otp-login.machine';
import type { OtpVerificationOutput } from '../otp-verification.types';
import type { OtpLoginEvent, OtpLoginInput } from '../otp-login.types';
import { describeApiEvent, lazyModelOf, type ModelOptions } from './model';
import { SERVER_DOWN, TOKENS } from './otp-verification.walk';

export const MOBILE_TYPED = '۰۹۱۲۱۲۳۴۵۶۷';
export const PROFILE = { first_name: 'مریم', last_name: 'احمدی' };

/** How the one-time-code child can end (its own paths are walked in otp-verification's model). */
export const OTP_OUTPUTS: OtpVerificationOutput[] = [
  { outcome: 'verified', tokens: TOKENS, code: '1234' },
  { outcome: 'notSent', failure: { kind: 'network' } },
  { outcome: 'cancelled' },
];

const inputs: OtpLoginInput[] = [{ hasToken: false }, { hasToken: true }];
const events: OtpLoginEvent[] = [{ type: 'PHONE.CHANGE', value: MOBILE_TYPED }];

export const otpLoginWalk: ModelOptions<typeof otpLoginMachine> = {
  inputs,
  events,
  outputs: { otp: OTP_OUTPUTS, getMyProfile: [PROFILE] },
  errors: { getMyProfile: [SERVER_DOWN] },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.otp'
      ? `${event.type} (${(event as unknown as { output: OtpVerificationOutput }).output.outcome})`
      : describeApiEvent(event),
};

export const otpLoginModel = lazyModelOf(otpLoginMachine, otpLoginWalk);
