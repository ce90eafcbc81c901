import { fromPromise } from 'xstate';
import type { ApiClient, Profile } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { SignInLinkCredentials, Tokens } from './sign-in-link.types';

/** The sign-in link machine's actors over `client`: sign-in-with-link and get-my-profile. */
export function signInLinkActors(client: ApiClient) {
  return {
    /** POST /user/v1/sign-in-link: the session's tokens. */
    signInWithLink: fromPromise<Tokens, SignInLinkCredentials>(async ({ input }) => {
      const body = await unwrap(client.POST('/user/v1/sign-in-link', { body: { mobile: input.mobile, token: input.token } }));
      return body.data;
    }),
    /** get-my-profile: the signed-in user's profile (for the welcome). */
    getMyProfile: fromPromise<Profile>(async () => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile'));
      return body.data;
    }),
  };
}
