import { fromPromise } from 'xstate';
import { api, type Profile } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** send-otp: the server's confirmation message. */
export const sendOtpActor = fromPromise<{ message: string }, { mobile: string }>(async ({ input }) =>
  unwrap(api.POST('/user/v1/send-otp', { body: { mobile: input.mobile } })),
);

/** submit-otp: the session's tokens. */
export const submitOtpActor = fromPromise<Tokens, { mobile: string; code: string }>(async ({ input }) => {
  const body = await unwrap(api.POST('/user/v1/submit-otp', { body: { mobile: input.mobile, code: input.code } }));
  return body.data;
});

/** get-my-profile: the signed-in user's profile. */
export const getMyProfileActor = fromPromise<Profile>(async () => {
  const body = await unwrap(api.GET('/user/v1/get-my-profile'));
  return body.data;
});
