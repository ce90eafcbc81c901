/** The resend-countdown machine's model: walked in node (`resend-countdown.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { resendCountdownMachine } from '../resend-countdown.machine';
import { lazyModelOf, type ModelOptions } from './model';

// Three seconds keep the graph small; the login tests run the real 2:00.
export const resendCountdownWalk: ModelOptions<typeof resendCountdownMachine> = {
  input: { seconds: 3 },
  describeState: (state) => `${String(state.value)} ${(state.context as { remaining: number }).remaining}s`,
};

export const model = lazyModelOf(resendCountdownMachine, resendCountdownWalk);
