import { fromPromise } from 'xstate';
import type { ApiClient, Profile, Province, Schemas } from '../src/api/client';
import { unwrap } from '../src/api/errors';

/** The profile machine's actors over `client`: provinces, the complete check, the profile, the save. */
export function profileActors(client: ApiClient) {
  return {
    /** get-state-list: the provinces. */
    loadProvinces: fromPromise<Province[]>(async ({ signal }) => {
      const body = await unwrap(client.GET('/states/v1/get-state-list', { signal }));
      return body.data.docs;
    }),
    /** check-my-profile: whether the mandatory fields are filled. */
    checkProfile: fromPromise<boolean>(async ({ signal }) => {
      const body = await unwrap(client.GET('/user/v1/check-my-profile', { signal }));
      return body.data.profile_completed;
    }),
    /** get-my-profile. */
    loadProfile: fromPromise<Profile>(async ({ signal }) => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile', { signal }));
      return body.data;
    }),
    /** update-profile-by-user: the server's confirmation message. */
    saveProfile: fromPromise<string, Schemas['UpdateProfileRequest']>(async ({ input }) => {
      const body = await unwrap(client.PUT('/user/v1/update-profile-by-user', { body: input }));
      return body.message;
    }),
  };
}
