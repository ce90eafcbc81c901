import type { otpLoginMachine } from './otp-login.machine';
import type { OtpLoginEvent } from './otp-login.types';
import { connectOtpVerification, type OtpVerificationSnapshot } from './otp-verification.connect';
import type { OtpVerificationEvent } from './otp-verification.types';

export type OtpLoginSnapshot = ReturnType<typeof otpLoginMachine.transition>;

/**
 * What the login screen reads from a snapshot of the login machine (and of its one-time-code child,
 * `otp`, while it runs), and what it calls.
 */
export function connectOtpLogin(
  snapshot: OtpLoginSnapshot,
  send: (event: OtpLoginEvent) => void,
  otp?: { snapshot: OtpVerificationSnapshot | undefined; send: (event: OtpVerificationEvent) => void },
) {
  const { context } = snapshot;
  // After verifying, the code step stays on screen (locked) until the catalogue opens.
  const signedIn = snapshot.matches('signedIn') || (snapshot.matches('redirecting') && !context.hasToken);
  const code = connectOtpVerification(otp?.snapshot, otp?.send ?? (() => {}), context.verifiedCode);
  const onCodeStep = code.codeShown || signedIn;
  const busy = snapshot.hasTag('busy') || code.busy;
  return {
    /** A token was stored before the screen opened: it only waits for the catalogue to open. */
    redirectingWithToken: context.hasToken,
    /** A request is in flight. */
    busy,
    /** The code step shows (also while signing in after a verified code). */
    onCodeStep,
    /** The failure to show under the field or the boxes; null after any new attempt. */
    failure: onCodeStep ? code.failure : context.failure,
    /** The mobile as typed, Latin digits. */
    mobile: context.mobile,
    /** The code step: boxes, countdown, resend (from the one-time-code machine). */
    code,
    canSubmitPhone: !busy && snapshot.can({ type: 'PHONE.SUBMIT' }),
    canEditPhone: code.canCancel,
    changePhone: (value: string) => send({ type: 'PHONE.CHANGE', value }),
    submitPhone: () => send({ type: 'PHONE.SUBMIT' }),
    editPhone: code.cancel,
  };
}

export type OtpLoginApi = ReturnType<typeof connectOtpLogin>;
