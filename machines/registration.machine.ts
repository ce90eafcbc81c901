import { assign, not, setup } from 'xstate';
import type { Profile, Province, Schemas } from '../src/api/client';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutOutput } from './checkout.types';
import { providedActor } from './provided';
import { otpVerificationMachine, tokensOf } from './otp-verification.machine';
import type { OtpVerificationOutput, Tokens } from './otp-verification.types';
import { EMPTY_CONTACT, LANDLINE_MAX, typeInto } from './contact-form';
import { validateStep1 } from './registration.rules';
import { packageById } from './registration.packages';
import type { RegistrationContext, RegistrationEvent, RegistrationForm, RegistrationInput } from './registration.types';

const EMPTY_FORM: RegistrationForm = { mobile: '', ...EMPTY_CONTACT };

/**
 * Where a shown step goes in the address: pushed when moving on from the step the address shows;
 * replaced when going back, when the requested step was refused, or when the address shows it already.
 */
const urlFor = (step: 1 | 2 | 3, context: { requestedStep: 1 | 2 | 3 }) => ({ step, replace: step <= context.requestedStep });

const clampStep = (step: number): 1 | 2 | 3 => (step === 2 || step === 3 ? step : 1);

/** The register call's payload (behaviour §3): password and last_login go empty, the e-mail is not sent. */
export function registrationPayload(form: RegistrationForm): Schemas['RegisterRequest'] {
  return {
    mobile: form.mobile,
    password: '',
    org_name: form.orgName.trim(),
    state: form.province,
    last_login: '',
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    address: form.address.trim(),
    phone: form.phone,
  };
}

