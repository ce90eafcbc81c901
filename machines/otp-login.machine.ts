import { and, assign, not, setup, stateIn } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { codeBoxesOf, isCodeAlreadySent, isCodeComplete, isRetryable, otpTooSoonOf } from './otp-verification.rules';
import { digitsOnly } from '../src/lib/digits';
import type { Profile } from '../src/api/client';
import { providedActor } from './provided';
import type { OtpLoginContext, OtpLoginEvent, OtpLoginInput, Tokens } from './otp-login.types';
import { RESEND_SECONDS, resendCountdownMachine } from './resend-countdown.machine';

/**
 * The login screen (SPEC §2, §4, §8): a mobile number, then a 4-digit one-time code.
 *
 * - `enteringPhone` → `sendingCode` (send-otp) → `codeStep`. The server's message is announced as a
 *   success toast; a failure returns to `enteringPhone` with `failure` set. A 429 whose body says
 *   `codeAlreadySent` (a code sent earlier, e.g. before a reload, is still valid) goes to `codeStep`
 *   anyway, with the server's message as an info toast (`inform`) and the resend countdown starting
 *   at the server's `retryAfter` instead of 2:00 (`context.resendSeconds`).
 * - `codeStep` has two regions. `code`: `enteringCode` → `verifying` (submit-otp) when the fourth
 *   digit is typed, or on `CODE.SUBMIT` (Enter, the confirm button), and only when no request is in
 *   flight. A code the server refused is cleared (retyping it would otherwise auto-submit a mix of
 *   old and new digits); after no network or a 5xx it stays, to be sent again. `resend`: `countingDown` invokes the 2:00 resend countdown, `ready` accepts `CODE.RESEND`,
 *   `resending` calls send-otp again and on success clears the code and re-enters `countingDown`
 *   (a fresh countdown). A 429 with `retryAfter` there re-enters `countingDown` from `retryAfter`
 *   (keeping the typed code; an info toast when the earlier code still works, else the error).
 *   States that wait on the server carry the tag `busy`.
 * - After verifying: `signedIn` stores the tokens and tells the gate (actions the view provides:
 *   machines don't touch storage), then `loadingProfile` greets the user by first name (or with the
 *   generic welcome when get-my-profile fails) and `redirecting` sends the visitor to `/medicineA`.
 * - With a stored token (`input.hasToken`) the machine goes straight to `redirecting`.
 *
 * Side effects are named: actors `sendOtp`, `submitOtp`, `getMyProfile` (`otpLoginActors(client)`, provided
 * by the wiring), `resendCountdown`; actions
 * `announce`, `inform`, `reportFailure`, `storeTokens`, `startSession`, `welcome`, `goToCatalog` (no-ops here;
 * the view provides them).
 */
export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    input: {} as OtpLoginInput,
  },
  actors: {
    sendOtp: providedActor<{ message: string }, { mobile: string }>('sendOtp'),
    submitOtp: providedActor<Tokens, { mobile: string; code: string }>('submitOtp'),
    getMyProfile: providedActor<Profile>('getMyProfile'),
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    hasMobile: ({ context }) => context.mobile.length > 0,
    isCodeComplete: ({ context }) => isCodeComplete(context.code),
    isTypedCodeComplete: ({ event }) => event.type === 'CODE.CHANGE' && isCodeComplete(codeBoxesOf(event.value)),
    isCodeAlreadySent: (_, params: { error: unknown }) => isCodeAlreadySent(params.error),
    isResendTooSoon: (_, params: { error: unknown }) => otpTooSoonOf(params.error) !== null,
  },
  actions: {
    setMobile: assign({ mobile: ({ event }) => (event.type === 'PHONE.CHANGE' ? digitsOnly(event.value) : '') }),
    setCode: assign({ code: ({ event }) => (event.type === 'CODE.CHANGE' ? codeBoxesOf(event.value) : '') }),
    clearCode: assign({ code: '' }),
    clearRefusedCode: assign({ code: ({ context }) => (isRetryable(context.failure) ? context.code : '') }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    setResendSeconds: assign({ resendSeconds: (_, params: { error: unknown }) => otpTooSoonOf(params.error)?.retryAfter ?? RESEND_SECONDS }),
    resetResendSeconds: assign({ resendSeconds: RESEND_SECONDS }),
    announce: (_, _params: { message: string }) => {},
    inform: (_, _params: { message: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
    storeTokens: (_, _params: { tokens: Tokens }) => {},
    startSession: () => {},
    welcome: (_, _params: { firstName: string | null }) => {},
    goToCatalog: () => {},
  },
}).createMachine({
  id: 'otpLogin',
  context: ({ input }) => ({ hasToken: input.hasToken, mobile: '', code: '', failure: null, resendSeconds: RESEND_SECONDS }),
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
          actions: ['resetResendSeconds', { type: 'announce', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: [
          {
            guard: { type: 'isCodeAlreadySent', params: ({ event }) => ({ error: event.error }) },
            target: 'codeStep',
            actions: [
              { type: 'setResendSeconds', params: ({ event }) => ({ error: event.error }) },
              { type: 'inform', params: ({ event }) => ({ message: otpTooSoonOf(event.error)!.message }) },
            ],
          },
          {
            target: 'enteringPhone',
            actions: [
              { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
            ],
          },
        ],
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
              invoke: {
                id: 'countdown',
                src: 'resendCountdown',
                input: ({ context }) => ({ seconds: context.resendSeconds }),
                onDone: 'ready',
              },
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
                  actions: [
                    'clearCode',
                    'resetResendSeconds',
                    { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isCodeAlreadySent', params: ({ event }) => ({ error: event.error }) },
                    target: 'countingDown',
                    actions: [
                      { type: 'setResendSeconds', params: ({ event }) => ({ error: event.error }) },
                      { type: 'inform', params: ({ event }) => ({ message: otpTooSoonOf(event.error)!.message }) },
                    ],
                  },
                  {
                    guard: { type: 'isResendTooSoon', params: ({ event }) => ({ error: event.error }) },
                    target: 'countingDown',
                    actions: [
                      { type: 'setResendSeconds', params: ({ event }) => ({ error: event.error }) },
                      { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                    ],
                  },
                ],
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
