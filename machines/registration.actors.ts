import { fromPromise } from 'xstate';
import type { ApiClient, Profile, Province, Schemas } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { otpVerificationActors } from './otp-verification.actors';
import { otpVerificationMachine } from './otp-verification.machine';

/**
 * The registration machine's actors over `client`: provinces, the mobile's one-time-code child,
 * register. `codeEffects` are the child's effect actions (toasts), provided by the view.
 */
export function registrationActors(client: ApiClient, codeEffects: Parameters<typeof otpVerificationMachine.provide>[0]['actions'] = {}) {
  return {
    otpVerification: otpVerificationMachine.provide({ actors: otpVerificationActors(client), actions: codeEffects }),
    /** register: the server's confirmation message. */
    register: fromPromise<{ message: string }, Schemas['RegisterRequest']>(async ({ input }) =>
      unwrap(client.POST('/user/v1/register', { body: input })),
    ),
    /** get-my-profile for a visitor with a token (null without one: nothing is asked). */
    loadProfile: fromPromise<Profile | null, { hasToken: boolean }>(async ({ input }) => {
      if (!input.hasToken) return null;
      const body = await unwrap(client.GET('/user/v1/get-my-profile'));
      return body.data;
    }),
    /** get-state-list: the provinces. */
    loadProvinces: fromPromise<Province[]>(async () => {
      const body = await unwrap(client.GET('/states/v1/get-state-list'));
      return body.data.docs;
    }),
  };
}