/**
 * The registration wizard (behaviour §2, §4, §5): `step1` (information) → `step2` (package) → `step3`
 * (summary and invoice), with `STEP.PREVIOUS`; the step is always 1..3.
 *
 * The address and the step are kept in agreement here, like the list's query: `requestedStep` is the
 * step the address shows. `URL.CHANGED` (the view sends it for every `/Register/step<n>` it sees, at
 * start and on back/forward) is ignored when it names that step already (so the machine's own writes
 * come back as no-ops); otherwise `routing` decides where the requested step may go. Entering a step
 * writes it with `syncUrl` (an action the view provides): pushed when moving on, replaced when going
 * back, when the requested step was refused (step 3 without a package shows step 2 at
 * `/Register/step2`) or when the address shows it already.
 *
 * Product decision: the register call needs a bearer token (the contract), and a visitor on
 * /Register usually has none. So when step 1 is submitted without a stored token the wizard first
 * verifies the mobile: `verifyingMobile` invokes the one-time-code machine the login uses
 * (`otp-verification.machine.ts`: send-otp, a dialog with the four code boxes auto-submitted on the
 * fourth digit, resend after the countdown, submit-otp). Its output decides: `verified` → tokens
 * stored (`storeTokens`, `startSession`) → `registering`; `notSent` → `editing` with the failure;
 * `cancelled` (the dialog closed) → `editing`. With a stored token it goes straight to
 * `registering`. A 409 (already registered) or any other failure returns to `editing` with the
 * server's message.
 *
 * Step 2 and 3 need a token: without one, the wizard leaves for `/` (`leaving`, action `goHome`).
 * Step 3 without a chosen package shows step 2. Step 3's submit ('payment', behaviour §10.6) invokes the
 * shared checkout machine (`paying`, still step 3 on screen): the browser leaves for the gateway
 * (`toGateway`), which later returns it to the purchase history; a refused checkout (e.g. the
 * profile lacks the centre name or province: the server's 403 as a toast) returns to step 3; a backend
 * without checkout (404) ends the wizard at `/` silently, as the original submit does.
 * A visitor with a token at start has their profile read once (`loadProfile`, root `invoke`) for step
 * 3's identity summary, which otherwise shows what step 1 typed.
 * The province list loads once for the whole wizard (root `invoke`); its failure is reported only
 * for no network and the dropdown keeps its loading placeholder (behaviour §8).
 * Actors: `registrationActors(client)`, provided by the wiring.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    loadProvinces: providedActor<Province[]>('loadProvinces'),
    loadProfile: providedActor<Profile | null, { hasToken: boolean }>('loadProfile'),
    otpVerification: otpVerificationMachine,
    register: providedActor<{ message: string }, Schemas['RegisterRequest']>('register'),
    checkout: checkoutMachine,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    isNewStep: ({ context, event }) => event.type === 'URL.CHANGED' && clampStep(event.step) !== context.requestedStep,
    isFirstStepRequested: ({ context }) => context.requestedStep === 1,
    isThirdStepRequestedWithPackage: ({ context }) => context.requestedStep === 3 && context.packageId !== null,
    isFormValid: ({ context }) => Object.keys(validateStep1(context.form)).length === 0,
    isRegistered: ({ context }) => context.registered,
    isVerified: (_, params: { output: OtpVerificationOutput }) => params.output.outcome === 'verified',
    isNotSent: (_, params: { output: OtpVerificationOutput }) => params.output.outcome === 'notSent',
    isNetworkFailure: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'network',
    didCheckoutFail: ({ event }) => (event as unknown as { output: CheckoutOutput }).output.failure !== null,
    isCheckoutAbsent: ({ event }) => (event as unknown as { output: CheckoutOutput }).output.failure?.kind === 'absent',
  },
  actions: {
    setRequestedStep: assign({
      requestedStep: ({ event, context }) => (event.type === 'URL.CHANGED' ? clampStep(event.step) : context.requestedStep),
    }),
    /** The address now shows `step` (the machine wrote it). */
    setShownStep: assign({ requestedStep: (_, params: { step: 1 | 2 | 3 }) => params.step }),
    /** Writes `/Register/step<n>` to the address (provided by the view). */
    syncUrl: (_, _params: { step: 1 | 2 | 3; replace: boolean }) => {},
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'FIELD.CHANGE' ? typeInto(context.form, event.field, event.value, { phone: LANDLINE_MAX }) : context.form,
    }),
    markAttempted: assign({ attempted: true }),
    markRegistered: assign({ registered: true }),
    markHasToken: assign({ hasToken: true }),
    setPackage: assign({ packageId: ({ event, context }) => (event.type === 'PACKAGE.CHOOSE' ? event.packageId : context.packageId) }),
    setWantInvoice: assign({
      wantInvoice: ({ event, context }) => (event.type === 'INVOICE.TOGGLE' ? event.checked : context.wantInvoice),
    }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    setFailureOf: assign({
      failure: (_, params: { output: OtpVerificationOutput }) => (params.output.outcome === 'notSent' ? params.output.failure : null),
    }),
    setProvinces: assign({ provinces: (_, params: { provinces: RegistrationContext['provinces'] }) => params.provinces }),
    markProvincesFailed: assign({ provincesFailed: true }),
    announce: (_, _params: { message: string }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
    storeTokens: (_, _params: { tokens: Tokens }) => {},
    startSession: () => {},
    /** The registration saved the profile: the access gate learns it (its check from before is stale). */
    profileChanged: () => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    hasToken: input.hasToken,
    requestedStep: clampStep(input.step),
    form: EMPTY_FORM,
    attempted: false,
    registered: false,
    failure: null,
    packageId: null,
    wantInvoice: false,
    provinces: null,
    provincesFailed: false,
    serverProfile: null,
  }),
  invoke: [
    {
      id: 'provinces',
      src: 'loadProvinces',
      onDone: { actions: { type: 'setProvinces', params: ({ event }) => ({ provinces: event.output }) } },
      onError: [
        {
          guard: 'isNetworkFailure',
          actions: ['markProvincesFailed', { type: 'reportFailure', params: { failure: { kind: 'network' } } }],
        },
        { actions: 'markProvincesFailed' },
      ],
    },
    // A visitor who already holds a token (back on the wizard after a reload) is known to the server:
    // step 3's summary shows what it has instead of dashes. Nothing is said when it cannot be read.
    {
      id: 'profile',
      src: 'loadProfile',
      input: ({ context }) => ({ hasToken: context.hasToken }),
      onDone: { actions: assign({ serverProfile: ({ event }) => event.output }) },
      onError: {},
    },
  ],
  on: {
    'URL.CHANGED': { guard: 'isNewStep', target: '.routing', actions: 'setRequestedStep' },
  },
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isFirstStepRequested', target: 'step1' },
        { guard: not('hasToken'), target: 'leaving' },
        { guard: 'isThirdStepRequestedWithPackage', target: 'step3' },
        { target: 'step2' },
      ],
    },
    step1: {
      entry: [
        { type: 'syncUrl', params: ({ context }) => urlFor(1, context) },
        { type: 'setShownStep', params: { step: 1 } },
      ],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'setField' },
            'STEP1.SUBMIT': [
              { guard: not('isFormValid'), actions: 'markAttempted' },
              { guard: 'isRegistered', target: '#registration.step2', actions: 'markAttempted' },
              { guard: 'hasToken', target: 'registering', actions: 'markAttempted' },
              { target: 'verifyingMobile', actions: 'markAttempted' },
            ],
          },
        },
        verifyingMobile: {
          entry: 'clearFailure',
          invoke: {
            id: 'otp',
            src: 'otpVerification',
            input: ({ context }) => ({ mobile: context.form.mobile }),
            onDone: [
              {
                guard: { type: 'isVerified', params: ({ event }) => ({ output: event.output }) },
                target: 'registering',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => ({ tokens: tokensOf(event.output) }) },
                  'startSession',
                  'markHasToken',
                ],
              },
              {
                guard: { type: 'isNotSent', params: ({ event }) => ({ output: event.output }) },
                target: 'editing',
                actions: { type: 'setFailureOf', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'editing' },
            ],
          },
        },
        registering: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registrationPayload(context.form),
            onDone: {
              target: '#registration.step2',
              actions: [
                'markRegistered',
                'profileChanged',
                { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
              ],
            },
          },
        },
      },
    },
    step2: {
      entry: [
        { type: 'syncUrl', params: ({ context }) => urlFor(2, context) },
        { type: 'setShownStep', params: { step: 2 } },
      ],
      on: {
        'PACKAGE.CHOOSE': { target: 'step3', actions: 'setPackage' },
        'STEP.PREVIOUS': 'step1',
      },
    },
    step3: {
      entry: [
        { type: 'syncUrl', params: ({ context }) => urlFor(3, context) },
        { type: 'setShownStep', params: { step: 3 } },
      ],
      on: {
        'INVOICE.TOGGLE': { actions: 'setWantInvoice' },
        'STEP.PREVIOUS': 'step2',
        'STEP3.SUBMIT': 'paying',
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ packageId: packageById(context.packageId)?.packageId ?? '' }),
        onDone: [
          // A backend without checkout: the original wizard's submit, back to / (behaviour §2.3).
          { guard: 'isCheckoutAbsent', target: 'leaving' },
          { guard: 'didCheckoutFail', target: 'step3' },
          { target: 'toGateway' },
        ],
      },
    },
    // The browser is on its way to the gateway (the checkout machine sent it).
    toGateway: {
      type: 'final',
      tags: ['busy'],
    },
    leaving: {
      type: 'final',
      entry: 'goHome',
    },
  },
});
