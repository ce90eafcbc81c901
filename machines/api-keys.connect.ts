import type { ApiKeysSnapshot } from './api-keys.machine';
import { isKeyName } from './api-keys.machine';
import { KEY_NAME_MAX, type ApiKeysEvent } from './api-keys.types';

export type { ApiKeysSnapshot };

/** What the API keys card reads from a snapshot and what it calls. */
export function connectApiKeys(snapshot: ApiKeysSnapshot, send: (event: ApiKeysEvent) => void) {
  const { context } = snapshot;
  return {
    /** Nothing is drawn on a backend without the feed. */
    visible: !snapshot.matches('unavailable'),
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('failed'),
    failure: context.failure,
    keys: context.keys.map((key) => ({
      ...key,
      revoked: key.revokedAt !== null,
      revoking: context.revokingId === key._id,
      canRevoke: key.revokedAt === null && snapshot.can({ type: 'REVOKE', keyId: key._id }),
    })),
    name: context.name,
    nameMax: KEY_NAME_MAX,
    nameTooLong: context.name.trim().length > KEY_NAME_MAX,
    canType: snapshot.matches('ready'),
    canCreate: snapshot.can({ type: 'CREATE' }) && isKeyName(context.name),
    creating: snapshot.matches('creating'),
    /** The key just made, shown this once. */
    made: snapshot.matches('made') ? context.created : null,
    writeFailure: snapshot.matches('ready') ? context.writeFailure : null,
    changeName: (value: string) => send({ type: 'NAME.CHANGE', value }),
    create: () => send({ type: 'CREATE' }),
    copy: () => send({ type: 'KEY.COPY' }),
    done: () => send({ type: 'KEY.DONE' }),
    revoke: (keyId: string) => send({ type: 'REVOKE', keyId }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type ApiKeysApi = ReturnType<typeof connectApiKeys>;
