import { fromPromise } from 'xstate';
import type { ApiClient, Province, Schemas } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { otpLoginActors } from './otp-login.actors';

/** The registration machine's actors over `client`: provinces, the mobile's one-time code, register. */
export function registrationActors(client: ApiClient) {
  const { sendOtp, submitOtp } = otpLoginActors(client);
  return {
    sendOtp,
    submitOtp,
    /** register: the server's confirmation message. */
    register: fromPromise<{ message: string }, Schemas['RegisterRequest']>(async ({ input }) =>
      unwrap(client.POST('/user/v1/register', { body: input })),
    ),
    /** get-state-list: the provinces. */
    loadProvinces: fromPromise<Province[]>(async () => {
      const body = await unwrap(client.GET('/states/v1/get-state-list'));
      return body.data.docs;
    }),
  };
}
