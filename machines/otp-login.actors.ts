import { fromPromise } from 'xstate';
import type { ApiClient, Profile } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** The login machine's actors over `client`: send-otp, submit-otp and get-my-profile. */
export function otpLoginActors(client: ApiClient) {
  return {
    /** send-otp: the server's confirmation message. */
    sendOtp: fromPromise<{ message: string }, { mobile: string }>(async ({ input }) =>
      unwrap(client.POST('/user/v1/send-otp', { body: { mobile: input.mobile } })),
    ),
    /** submit-otp: the session's tokens. */
    submitOtp: fromPromise<Tokens, { mobile: string; code: string }>(async ({ input }) => {
      const body = await unwrap(client.POST('/user/v1/submit-otp', { body: { mobile: input.mobile, code: input.code } }));
      return body.data;
    }),
    /** get-my-profile: the signed-in user's profile. */
    getMyProfile: fromPromise<Profile>(async () => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile'));
      return body.data;
    }),
  };
}
