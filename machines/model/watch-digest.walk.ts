/** The watch-digest machine's model: walked in node (`.model.test.ts`), walked through the view in jsdom (`.paths.test.tsx`) and shown by the explorer. */
import { watchDigestMachine } from '../watch-digest.machine';
import type { WatchDigestEvent } from '../watch-digest.types';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { lazyModelOf, type ModelOptions, type StepEvent } from './model';

export const failures = {
  forbidden: { kind: 'forbidden', message: 'برای استفاده از امکانات سایت باید اشتراک خریداری کنید' },
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  badRequest: { kind: 'client', status: 400, message: 'اطلاعات ارسال‌شده معتبر نیست.' },
} satisfies Record<string, ApiFailure>;

/** What the switch can send: on and off (the machine ignores the value it already has). */
const switched: WatchDigestEvent[] = [
  { type: 'DIGEST.SET', on: true },
  { type: 'DIGEST.SET', on: false },
];

export const watchDigestWalk: ModelOptions<typeof watchDigestMachine> = {
  events: (state) => [...switched.filter((event) => state.can(event)), { type: 'RETRY' }],
  outputs: {
    loadDigestSetting: [{ smsDigest: false }, { smsDigest: true }],
    saveDigestSetting: [{ smsDigest: true }, { smsDigest: false }],
  },
  errors: {
    loadDigestSetting: [failures.forbidden, failures.network, failures.server].map((failure) => new ApiError(failure)),
    saveDigestSetting: [failures.network, failures.badRequest].map((failure) => new ApiError(failure)),
  },
  // Which state, which value is stored and pending, and why the last call failed.
  serializeState: (state) =>
    JSON.stringify([state.value, state.context.stored, state.context.pending, state.context.failure?.kind ?? null]),
  describeState: (state) =>
    `${String(state.value)} (${state.context.stored ? 'on' : 'off'}${state.context.pending === null ? '' : state.context.pending ? ' → on' : ' → off'}${
      state.context.failure ? `, ${state.context.failure.kind}` : ''
    })`,
  describeEvent: (event: StepEvent) => {
    if (event.type.startsWith('xstate.done.actor.')) return `${event.type} ${JSON.stringify(event.output)}`;
    if (event.type.startsWith('xstate.error.actor.')) return `${event.type} (${(event.error as ApiError).failure.kind})`;
    return event.type === 'DIGEST.SET' ? `DIGEST.SET ${event.on ? 'on' : 'off'}` : event.type;
  },
};

export const model = lazyModelOf(watchDigestMachine, watchDigestWalk);
