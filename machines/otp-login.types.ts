import type { ApiFailure } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** Input of the login machine. */
export interface OtpLoginInput {
  /** An access token is already stored: go straight to the catalogue. */
  hasToken: boolean;
}

export interface OtpLoginContext {
  hasToken: boolean;
  /** The mobile as typed, with every digit converted to Latin ('09121234567'). */
  mobile: string;
  /** Up to 4 Latin digits; a space marks an empty box before a filled one. */
  code: string;
  /** The last failed call, shown with its §8 message; null after any new attempt. */
  failure: ApiFailure | null;
  /**
   * Where the next resend countdown starts, in seconds: 2:00 after a code was sent, the server's
   * `retryAfter` after a 429 that refused a new code.
   */
  resendSeconds: number;
}

export type OtpLoginEvent =
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'PHONE.EDIT' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'CODE.SUBMIT' }
  | { type: 'CODE.RESEND' };

export type { Tokens };
