import type { ApiFailure } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** Input of the sign-in link machine: the address's fragment as the browser has it ('#09121234567.<token>'). */
export interface SignInLinkInput {
  hash: string;
}

/** What the link carries, once its fragment reads as a mobile and a token. */
export interface SignInLinkCredentials {
  mobile: string;
  token: string;
}

export interface SignInLinkContext {
  /** The link's mobile and token; null when the fragment is not a sign-in link. */
  link: SignInLinkCredentials | null;
  /** Why the last sign-in failed (the server's Persian message, a network failure…); null before. */
  failure: ApiFailure | null;
}

export type SignInLinkEvent = { type: 'RETRY' } | { type: 'GO.LOGIN' };

export type { Tokens };
