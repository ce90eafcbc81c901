import type { ActorRefFrom } from 'xstate';
import type { OtpVerificationSnapshot, otpVerificationMachine } from './otp-verification.machine';
import type { OtpVerificationEvent } from './otp-verification.types';
import type { resendCountdownMachine } from './resend-countdown.machine';
import { CODE_LENGTH } from './otp-verification.rules';

export type { OtpVerificationSnapshot };

/** The running one-time-code child (invoked as `otp` by the login and the wizard), if any. */
export const otpChildOf = (snapshot: { children: Record<string, unknown> }) =>
  snapshot.children.otp as ActorRefFrom<typeof otpVerificationMachine> | undefined;

/**
 * What a code step (the login's, the wizard's dialog) reads from a snapshot of the one-time-code
 * machine, and what it calls. Without a snapshot (the flow has ended: signed in, or not started) the
 * boxes show `lockedCode`, locked.
 */
export function connectOtpVerification(
  snapshot: OtpVerificationSnapshot | undefined,
  send: (event: OtpVerificationEvent) => void,
  lockedCode = '',
) {
  const running = snapshot?.status === 'active';
  const verifying = running && snapshot.matches({ active: { code: 'verifying' } });
  const can = (event: OtpVerificationEvent) => running && snapshot.can(event);
  const busy = running && snapshot.hasTag('busy');
  return {
    /** The first code is being sent. */
    sending: running && snapshot.matches('sending'),
    /** The code boxes show (a code was sent, or an earlier one is still valid). */
    codeShown: running && snapshot.matches('active'),
    /** A request of the code step is in flight. */
    busy,
    verifying,
    /** The last failure of the code step; null after any new attempt. */
    failure: running ? snapshot.context.failure : null,
    /** The code boxes' value (Latin digits, a space for an empty box). */
    code: running ? snapshot.context.code : lockedCode,
    /** Number of boxes (the one "4 digits" rule). */
    codeLength: CODE_LENGTH,
    codeLocked: !running || verifying,
    canSubmit: !busy && can({ type: 'CODE.SUBMIT' }),
    canCancel: can({ type: 'CODE.CANCEL' }),
    /** The resend countdown runs: the resend button is disabled beside it. */
    counting: running && snapshot.matches({ active: { resend: 'countingDown' } }),
    /** The running countdown actor (its `remaining` seconds tick in the view). */
    countdown: running ? (snapshot.children.countdown as ActorRefFrom<typeof resendCountdownMachine> | undefined) : undefined,
    /** Where the countdown starts, shown until the countdown actor reports. */
    countdownFrom: running ? snapshot.context.resendSeconds : 0,
    canResend: can({ type: 'CODE.RESEND' }),
    resending: running && snapshot.matches({ active: { resend: 'resending' } }),
    changeCode: (value: string) => send({ type: 'CODE.CHANGE', value }),
    submitCode: () => send({ type: 'CODE.SUBMIT' }),
    resend: () => send({ type: 'CODE.RESEND' }),
    cancel: () => send({ type: 'CODE.CANCEL' }),
  };
}

export type OtpVerificationApi = ReturnType<typeof connectOtpVerification>;
