/** The sign-in link machine's model: walked in node (`.model.test.ts`), through the view in jsdom (`.paths.test.tsx`) and in the explorer. */
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { signInLinkMachine } from '../sign-in-link.machine';
import type { SignInLinkEvent, SignInLinkInput } from '../sign-in-link.types';
import { lazyModelOf, stateValueToString, type ModelOptions, type StepEvent } from './model';
import { TOKENS } from './otp-verification.walk';

export const LINK_MOBILE = '09121234567';
export const LINK_TOKEN = '8bqY2nZ0c1xVtQ4mR7wKpA';
export const PROFILE = { first_name: 'مریم', last_name: 'احمدی' };

export const failures = {
  /** The server's refusal of a used, expired or foreign link. */
  invalid: { kind: 'client', status: 400, message: 'پیوند ورود نامعتبر است یا منقضی شده است؛ کد جدید دریافت کنید.' },
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
} satisfies Record<string, ApiFailure>;

/** A link as the SMS carries it, and one cut short. */
export const inputs: SignInLinkInput[] = [
  { hash: `#${LINK_MOBILE}.${LINK_TOKEN}` },
  { hash: `#${LINK_MOBILE}.${LINK_TOKEN.slice(0, 12)}` },
];
const events: SignInLinkEvent[] = [{ type: 'RETRY' }, { type: 'GO.LOGIN' }];

export const signInLinkWalk: ModelOptions<typeof signInLinkMachine> = {
  inputs,
  events,
  outputs: { signInWithLink: [TOKENS], getMyProfile: [PROFILE] },
  errors: {
    signInWithLink: [failures.invalid, failures.network].map((failure) => new ApiError(failure)),
    getMyProfile: [new ApiError(failures.server)],
  },
  serializeState: (state) => JSON.stringify([state.value, state.context.link === null, state.context.failure?.kind ?? null]),
  describeState: (state) => `${stateValueToString(state.value)}${state.context.failure ? ` (${state.context.failure.kind})` : ''}`,
  describeEvent: (event: StepEvent) =>
    event.type.startsWith('xstate.error.actor.') ? `${event.type} (${(event.error as ApiError).failure.kind})` : event.type,
};

export const signInLinkModel = lazyModelOf(signInLinkMachine, signInLinkWalk);
