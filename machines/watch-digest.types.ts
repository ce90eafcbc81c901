import type { ApiFailure } from '../src/api/errors';
import type { components } from '../src/api/schema';

/** The watchlist settings as the contract has them: `{ smsDigest }`. */
export type WatchSettings = components['schemas']['WatchSettings'];

export interface WatchDigestContext {
  /** The daily SMS digest as the server last answered it (false until the first answer). */
  stored: boolean;
  /** The value being saved (the switch shows it while the save is in flight); null otherwise. */
  pending: boolean | null;
  /** Why the setting could not be loaded, or why the last save failed. */
  failure: ApiFailure | null;
}

export type WatchDigestEvent =
  /** The switch was turned on or off. */
  | { type: 'DIGEST.SET'; on: boolean }
  /** 'Try again' after the setting could not be loaded. */
  | { type: 'RETRY' };
