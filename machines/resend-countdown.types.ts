export interface ResendCountdownContext {
  /** Whole seconds left; 0 once finished. */
  remaining: number;
}

/**
 * Input: where the countdown starts, in seconds (default 2:00). The login starts it at the server's
 * `retryAfter` when send-otp refused a new code; tests and stories shorten it.
 */
export interface ResendCountdownInput {
  seconds?: number;
}

/** The countdown takes no events: it ticks on its own `after` delay. */
export type ResendCountdownEvent = never;
