/** The registration machine's model: walked in node (`*.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { ApiError } from '../../src/api/errors';
import { registrationMachine } from '../registration.machine';
import type { RegistrationContext, RegistrationEvent, RegistrationInput } from '../registration.types';
import { describeApiEvent, lazyModelOf, type ModelOptions } from './model';
import { OTP_OUTPUTS } from './otp-login.walk';
import { NO_NETWORK, SERVER_DOWN } from './otp-verification.walk';

export const MOBILE_TYPED = '۰۹۱۲۱۲۳۴۵۶۷';
export const PROVINCES = [
  { _id: '8', name: 'تهران' },
  { _id: '4', name: 'اصفهان' },
];
export const REGISTERED = { message: 'ثبت‌نام با موفقیت انجام شد.' };
/** What get-my-profile has for a visitor who registered before (step 3 after a reload). */
export const SERVER_PROFILE = {
  _id: 'u-1',
  mobile: '09121234567',
  first_name: 'مریم',
  last_name: 'احمدی',
  org_name: 'داروخانه دکتر احمدی',
  address: '',
  phone: '',
  email: '',
  state: { _id: '8', name: 'تهران' },
  role: 'user',
  last_login: null,
  profile_completed: true,
};
export const ALREADY = new ApiError({ kind: 'client', status: 409, message: 'ثبت‌نام این شماره قبلاً انجام شده است.' });

/** What the checkout child ends with: the browser leaving for the gateway, or a refusal (403). */
export const CHECKOUT_LEAVING = { failure: null, orderId: 'order-1' };
export const CHECKOUT_REFUSED = { failure: { kind: 'forbidden', message: 'ابتدا اطلاعات هویتی خود را تکمیل کنید' }, orderId: null };
/** A backend without checkout (404): the wizard ends at `/`. */
export const CHECKOUT_ABSENT = { failure: { kind: 'absent' }, orderId: null };

const inputs: RegistrationInput[] = [
  { hasToken: false, step: 1 },
  { hasToken: true, step: 1 },
  { hasToken: true, step: 3 },
  { hasToken: false, step: 2 },
];

export const registrationWalk: ModelOptions<typeof registrationMachine> = {
  inputs,
  // Each field is typed once (from empty), so the walk stays small.
  events: (state): RegistrationEvent[] => {
    const form = (state.context as RegistrationContext).form;
    const fields: RegistrationEvent[] = [];
    if (!form.mobile) fields.push({ type: 'FIELD.CHANGE', field: 'mobile', value: MOBILE_TYPED });
    if (!form.firstName) fields.push({ type: 'FIELD.CHANGE', field: 'firstName', value: 'مریم' });
    if (!form.lastName) fields.push({ type: 'FIELD.CHANGE', field: 'lastName', value: 'احمدی' });
    return [
      ...fields,
      { type: 'PACKAGE.CHOOSE', packageId: '1m' },
      { type: 'INVOICE.TOGGLE', checked: true },
      { type: 'URL.CHANGED', step: 3 },
      { type: 'URL.CHANGED', step: 1 },
    ];
  },
  outputs: {
    provinces: [PROVINCES],
    profile: [null, SERVER_PROFILE],
    otp: OTP_OUTPUTS,
    register: [REGISTERED],
    checkout: [CHECKOUT_LEAVING, CHECKOUT_REFUSED, CHECKOUT_ABSENT],
  },
  errors: {
    provinces: [NO_NETWORK, SERVER_DOWN],
    register: [ALREADY],
    profile: [SERVER_DOWN],
  },
  // The vertex: what the guards and the screen depend on.
  serializeState: (state) => {
    const c = state.context as RegistrationContext;
    return JSON.stringify([
      state.value,
      state.status,
      c.hasToken,
      c.requestedStep,
      c.form.mobile,
      c.form.firstName,
      c.form.lastName,
      c.attempted,
      c.registered,
      c.failure?.kind,
      c.packageId,
      c.wantInvoice,
      c.provinces?.length,
      c.provincesFailed,
    ]);
  },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.otp'
      ? `${event.type} (${(event as unknown as { output: { outcome: string } }).output.outcome})`
      : event.type === 'xstate.done.actor.checkout'
        ? `${event.type} (${(event as unknown as { output: typeof CHECKOUT_REFUSED }).output.failure?.kind ?? 'to the gateway'})`
        : describeApiEvent(event),
  // The checkout step (behaviour §10.6) adds two states to every combination of typed fields.
  limit: 20_000,
};

export const registrationModel = lazyModelOf(registrationMachine, registrationWalk);
