import { toFailure, type ApiFailure } from '../src/api/errors';
import { schemaRules } from '../src/api/rules.gen';

/** Number of boxes of a one-time code (behaviour §9): openapi.yaml's `OtpCode`, the one place the rule lives. */
export const CODE_LENGTH: number = schemaRules.OtpCode.maxLength;

/** A complete code: what openapi.yaml's `OtpCode` accepts (exactly 4 Latin digits). */
export const isCodeComplete = (code: string): boolean => schemaRules.OtpCode.pattern.test(code);

/** A typed code kept box by box: Latin digits, a space for an empty box, at most `CODE_LENGTH`. */
export function codeBoxesOf(value: string): string {
  return Array.from(value)
    .slice(0, CODE_LENGTH)
    .map((char) => (/[0-9]/.test(char) ? char : ' '))
    .join('')
    .replace(/\s+$/, '');
}

/**
 * A code the server refused (4xx: wrong, expired) is cleared so the next digits start afresh;
 * after no network or a 5xx the same code may simply be sent again.
 */
export const isRetryable = (failure: ApiFailure | null) => failure?.kind === 'network' || failure?.kind === 'server';

/**
 * Send-otp's 429 from the re-send window: the server refused a new code but says how many seconds
 * are left (`retryAfter`) and whether the code it sent earlier can still be typed (`codeAlreadySent`).
 * Any other failure answers null.
 */
export function otpTooSoonOf(error: unknown): { message: string; retryAfter: number; codeAlreadySent: boolean } | null {
  const failure = toFailure(error);
  if (failure.kind !== 'client' || failure.status !== 429 || failure.retryAfter === undefined) return null;
  return { message: failure.message, retryAfter: failure.retryAfter, codeAlreadySent: failure.codeAlreadySent === true };
}

/** A refused send-otp whose earlier code is still usable: go to the code step anyway. */
export const isCodeAlreadySent = (error: unknown) => otpTooSoonOf(error)?.codeAlreadySent === true;
