import type { components } from './schema';

/** The session's tokens, kept in local storage under the names behaviour §3 gives. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The session's tokens: the contract's `Tokens` (openapi.yaml), never re-declared. */
export type Tokens = components['schemas']['Tokens'];

export const tokenStore = {
  get access(): string | null {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  },
  get refresh(): string | null {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  },
  hasSession(): boolean {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  },
  save(tokens: Tokens): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  /** Logout clears all of local storage (behaviour §4). */
  clear(): void {
    localStorage.clear();
  },
};
