import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** An API key of the change feed, as listed (never the key itself). */
export type ApiKey = Schemas['ApiKey'];
/** A key just made: its listing and the key itself, shown this once. */
export type ApiKeyCreated = Schemas['ApiKeyCreated'];

/** The contract's bound of a key's name. */
export const KEY_NAME_MAX = 100;

export interface ApiKeysContext {
  /** The pharmacy's keys, newest first. */
  keys: ApiKey[];
  /** The new key's name as typed. */
  name: string;
  /** The key just made, shown once until the user says it is kept. */
  created: { key: string; name: string } | null;
  /** The key being revoked. */
  revokingId: string | null;
  /** Why the keys could not be loaded. */
  failure: ApiFailure | null;
  /** Why the last make or revoke failed. */
  writeFailure: ApiFailure | null;
}

export type ApiKeysEvent =
  /** The new key's name was typed. */
  | { type: 'NAME.CHANGE'; value: string }
  /** 'Make a key'. */
  | { type: 'CREATE' }
  /** 'Copy' beside the key shown once. */
  | { type: 'KEY.COPY' }
  /** 'I have kept it': the key is hidden for good. */
  | { type: 'KEY.DONE' }
  /** 'Revoke' on a key. */
  | { type: 'REVOKE'; keyId: string }
  /** 'Try again' after the keys could not be loaded. */
  | { type: 'RETRY' };
