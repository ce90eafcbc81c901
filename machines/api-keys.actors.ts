import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap } from '../src/api/errors';
import type { ApiKey, ApiKeyCreated } from './api-keys.types';

/** The API keys card's actors over `client` (behaviour §10.12). */
export function apiKeysActors(client: ApiClient) {
  return {
    /** GET /feed/v1/api-keys: a 404 is a backend without the feed (`absent`). */
    listApiKeys: fromPromise<ApiKey[]>(async ({ signal }) => {
      const body = await callAddition(client, 'feed', () => unwrap(client.GET('/feed/v1/api-keys', { signal })));
      return body.docs;
    }),
    createApiKey: fromPromise<ApiKeyCreated, { name: string }>(({ input }) =>
      unwrap(client.POST('/feed/v1/api-keys', { body: { name: input.name } })),
    ),
    revokeApiKey: fromPromise<ApiKey, { keyId: string }>(async ({ input }) => {
      const body = await unwrap(client.DELETE('/feed/v1/api-keys/{keyId}', { params: { path: { keyId: input.keyId } } }));
      return body.data;
    }),
  };
}
