import { fromPromise } from 'xstate';
import type { ApiClient, Profile } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { otpVerificationActors } from './otp-verification.actors';
import { otpVerificationMachine } from './otp-verification.machine';

/**
 * The login machine's actors over `client`: the one-time-code child (send-otp, submit-otp) and
 * get-my-profile. `codeEffects` are the child's effect actions (toasts), provided by the view.
 */
export function otpLoginActors(client: ApiClient, codeEffects: Parameters<typeof otpVerificationMachine.provide>[0]['actions'] = {}) {
  return {
    otpVerification: otpVerificationMachine.provide({ actors: otpVerificationActors(client), actions: codeEffects }),
    /** get-my-profile: the signed-in user's profile. */
    getMyProfile: fromPromise<Profile>(async () => {
      const body = await unwrap(client.GET('/user/v1/get-my-profile'));
      return body.data;
    }),
  };
}
