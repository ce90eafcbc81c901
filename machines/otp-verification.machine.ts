import { and, assign, not, setup, stateIn } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import { codeBoxesOf, isCodeAlreadySent, isCodeComplete, isRetryable, otpTooSoonOf } from './otp-verification.rules';
import type {
  OtpVerificationContext,
  OtpVerificationEvent,
  OtpVerificationInput,
  OtpVerificationOutput,
  Tokens,
} from './otp-verification.types';
import { RESEND_SECONDS, resendCountdownMachine } from './resend-countdown.machine';

/**
 * The one-time code (behaviour §4, §5, §8, §9): send a code to a mobile, type it, verify it, resend it
 * after the countdown. One child machine: the login (`otp-login`) and the registration wizard
 * (`registration`) both invoke it with the mobile and act on its output; neither repeats the flow.
 *
 * - `sending` (send-otp) → `active`, the server's message as a success toast (`announce`). A 429 whose
 *   body says `codeAlreadySent` (a code sent earlier, e.g. before a reload, is still valid) goes to
 *   `active` anyway, with the server's message as an info toast (`inform`) and the resend countdown
 *   starting at the server's `retryAfter` instead of 2:00. Any other failure ends the flow with
 *   output `notSent` (the invoking machine shows it where the mobile was typed).
 * - `active` has two regions. `code`: `enteringCode` → `verifying` (submit-otp) when the fourth digit
 *   is typed, or on `CODE.SUBMIT`, and only when no resend is in flight. A code the server refused is
 *   cleared (retyping it would otherwise auto-submit a mix of old and new digits); after no network or
 *   a 5xx it stays, to be sent again. An accepted code ends the flow with output `verified` (tokens).
 *   `resend`: `countingDown` invokes the resend countdown, `ready` accepts `CODE.RESEND`, `resending`
 *   calls send-otp again and on success clears the code and re-enters `countingDown` (a fresh 2:00).
 *   A 429 with `retryAfter` re-enters `countingDown` from `retryAfter` (keeping the typed code; an
 *   info toast when the earlier code still works, else the error).
 * - `CODE.CANCEL` (edit the number, close the dialog) ends the flow with output `cancelled`, except
 *   while a code is being verified.
 *
 * States that wait on the server carry the tag `busy`. Actors `sendOtp`, `submitOtp`
 * (`otpVerificationActors(client)`), `resendCountdown`; effect actions `announce`, `inform`,
 * `reportFailure` (no-ops here; the view provides them).
 */
export const otpVerificationMachine = setup({
  types: {
    context: {} as OtpVerificationContext,
    events: {} as OtpVerificationEvent,
    input: {} as OtpVerificationInput,
    output: {} as OtpVerificationOutput,
  },
  actors: {
    sendOtp: providedActor<{ message: string }, { mobile: string }>('sendOtp'),
    submitOtp: providedActor<Tokens, { mobile: string; code: string }>('submitOtp'),
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isCodeComplete: ({ context }) => isCodeComplete(context.code),
    isTypedCodeComplete: ({ event }) => event.type === 'CODE.CHANGE' && isCodeComplete(codeBoxesOf(event.value)),
    isCodeAlreadySent: (_, params: { error: unknown }) => isCodeAlreadySent(params.error),
    isResendTooSoon: (_, params: { error: unknown }) => otpTooSoonOf(params.error) !== null,
  },
  actions: {
    setCode: assign({ code: ({ event }) => (event.type === 'CODE.CHANGE' ? codeBoxesOf(event.value) : '') }),
    clearCode: assign({ code: '' }),
    clearRefusedCode: assign({ code: ({ context }) => (isRetryable(context.failure) ? context.code : '') }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    setResendSeconds: assign({
      resendSeconds: (_, params: { error: unknown }) => otpTooSoonOf(params.error)?.retryAfter ?? RESEND_SECONDS,
    }),
    resetResendSeconds: assign({ resendSeconds: RESEND_SECONDS }),
    endVerified: assign({
      result: ({ context }, params: { tokens: Tokens }) => ({ outcome: 'verified' as const, tokens: params.tokens, code: context.code }),
    }),
    endNotSent: assign({
      result: ({ context }) => ({ outcome: 'notSent' as const, failure: context.failure ?? { kind: 'network' as const } }),
    }),
    endCancelled: assign({ result: { outcome: 'cancelled' } }),
    announce: (_, _params: { message: string }) => {},
    inform: (_, _params: { message: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'otpVerification',
  context: ({ input }) => ({ mobile: input.mobile, code: '', failure: null, resendSeconds: RESEND_SECONDS, result: null }),
  initial: 'sending',
  output: ({ context }) => context.result ?? { outcome: 'cancelled' },
  states: {
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: {
          target: 'active',
          actions: ['resetResendSeconds', { type: 'announce', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: [
          {
            guard: { type: 'isCodeAlreadySent', params: ({ event }) => ({ error: event.error }) },
            target: 'active',
            actions: [
              { type: 'setResendSeconds', params: ({ event }) => ({ error: event.error }) },
              { type: 'inform', params: ({ event }) => ({ message: otpTooSoonOf(event.error)?.message ?? '' }) },
            ],
          },
          {
            target: 'notSent',
            actions: [
              { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              'endNotSent',
            ],
          },
        ],
      },
    },
    active: {
      type: 'parallel',
      on: {
        'CODE.CANCEL': {
          guard: not(stateIn({ active: { code: 'verifying' } })),
          target: 'cancelled',
          actions: ['clearCode', 'clearFailure', 'endCancelled'],
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
                    guard: and(['isTypedCodeComplete', not(stateIn({ active: { resend: 'resending' } }))]),
                    target: 'verifying',
                    actions: 'setCode',
                  },
                  { actions: 'setCode' },
                ],
                'CODE.SUBMIT': {
                  guard: and(['isCodeComplete', not(stateIn({ active: { resend: 'resending' } }))]),
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
                  target: '#otpVerification.verified',
                  actions: { type: 'endVerified', params: ({ event }) => ({ tokens: event.output }) },
                },
                onError: {
                  target: 'enteringCode',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    'clearRefusedCode',
                    { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
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
                  guard: not(stateIn({ active: { code: 'verifying' } })),
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
                      { type: 'inform', params: ({ event }) => ({ message: otpTooSoonOf(event.error)?.message ?? '' }) },
                    ],
                  },
                  {
                    guard: { type: 'isResendTooSoon', params: ({ event }) => ({ error: event.error }) },
                    target: 'countingDown',
                    actions: [
                      { type: 'setResendSeconds', params: ({ event }) => ({ error: event.error }) },
                      { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
    notSent: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The tokens of a `verified` output (the invoking machine's guard has checked the outcome). */
export const tokensOf = (output: OtpVerificationOutput): Tokens =>
  (output as Extract<OtpVerificationOutput, { outcome: 'verified' }>).tokens;

export type OtpVerificationSnapshot = ReturnType<typeof otpVerificationMachine.transition>;
