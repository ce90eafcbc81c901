import type { ResendCountdownContext } from './resend-countdown.types';

/** What a view reads from a resend countdown's snapshot (it takes no events). */
export function connectResendCountdown(snapshot: { context: ResendCountdownContext; status: string } | undefined, from: number) {
  return {
    /** Whole seconds left: `from` until the countdown actor reports. */
    remaining: snapshot?.context.remaining ?? from,
    finished: snapshot?.status === 'done',
  };
}
