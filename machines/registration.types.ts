import type { Profile, Province } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { ContactForm, FieldErrors } from './contact-form';

/** The step-1 form: the contact form and the mobile (digits already Latin). `email` is shown but never sent (behaviour §3). */
export interface RegistrationForm extends ContactForm {
  mobile: string;
}
export type RegistrationField = keyof RegistrationForm;

/** Step 1's refusals (behaviour §5). */
export type Step1Errors = FieldErrors<'mobile' | 'firstName' | 'lastName'>;

/** One of the four package cards of step 2 (behaviour §9). */
export interface RegistrationPackage {
  id: '1m' | '3m' | '6m' | '12m';
  /** The server's package `_id` (get-package-list) that checkout buys for this card. */
  packageId: string;
  months: number;
  /** Price in rial. */
  price: number;
  /** Fluent button appearance: the card's button colour. */
  appearance: 'secondary' | 'primary' | 'outline';
}
export type PackageId = RegistrationPackage['id'];

/** Input: whether a token is stored, and the step the address asks for. */
export interface RegistrationInput {
  hasToken: boolean;
  /** From `/Register/step<n>`; anything outside 1..3 is step 1. */
  step: number;
}

export interface RegistrationContext {
  hasToken: boolean;
  /** The step the address shows (clamped to 1..3): what it asked for, or what the machine wrote. */
  requestedStep: 1 | 2 | 3;
  form: RegistrationForm;
  /** Step 1 was submitted once: from now on its errors show. */
  attempted: boolean;
  /** The register call succeeded in this wizard: step 1 moves on without calling it again. */
  registered: boolean;
  failure: ApiFailure | null;
  packageId: PackageId | null;
  wantInvoice: boolean;
  /** null while loading (or after a failure: the dropdown keeps its loading placeholder, behaviour §8). */
  provinces: Province[] | null;
  provincesFailed: boolean;
  /** What the server has for a signed-in visitor (get-my-profile), for step 3's summary after a reload; null until known. */
  serverProfile: Profile | null;
}

export type RegistrationEvent =
  | { type: 'FIELD.CHANGE'; field: RegistrationField; value: string }
  | { type: 'STEP1.SUBMIT' }
  | { type: 'PACKAGE.CHOOSE'; packageId: PackageId }
  | { type: 'INVOICE.TOGGLE'; checked: boolean }
  | { type: 'STEP.PREVIOUS' }
  | { type: 'STEP3.SUBMIT' }
  /** The address shows `/Register/step<n>` (at start, after back/forward, or after the machine's own write). */
  | { type: 'URL.CHANGED'; step: number };
