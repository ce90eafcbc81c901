import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { Tokens } from '../src/api/tokens';

/** The one-time-code machine's actors over `client`: send-otp and submit-otp. */
export function otpVerificationActors(client: ApiClient) {
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
  };
}
