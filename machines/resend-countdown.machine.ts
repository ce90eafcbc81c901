import { assign, setup } from 'xstate';
import type { ResendCountdownContext, ResendCountdownInput } from './resend-countdown.types';

/** Seconds before a new code may be requested (behaviour §9). */
export const RESEND_SECONDS = 120;

/** Whole seconds, at least 1; 2:00 when no usable number is given. */
export const countdownStart = (seconds: number | undefined): number =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : RESEND_SECONDS;

/**
 * The resend countdown of the login screen (behaviour §4): starts at 2:00 when a code is sent (or at the
 * seconds the server says are left, when it refused a new code because one was sent earlier) and counts
 * down one second at a time to 0:00, then reaches its final state.
 *
 * It knows nothing about codes or requests. The login machine invokes it in its `resend` region:
 * while the countdown runs the region is `countingDown` and `CODE.RESEND` is not accepted; the
 * countdown's final state (`xstate.done.actor.countdown`) moves the region to `ready`; a successful
 * resend re-enters `countingDown`, which invokes a fresh countdown from 2:00 and clears the code
 * boxes. So "resend is disabled until 0:00" is one fact held in one place (the login machine's
 * `snapshot.can({ type: 'CODE.RESEND' })`), and restarting needs no RESTART event: re-entry does it.
 */
export const resendCountdownMachine = setup({
  types: {
    context: {} as ResendCountdownContext,
    input: {} as ResendCountdownInput,
  },
  delays: {
    /** One tick of the countdown. */
    oneSecond: 1000,
  },
  guards: {
    hasSecondsLeftAfterTick: ({ context }) => context.remaining > 1,
  },
  actions: {
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
  },
}).createMachine({
  id: 'resendCountdown',
  context: ({ input }) => ({ remaining: countdownStart(input?.seconds) }),
  initial: 'counting',
  states: {
    counting: {
      after: {
        oneSecond: [
          { guard: 'hasSecondsLeftAfterTick', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'finished', actions: 'tick' },
        ],
      },
    },
    finished: { type: 'final' },
  },
});
