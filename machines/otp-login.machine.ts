import { assign, setup } from 'xstate';
import type { Profile } from '../src/api/client';
import { digitsOnly } from '../src/lib/digits';
import { otpVerificationMachine, tokensOf } from './otp-verification.machine';
import type { OtpVerificationOutput } from './otp-verification.types';
import { providedActor } from './provided';
import type { OtpLoginContext, OtpLoginEvent, OtpLoginInput, Tokens } from './otp-login.types';

/**
 * The login screen (behaviour §2, §4, §8): a mobile number, then a 4-digit one-time code.
 *
 * - `enteringPhone` → `verifyingMobile`, which invokes the one-time-code machine
 *   (`otp-verification.machine.ts`: send, type, verify, resend with its countdown) with the mobile.
 *   Its output decides: `verified` → `signedIn`; `notSent` (send-otp failed) → `enteringPhone` with
 *   `failure` set under the field; `cancelled` (the "edit number" link) → `enteringPhone`, the number kept.
 * - After verifying: `signedIn` stores the tokens and tells the gate (actions the view provides:
 *   machines don't touch storage), then `loadingProfile` greets the user by first name (or with the
 *   generic welcome when get-my-profile fails) and `redirecting` sends the visitor to the catalogue.
 * - With a stored token (`input.hasToken`) the machine goes straight to `redirecting`.
 *
 * Actors `otpVerification`, `getMyProfile` (`otpLoginActors(client)`, provided by the wiring); actions
 * `storeTokens`, `startSession`, `welcome`, `goToCatalog` (no-ops here; the view provides them).
 */
export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    input: {} as OtpLoginInput,
  },
  actors: {
    otpVerification: otpVerificationMachine,
    getMyProfile: providedActor<Profile>('getMyProfile'),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    hasMobile: ({ context }) => context.mobile.length > 0,
    isVerified: (_, params: { output: OtpVerificationOutput }) => params.output.outcome === 'verified',
    isNotSent: (_, params: { output: OtpVerificationOutput }) => params.output.outcome === 'notSent',
  },
  actions: {
    setMobile: assign({ mobile: ({ event }) => (event.type === 'PHONE.CHANGE' ? digitsOnly(event.value) : '') }),
    clearFailure: assign({ failure: null }),
    setFailureOf: assign({
      failure: (_, params: { output: OtpVerificationOutput }) => (params.output.outcome === 'notSent' ? params.output.failure : null),
    }),
    keepVerifiedCode: assign({
      verifiedCode: (_, params: { output: OtpVerificationOutput }) => (params.output.outcome === 'verified' ? params.output.code : ''),
    }),
    storeTokens: (_, _params: { tokens: Tokens }) => {},
    startSession: () => {},
    welcome: (_, _params: { firstName: string | null }) => {},
    goToCatalog: () => {},
  },
}).createMachine({
  id: 'otpLogin',
  context: ({ input }) => ({ hasToken: input.hasToken, mobile: '', failure: null, verifiedCode: '' }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [{ guard: 'hasToken', target: 'redirecting' }, { target: 'enteringPhone' }],
    },
    enteringPhone: {
      on: {
        'PHONE.CHANGE': { actions: 'setMobile' },
        'PHONE.SUBMIT': { guard: 'hasMobile', target: 'verifyingMobile' },
      },
    },
    verifyingMobile: {
      entry: 'clearFailure',
      invoke: {
        id: 'otp',
        src: 'otpVerification',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'keepVerifiedCode', params: ({ event }) => ({ output: event.output }) },
              { type: 'storeTokens', params: ({ event }) => ({ tokens: tokensOf(event.output) }) },
              'startSession',
            ],
          },
          {
            guard: { type: 'isNotSent', params: ({ event }) => ({ output: event.output }) },
            target: 'enteringPhone',
            actions: { type: 'setFailureOf', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'enteringPhone' },
        ],
      },
    },
    signedIn: {
      initial: 'loadingProfile',
      states: {
        loadingProfile: {
          tags: ['busy'],
          invoke: {
            id: 'getMyProfile',
            src: 'getMyProfile',
            onDone: {
              target: '#otpLogin.redirecting',
              actions: { type: 'welcome', params: ({ event }) => ({ firstName: event.output.first_name.trim() || null }) },
            },
            onError: {
              target: '#otpLogin.redirecting',
              actions: { type: 'welcome', params: { firstName: null } },
            },
          },
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: 'goToCatalog',
    },
  },
});
