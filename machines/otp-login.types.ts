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
  /** The send-otp failure shown under the mobile field; null after any new attempt. */
  failure: ApiFailure | null;
  /** The code that signed in: the boxes show it, locked, until the catalogue opens. */
  verifiedCode: string;
}

export type OtpLoginEvent = { type: 'PHONE.CHANGE'; value: string } | { type: 'PHONE.SUBMIT' };

export type { Tokens };
