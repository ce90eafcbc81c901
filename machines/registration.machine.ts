import { assign, not, setup } from 'xstate';
import type { Province, Schemas } from '../src/api/client';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { digitsOnly } from '../src/lib/digits';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutOutput } from './checkout.types';
import { providedActor } from './provided';
import { codeBoxesOf, isCodeAlreadySent, isCodeComplete, isRetryable, otpTooSoonOf } from './otp-verification.rules';
import type { Tokens } from './otp-login.types';
import { LANDLINE_MAX, packageById, validateStep1 } from './registration.packages';
import type { RegistrationContext, RegistrationEvent, RegistrationForm, RegistrationInput } from './registration.types';

const EMPTY_FORM: RegistrationForm = {
  mobile: '',
  firstName: '',
  lastName: '',
  orgName: '',
  province: '',
  phone: '',
  email: '',
  address: '',
};

const clampStep = (step: number): 1 | 2 | 3 => (step === 2 || step === 3 ? step : 1);

/** The register call's payload (SPEC §3): password and last_login go empty, the e-mail is not sent. */
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
 * The registration wizard (SPEC §2, §4, §5): `step1` (information) → `step2` (package) → `step3`
 * (summary and invoice), with `STEP.PREVIOUS`; the step is always 1..3 and follows the address
 * (`STEP.ROUTE` from `/Register/step<n>`; `routing` decides where a requested step may go).
 *
 * Product decision: the register call needs a bearer token (the contract), and a visitor on
 * /Register usually has none. So when step 1 is submitted without a stored token the wizard first
 * verifies the mobile with the login's OTP pair: `sendingCode` (send-otp) → `verifyingMobile` (a dialog
 * with the four code boxes, auto-submitted on the fourth digit) → submit-otp → tokens stored
 * (`storeTokens`, `startSession`) → `registering`. A send-otp 429 whose body says `codeAlreadySent`
 * (a code sent to this mobile a moment ago is still valid) opens the dialog anyway, with the
 * server's message as an info toast (`inform`). With a stored token it goes straight to
 * `registering`. A 409 (already registered) or any other failure returns to `editing` with the
 * server's message. The dialog has no resend: closing it and submitting again asks for a new code
 * (within two minutes the server refuses it and, while the first code works, the dialog reopens).
 *
 * Step 2 and 3 need a token: without one, the wizard leaves for `/` (`leaving`, action `goHome`).
 * Step 3 without a chosen package shows step 2. Step 3's submit ('payment', issue 11) invokes the
 * shared checkout machine (`paying`, still step 3 on screen): the browser leaves for the gateway
 * (`toGateway`), which later returns it to the purchase history; a refused checkout (e.g. the
 * profile lacks the centre name or province: the server's 403 as a toast) returns to step 3.
 * The province list loads once for the whole wizard (root `invoke`); its failure is reported only
 * for no network and the dropdown keeps its loading placeholder (SPEC §8).
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
    sendOtp: providedActor<{ message: string }, { mobile: string }>('sendOtp'),
    submitOtp: providedActor<Tokens, { mobile: string; code: string }>('submitOtp'),
    register: providedActor<{ message: string }, Schemas['RegisterRequest']>('register'),
    checkout: checkoutMachine,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    isFirstStepRequested: ({ context }) => context.requestedStep === 1,
    isThirdStepRequestedWithPackage: ({ context }) => context.requestedStep === 3 && context.packageId !== null,
    isFormValid: ({ context }) => Object.keys(validateStep1(context.form)).length === 0,
    isRegistered: ({ context }) => context.registered,
    isCodeComplete: ({ context }) => isCodeComplete(context.code),
    isTypedCodeComplete: ({ event }) => event.type === 'CODE.CHANGE' && isCodeComplete(codeBoxesOf(event.value)),
    isCodeAlreadySent: (_, params: { error: unknown }) => isCodeAlreadySent(params.error),
    isNetworkFailure: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'network',
    didCheckoutFail: ({ event }) => (event as unknown as { output: CheckoutOutput }).output.failure !== null,
  },
  actions: {
    setRequestedStep: assign({
      requestedStep: ({ event }) => (event.type === 'STEP.ROUTE' ? clampStep(event.step) : 1),
    }),
    setField: assign({
      form: ({ context, event }) => {
        if (event.type !== 'FIELD.CHANGE') return context.form;
        const { field, value } = event;
        if (field === 'mobile') return { ...context.form, mobile: digitsOnly(value) };
        if (field === 'phone') return { ...context.form, phone: digitsOnly(value).slice(0, LANDLINE_MAX) };
        return { ...context.form, [field]: value };
      },
    }),
    markAttempted: assign({ attempted: true }),
    markRegistered: assign({ registered: true }),
    markHasToken: assign({ hasToken: true }),
    setCode: assign({ code: ({ event }) => (event.type === 'CODE.CHANGE' ? codeBoxesOf(event.value) : '') }),
    clearCode: assign({ code: '' }),
    clearRefusedCode: assign({ code: ({ context }) => (isRetryable(context.failure) ? context.code : '') }),
    setPackage: assign({ packageId: ({ event, context }) => (event.type === 'PACKAGE.CHOOSE' ? event.packageId : context.packageId) }),
    setWantInvoice: assign({ wantInvoice: ({ event, context }) => (event.type === 'INVOICE.TOGGLE' ? event.checked : context.wantInvoice) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    setProvinces: assign({ provinces: (_, params: { provinces: RegistrationContext['provinces'] }) => params.provinces }),
    markProvincesFailed: assign({ provincesFailed: true }),
    announce: (_, _params: { message: string }) => {},
    inform: (_, _params: { message: string }) => {},
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
    code: '',
    failure: null,
    packageId: null,
    wantInvoice: false,
    provinces: null,
    provincesFailed: false,
  }),
  invoke: {
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
  on: {
    'STEP.ROUTE': { target: '.routing', actions: 'setRequestedStep' },
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
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'setField' },
            'STEP1.SUBMIT': [
              { guard: not('isFormValid'), actions: 'markAttempted' },
              { guard: 'isRegistered', target: '#registration.step2', actions: 'markAttempted' },
              { guard: 'hasToken', target: 'registering', actions: 'markAttempted' },
              { target: 'sendingCode', actions: 'markAttempted' },
            ],
          },
        },
        sendingCode: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'sendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ mobile: context.form.mobile }),
            onDone: {
              target: 'verifyingMobile',
              actions: { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
            },
            onError: [
              {
                guard: { type: 'isCodeAlreadySent', params: ({ event }) => ({ error: event.error }) },
                target: 'verifyingMobile',
                actions: { type: 'inform', params: ({ event }) => ({ message: otpTooSoonOf(event.error)!.message }) },
              },
              {
                target: 'editing',
                actions: [
                  { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                ],
              },
            ],
          },
        },
        verifyingMobile: {
          initial: 'enteringCode',
          on: {
            'CODE.CANCEL': { target: 'editing', actions: ['clearCode', 'clearFailure'] },
          },
          states: {
            enteringCode: {
              on: {
                'CODE.CHANGE': [
                  { guard: 'isTypedCodeComplete', target: 'verifying', actions: 'setCode' },
                  { actions: 'setCode' },
                ],
                'CODE.SUBMIT': { guard: 'isCodeComplete', target: 'verifying' },
              },
            },
            verifying: {
              tags: ['busy'],
              entry: 'clearFailure',
              invoke: {
                id: 'submitOtp',
                src: 'submitOtp',
                input: ({ context }) => ({ mobile: context.form.mobile, code: context.code }),
                onDone: {
                  target: '#registration.step1.registering',
                  actions: [
                    { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
                    'startSession',
                    'markHasToken',
                    'clearCode',
                  ],
                },
                onError: {
                  target: 'enteringCode',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    'clearRefusedCode',
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
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
              actions: ['markRegistered', 'profileChanged', { type: 'announce', params: ({ event }) => ({ message: event.output.message }) }],
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
      on: {
        'PACKAGE.CHOOSE': { target: 'step3', actions: 'setPackage' },
        'STEP.PREVIOUS': 'step1',
      },
    },
    step3: {
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
        onDone: [{ guard: 'didCheckoutFail', target: 'step3' }, { target: 'toGateway' }],
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
