/** The model walk of machines/profile.machine.ts: its fixtures and `modelOf` options, shared by its test and the machine explorer. */
import { validateProfile } from '../profile.rules';
import type { ProfileEvent } from '../profile.types';
import type { Profile } from '../../src/api/client';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { describeApiEvent, type ModelOptions } from './model';
import type { AnyStateMachine } from 'xstate';

type WalkOptions = ModelOptions<AnyStateMachine>;

export const PROVINCES = [
  { _id: '8', name: 'تهران' },
  { _id: '4', name: 'اصفهان' },
];
export const SAVED = 'اطلاعات با موفقیت ذخیره شد.';
export const complete: Profile = {
  _id: 'u-1',
  mobile: '09121234567',
  first_name: 'مریم',
  last_name: 'احمدی',
  org_name: 'داروخانه دکتر احمدی',
  address: 'تهران، خیابان ولیعصر',
  phone: '02188776655',
  email: 'info@example.ir',
  state: { _id: '8', name: 'تهران' },
  role: 'user',
  last_login: '2026-11-23T10:30:00.000Z',
  profile_completed: true,
};
export const empty: Profile = {
  ...complete,
  first_name: '',
  last_name: '',
  org_name: '',
  address: '',
  phone: '',
  email: '',
  state: null,
  last_login: null,
  profile_completed: false,
};
export const failures = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  badRequest: { kind: 'client', status: 400, message: 'استان انتخاب‌شده معتبر نیست.' },
  forbidden: { kind: 'forbidden', message: 'تغییر نقش کاربری مجاز نیست.' },
  unauthorized: { kind: 'unauthorized', message: 'نشست شما منقضی شده است؛ لطفاً دوباره وارد شوید.' },
} satisfies Record<string, ApiFailure>;
export const error = (failure: ApiFailure) => new ApiError(failure);

export const typed: ProfileEvent[] = [
  { type: 'FIELD.CHANGE', field: 'email', value: 'info@' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'info@example.ir' },
  { type: 'FIELD.CHANGE', field: 'firstName', value: '' },
  { type: 'FIELD.CHANGE', field: 'firstName', value: 'سارا' },
];

export const profileWalk: WalkOptions = {
  // What the view offers: typing only while editing (the form is read-only otherwise).
  events: (state) => typed.filter((event) => state.can(event)),
  outputs: { provinces: [PROVINCES], loadProfile: [complete, empty], checkProfile: [true, false], saveProfile: [SAVED] },
  errors: {
    provinces: [error(failures.network), error(failures.server)],
    loadProfile: [error(failures.network), error(failures.server), error(failures.unauthorized)],
    checkProfile: [error(failures.server)],
    saveProfile: [
      error(failures.badRequest),
      error(failures.network),
      error(failures.server),
      error(failures.forbidden),
      error(failures.unauthorized),
    ],
  },
  // Done events name their answer: two answers of one call are two edges of the graph.
  describeEvent: (event) => {
    const { output } = event as { output?: unknown };
    if (!event.type.startsWith('xstate.done.actor.') || output === undefined) return describeApiEvent(event);
    if (Array.isArray(output)) return `${event.type} (${output.length} provinces)`;
    if (typeof output === 'object' && output)
      return `${event.type} (${(output as Profile).profile_completed ? 'complete' : 'empty'} profile)`;
    return `${event.type} (${String(output)})`;
  },
  // A vertex per state, what is known and which rule the form breaks (the values typed do not change what the screen offers).
  serializeState: (state) => {
    const c = state.context;
    const errors = Object.values(validateProfile(c.form)).sort().join('+') || 'valid';
    return JSON.stringify([state.value, c.complete, c.attempted, errors, c.provinces !== null, c.shown !== null, c.failure?.kind ?? null]);
  },
};
