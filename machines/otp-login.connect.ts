import type { ActorRefFrom } from 'xstate';
import type { otpLoginMachine } from './otp-login.machine';
import type { OtpLoginEvent } from './otp-login.types';
import type { resendCountdownMachine } from './resend-countdown.machine';

export type OtpLoginSnapshot = ReturnType<typeof otpLoginMachine.transition>;

/** What the login screen reads from a snapshot of the login machine, and what it calls. */
export function connectOtpLogin(snapshot: OtpLoginSnapshot, send: (event: OtpLoginEvent) => void) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  // After verifying, the code step stays on screen until the catalogue opens.
  const signedIn = snapshot.matches('signedIn') || (snapshot.matches('redirecting') && !context.hasToken);
  const verifying = snapshot.matches({ codeStep: { code: 'verifying' } });
  return {
    /** A token was stored before the screen opened: it only waits for the catalogue to open. */
    redirectingWithToken: context.hasToken,
    /** A request is in flight. */
    busy,
    /** The code step shows (also while signing in after a verified code). */
    onCodeStep: snapshot.matches('codeStep') || signedIn,
    /** The last failure, to show under the field; null after any new attempt. */
    failure: context.failure,
    /** The mobile as typed, Latin digits. */
    mobile: context.mobile,
    /** The code boxes' value (Latin digits, a space for an empty box). */
    code: context.code,
    codeLocked: signedIn || verifying,
    canSubmitPhone: !busy && snapshot.can({ type: 'PHONE.SUBMIT' }),
    canSubmitCode: !busy && snapshot.can({ type: 'CODE.SUBMIT' }),
    canEditPhone: snapshot.can({ type: 'PHONE.EDIT' }),
    /** The resend countdown runs: the resend button is disabled beside it. */
    counting: snapshot.matches({ codeStep: { resend: 'countingDown' } }),
    /** The running countdown actor (its `remaining` seconds tick in the view). */
    countdown: snapshot.children.countdown as ActorRefFrom<typeof resendCountdownMachine> | undefined,
    /** Where the countdown starts, shown until the countdown actor reports. */
    countdownFrom: context.resendSeconds,
    canResend: snapshot.can({ type: 'CODE.RESEND' }),
    resending: snapshot.matches({ codeStep: { resend: 'resending' } }),
    changePhone: (value: string) => send({ type: 'PHONE.CHANGE', value }),
    submitPhone: () => send({ type: 'PHONE.SUBMIT' }),
    editPhone: () => send({ type: 'PHONE.EDIT' }),
    changeCode: (value: string) => send({ type: 'CODE.CHANGE', value }),
    submitCode: () => send({ type: 'CODE.SUBMIT' }),
    resend: () => send({ type: 'CODE.RESEND' }),
  };
}

export type OtpLoginApi = ReturnType<typeof connectOtpLogin>;
