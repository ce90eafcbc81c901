import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { ProfileCheck, ProfileName } from './access-gate.types';

/** The gate's actors over `client`: check-my-profile and get-my-profile. */
export function accessGateActors(client: ApiClient) {
  return {
    checkProfile: fromPromise<ProfileCheck>(async () => {
      const body = await unwrap(client.GET('/user/v1/check-my-profile'));
      return { completeProfile: body.data.profile_completed };
    }),
    loadProfile: fromPromise<ProfileName>(async () => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile'));
      return { name: body.data.first_name, lastName: body.data.last_name, subscriptionEnds: body.data.subscription_expires_at };
    }),
  };
}
