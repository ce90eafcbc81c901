import { and, assign, not, setup, stateIn } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { digitsOnly } from '../src/lib/digits';
import { getMyProfileActor, sendOtpActor, submitOtpActor } from './otp-login.actors';
import type { OtpLoginContext, OtpLoginEvent, OtpLoginInput, Tokens } from './otp-login.types';
import { resendCountdownMachine } from './resend-countdown.machine';

/** Number of boxes of a one-time code (SPEC §9). */
export const CODE_LENGTH = 4;

/**
 * A code the server refused (4xx: wrong, expired) is cleared so the next digits start afresh;
 * after no network or a 5xx the same code may simply be sent again.
 */
export const isRetryable = (failure: ApiFailure | null) => failure?.kind === 'network' || failure?.kind === 'server';

const isComplete = (code: string) => new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code);

/**
 * The login screen (SPEC §2, §4, §8): a mobile number, then a 4-digit one-time code.
 *
 * - `enteringPhone` → `sendingCode` (send-otp) → `codeStep`. The server's message is announced as a
 *   success toast; a failure returns to `enteringPhone` with `failure` set.
 * - `codeStep` has two regions. `code`: `enteringCode` → `verifying` (submit-otp) when the fourth
 *   digit is typed, or on `CODE.SUBMIT` (Enter, the confirm button), and only when no request is in
 *   flight. A code the server refused is cleared (retyping it would otherwise auto-submit a mix of
 *   old and new digits); after no network or a 5xx it stays, to be sent again. `resend`: `countingDown` invokes the 2:00 resend countdown, `ready` accepts `CODE.RESEND`,
 *   `resending` calls send-otp again and on success clears the code and re-enters `countingDown`
 *   (a fresh countdown). States that wait on the server carry the tag `busy`.
 * - After verifying: `signedIn` stores the tokens and tells the gate (actions the view provides:
 *   machines don't touch storage), then `loadingProfile` greets the user by first name (or with the
 *   generic welcome when get-my-profile fails) and `redirecting` sends the visitor to `/medicineA`.
 * - With a stored token (`input.hasToken`) the machine goes straight to `redirecting`.
 *
 * Side effects are named: actors `sendOtp`, `submitOtp`, `getMyProfile`, `resendCountdown`; actions
 * `announce`, `reportFailure`, `storeTokens`, `startSession`, `welcome`, `goToCatalog` (no-ops here;
 * the view provides them).
 */
export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    input: {} as OtpLoginInput,
  },
  actors: {
    sendOtp: sendOtpActor,
    submitOtp: submitOtpActor,
    getMyProfile: getMyProfileActor,
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    hasMobile: ({ context }) => context.mobile.length > 0,
    isCodeComplete: ({ context }) => isComplete(context.code),
    isTypedCodeComplete: ({ event }) => event.type === 'CODE.CHANGE' && isComplete(digitsOrSpaces(event.value)),
  },
  actions: {
    setMobile: assign({ mobile: ({ event }) => (event.type === 'PHONE.CHANGE' ? digitsOnly(event.value) : '') }),
    setCode: assign({ code: ({ event }) => (event.type === 'CODE.CHANGE' ? digitsOrSpaces(event.value) : '') }),
    clearCode: assign({ code: '' }),
    clearRefusedCode: assign({ code: ({ context }) => (isRetryable(context.failure) ? context.code : '') }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    announce: (_, _params: { message: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
    storeTokens: (_, _params: { tokens: Tokens }) => {},
    startSession: () => {},
    welcome: (_, _params: { firstName: string | null }) => {},
    goToCatalog: () => {},
  },
}).createMachine({
  id: 'otpLogin',
  context: ({ input }) => ({ hasToken: input.hasToken, mobile: '', code: '', failure: null }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [{ guard: 'hasToken', target: 'redirecting' }, { target: 'enteringPhone' }],
    },
    enteringPhone: {
      on: {
        'PHONE.CHANGE': { actions: 'setMobile' },
        'PHONE.SUBMIT': { guard: 'hasMobile', target: 'sendingCode' },
      },
    },
    sendingCode: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: {
          target: 'codeStep',
          actions: { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'enteringPhone',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
          ],
        },
      },
    },
    codeStep: {
      type: 'parallel',
      on: {
        'PHONE.EDIT': {
          guard: not(stateIn({ codeStep: { code: 'verifying' } })),
          target: 'enteringPhone',
          actions: ['clearCode', 'clearFailure'],
        },
      },
      states: {
        code: {
          initial: 'enteringCode',
          states: {
            enteringCode: {
              on: {
                'CODE.CHANGE': [
                  {
                    guard: and(['isTypedCodeComplete', not(stateIn({ codeStep: { resend: 'resending' } }))]),
                    target: 'verifying',
                    actions: 'setCode',
                  },
                  { actions: 'setCode' },
                ],
                'CODE.SUBMIT': {
                  guard: and(['isCodeComplete', not(stateIn({ codeStep: { resend: 'resending' } }))]),
                  target: 'verifying',
                },
              },
            },
            verifying: {
              tags: ['busy'],
              entry: 'clearFailure',
              invoke: {
                id: 'submitOtp',
                src: 'submitOtp',
                input: ({ context }) => ({ mobile: context.mobile, code: context.code }),
                onDone: {
                  target: '#otpLogin.signedIn',
                  actions: [{ type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) }, 'startSession'],
                },
                onError: {
                  target: 'enteringCode',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    'clearRefusedCode',
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            countingDown: {
              invoke: { id: 'countdown', src: 'resendCountdown', input: {}, onDone: 'ready' },
            },
            ready: {
              on: {
                'CODE.RESEND': {
                  guard: not(stateIn({ codeStep: { code: 'verifying' } })),
                  target: 'resending',
                },
              },
            },
            resending: {
              tags: ['busy'],
              entry: 'clearFailure',
              invoke: {
                id: 'resendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: {
                  target: 'countingDown',
                  actions: ['clearCode', { type: 'announce', params: ({ event }) => ({ message: event.output.message }) }],
                },
                onError: {
                  target: 'ready',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
          },
        },
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

/** A typed code kept box by box: Latin digits, a space for an empty box, at most four. */
function digitsOrSpaces(value: string): string {
  return Array.from(value)
    .slice(0, CODE_LENGTH)
    .map((char) => (/[0-9]/.test(char) ? char : ' '))
    .join('')
    .replace(/\s+$/, '');
}
