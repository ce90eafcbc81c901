import { assign, setup } from 'xstate';
import { type ApiFailure, toFailure } from '../src/api/errors';
import { providedActor } from './provided';
import { KEY_NAME_MAX, type ApiKey, type ApiKeyCreated, type ApiKeysContext, type ApiKeysEvent } from './api-keys.types';

const errorOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/** A key name with a visible character, within the contract's limit. */
export const isKeyName = (text: string) => /\S/.test(text) && text.trim().length <= KEY_NAME_MAX;

/**
 * The change feed's API keys on the profile screen (behaviour §10.12, §10.13), for a pharmacy with a
 * running subscription (the page shows the card only then).
 *
 * - `loading` lists the keys; a backend without the feed (404, `absent`) or a refusal (403) goes to
 *   `unavailable`, where nothing is shown; any other failure to `failed` ('try again').
 * - `ready`: a name and 'make a key' (`creating`); 'revoke' on a standing key (`revoking`).
 * - `made`: the new key is shown this once, with 'copy' (`copyKey`) and a warning; 'I have kept it'
 *   hides it for good (the server keeps only its hash).
 * A failed make or revoke goes back to `ready` with the reason. Effects: `copyKey`, `announceRevoked`,
 * `reportFailure`. Actors: `apiKeysActors(client)`.
 */
export const apiKeysMachine = setup({
  types: { context: {} as ApiKeysContext, events: {} as ApiKeysEvent },
  actors: {
    listApiKeys: providedActor<ApiKey[]>('listApiKeys'),
    createApiKey: providedActor<ApiKeyCreated, { name: string }>('createApiKey'),
    revokeApiKey: providedActor<ApiKey, { keyId: string }>('revokeApiKey'),
  },
  guards: {
    isUnavailable: ({ event }) => errorOf(event).kind === 'absent' || errorOf(event).kind === 'forbidden',
    hasName: ({ context }) => isKeyName(context.name),
    isStanding: ({ context, event }) =>
      event.type === 'REVOKE' && context.keys.some((key) => key._id === event.keyId && key.revokedAt === null),
  },
  actions: {
    storeKeys: assign((_, params: { keys: ApiKey[] }) => ({ keys: params.keys, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    setName: assign({ name: ({ context, event }) => (event.type === 'NAME.CHANGE' ? event.value : context.name), writeFailure: null }),
    storeCreated: assign(({ context }, params: { made: ApiKeyCreated }) => ({
      keys: [params.made.data, ...context.keys],
      created: { key: params.made.key, name: params.made.data.name },
      name: '',
      writeFailure: null,
    })),
    forgetCreated: assign({ created: null }),
    startRevoke: assign({ revokingId: ({ event }) => (event.type === 'REVOKE' ? event.keyId : null), writeFailure: null }),
    storeRevoked: assign(({ context }, params: { key: ApiKey }) => ({
      keys: context.keys.map((key) => (key._id === params.key._id ? params.key : key)),
      revokingId: null,
    })),
    storeWriteFailure: assign((_, params: { failure: ApiFailure }) => ({ writeFailure: params.failure, revokingId: null })),
    /** The view writes the key to the clipboard and says so. */
    copyKey: (_, _params: { key: string }) => {},
    announceRevoked: (_, _params: { name: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'apiKeys',
  context: { keys: [], name: '', created: null, revokingId: null, failure: null, writeFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listApiKeys',
        src: 'listApiKeys',
        onDone: { target: 'ready', actions: { type: 'storeKeys', params: ({ event }) => ({ keys: event.output }) } },
        onError: [
          { guard: 'isUnavailable', target: 'unavailable' },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: errorOf(event) }) } },
        ],
      },
    },
    /** No feed on this backend (or no access): nothing to show. */
    unavailable: {},
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        'NAME.CHANGE': { actions: 'setName' },
        CREATE: { guard: 'hasName', target: 'creating' },
        REVOKE: { guard: 'isStanding', target: 'revoking', actions: 'startRevoke' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createApiKey',
        src: 'createApiKey',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: { target: 'made', actions: { type: 'storeCreated', params: ({ event }) => ({ made: event.output }) } },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeWriteFailure', params: ({ event }) => ({ failure: errorOf(event) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: errorOf(event) }) },
          ],
        },
      },
    },
    made: {
      on: {
        'KEY.COPY': { actions: { type: 'copyKey', params: ({ context }) => ({ key: context.created!.key }) } },
        'KEY.DONE': { target: 'ready', actions: 'forgetCreated' },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revokeApiKey',
        src: 'revokeApiKey',
        input: ({ context }) => ({ keyId: context.revokingId! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeRevoked', params: ({ event }) => ({ key: event.output }) },
            { type: 'announceRevoked', params: ({ event }) => ({ name: event.output.name }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeWriteFailure', params: ({ event }) => ({ failure: errorOf(event) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: errorOf(event) }) },
          ],
        },
      },
    },
  },
});

export type ApiKeysSnapshot = ReturnType<typeof apiKeysMachine.transition>;
