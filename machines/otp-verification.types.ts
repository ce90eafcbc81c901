import type { ApiFailure } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** Input: the mobile (Latin digits) the code is sent to. */
export interface OtpVerificationInput {
  mobile: string;
}

export interface OtpVerificationContext {
  mobile: string;
  /** Up to 4 Latin digits; a space marks an empty box before a filled one. */
  code: string;
  /** The last failed call, shown with its behaviour §8 message; null after any new attempt. */
  failure: ApiFailure | null;
  /**
   * Where the next resend countdown starts, in seconds: 2:00 after a code was sent, the server's
   * `retryAfter` after a 429 that refused a new code.
   */
  resendSeconds: number;
  /** How the flow ended, once it has (the machine's output). */
  result: OtpVerificationOutput | null;
}

export type OtpVerificationEvent =
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'CODE.SUBMIT' }
  | { type: 'CODE.RESEND' }
  /** The visitor leaves the code (the login's "edit number", the wizard's dialog closed). */
  | { type: 'CODE.CANCEL' };

/** What the invoking machine learns when the flow ends. */
export type OtpVerificationOutput =
  /** submit-otp accepted the code: the session's tokens, and the code (shown locked meanwhile). */
  | { outcome: 'verified'; tokens: Tokens; code: string }
  /** The first send-otp failed (and no earlier code is usable). */
  | { outcome: 'notSent'; failure: ApiFailure }
  | { outcome: 'cancelled' };

export type { Tokens };
