import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';

/** The console gate's actor over `client`: the signed-in user's role from the profile. */
export function opsAccessActors(client: ApiClient) {
  return {
    /** get-my-profile: `role` as stored (behaviour §3). */
    loadRole: fromPromise<string>(async ({ signal }) => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile', { signal }));
      return body.data.role;
    }),
  };
}
