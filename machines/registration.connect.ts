import { connectOtpVerification, type OtpVerificationSnapshot } from './otp-verification.connect';
import type { OtpVerificationEvent } from './otp-verification.types';
import type { registrationMachine } from './registration.machine';
import { REGISTRATION_PACKAGES, invoiceOf, packageById } from './registration.packages';
import { LANDLINE_MAX } from './contact-form';
import { STEP1_REQUIRED, validateStep1 } from './registration.rules';
import type { PackageId, RegistrationEvent, RegistrationField } from './registration.types';

export type RegistrationSnapshot = ReturnType<typeof registrationMachine.transition>;

/** The wizard's step number for a snapshot (what the address shows); null once it has left. */
export function stepOf(snapshot: { matches: (value: 'step1' | 'step2' | 'step3' | 'paying' | 'toGateway') => boolean }): 1 | 2 | 3 | null {
  if (snapshot.matches('step1')) return 1;
  if (snapshot.matches('step2')) return 2;
  if (snapshot.matches('step3') || snapshot.matches('paying') || snapshot.matches('toGateway')) return 3;
  return null;
}

/**
 * What the registration wizard reads from a snapshot of the registration machine (and of its
 * one-time-code child, `otp`, while it runs), and what it calls.
 */
export function connectRegistration(
  snapshot: RegistrationSnapshot,
  send: (event: RegistrationEvent) => void,
  otp?: { snapshot: OtpVerificationSnapshot | undefined; send: (event: OtpVerificationEvent) => void },
) {
  const { context } = snapshot;
  const { form, provinces } = context;
  const code = connectOtpVerification(otp?.snapshot, otp?.send ?? (() => {}));
  const chosen = packageById(context.packageId);
  // Step 3's identity: what step 1 typed in this wizard, else what the server has (after a reload).
  const server = context.registered ? null : context.serverProfile;
  const typedProvince = provinces?.find((p) => p._id === form.province)?.name;
  const summary = server
    ? {
        fullName: `${server.first_name} ${server.last_name}`.trim(),
        mobile: server.mobile,
        orgName: server.org_name,
        provinceName: server.state?.name,
        phone: server.phone,
        email: server.email,
      }
    : {
        fullName: `${form.firstName} ${form.lastName}`.trim(),
        mobile: form.mobile,
        orgName: form.orgName,
        provinceName: typedProvince,
        phone: form.phone,
        email: form.email,
      };
  return {
    /** The step on screen, 1..3. */
    step: stepOf(snapshot) ?? 1,
    form,
    /** Step 1's refusals, once it was submitted (behaviour §5). */
    fieldErrors: context.attempted ? validateStep1(form) : {},
    /** Step 1's fields can be changed (no request in flight, no dialog open). */
    editing: snapshot.matches({ step1: 'editing' }),
    /** Step 1's own request (the first send-otp, register) is in flight. */
    busy: snapshot.hasTag('busy') || code.sending,
    failure: context.failure,
    /** null while loading (and after a failure: the dropdown keeps its loading placeholder). */
    provinces,
    provinceName: typedProvince,
    /** Step 3's identity section (empty strings show as dashes). */
    summary,
    /** The starred fields (behaviour §5). */
    required: (field: RegistrationField) => (STEP1_REQUIRED as readonly string[]).includes(field),
    /** Where typing stops: the landline's limit (openapi.yaml's `Landline`). */
    maxLength: { phone: LANDLINE_MAX } as Partial<Record<RegistrationField, number>>,
    canSubmitStep1: snapshot.can({ type: 'STEP1.SUBMIT' }),
    /** The mobile-verification dialog: open once a code was sent (the one-time-code machine). */
    codeDialog: { open: code.codeShown, ...code },
    packages: REGISTRATION_PACKAGES,
    chosenPackage: chosen,
    invoice: invoiceOf(chosen?.price ?? 0),
    wantInvoice: context.wantInvoice,
    changeField: (field: RegistrationField, value: string) => send({ type: 'FIELD.CHANGE', field, value }),
    submitStep1: () => send({ type: 'STEP1.SUBMIT' }),
    choosePackage: (packageId: PackageId) => send({ type: 'PACKAGE.CHOOSE', packageId }),
    toggleInvoice: (checked: boolean) => send({ type: 'INVOICE.TOGGLE', checked }),
    previous: () => send({ type: 'STEP.PREVIOUS' }),
    submitStep3: () => send({ type: 'STEP3.SUBMIT' }),
    /** Step 3's 'payment' started checkout, or the browser is leaving for the gateway. */
    paying: snapshot.matches('paying') || snapshot.matches('toGateway'),
    canSubmitStep3: snapshot.can({ type: 'STEP3.SUBMIT' }),
  };
}

export type RegistrationApi = ReturnType<typeof connectRegistration>;
