/**
 * The contact form the registration wizard's first step and the profile screen share (behaviour §5): the
 * same fields, the same refusals, and the rules of openapi.yaml (`schemaRules`, `requestLimits`).
 * Each machine keeps its own form in its context and says which fields it requires.
 */
import { requestLimits, schemaRules } from '../src/api/rules.gen';
import { digitsOnly } from '../src/lib/digits';

/** The fields both forms have, as typed (landline digits already Latin). */
export interface ContactForm {
  firstName: string;
  lastName: string;
  orgName: string;
  /** Province `_id`, or '' for none. */
  province: string;
  phone: string;
  email: string;
  address: string;
}
export type ContactField = keyof ContactForm;
/** A field either form shows: the contact fields and the mobile (typed at registration, shown in the profile). */
export type FormField = ContactField | 'mobile';

export const EMPTY_CONTACT: ContactForm = { firstName: '', lastName: '', orgName: '', province: '', phone: '', email: '', address: '' };

/** Why a field is refused; the view maps it to its Persian text. */
export type FieldError = 'required' | 'invalidMobile' | 'invalidEmail';
export type FieldErrors<TField extends string> = Partial<Record<TField, FieldError>>;

/** The longest value of each field, as openapi.yaml's `UpdateProfileRequest` says it. */
const update = requestLimits.UpdateProfileRequest;
export const CONTACT_MAX: Record<ContactField, number> = {
  firstName: update.first_name,
  lastName: update.last_name,
  orgName: update.org_name,
  province: update.state,
  phone: update.phone,
  email: update.email,
  address: update.address,
};

/** Mobile: openapi.yaml's `Mobile` (11 digits starting with 09, behaviour §5, §9), checked by the server too. */
export const isMobile = (mobile: string): boolean => schemaRules.Mobile.pattern.test(mobile);

/** E-mail: openapi.yaml's `Email` (an @ and a dot after it, no spaces), checked by the server too. */
export const isEmail = (email: string): boolean => schemaRules.Email.pattern.test(email);

/** Landline: at most this many digits (openapi.yaml's `Landline`, behaviour §9). */
export const LANDLINE_MAX: number = schemaRules.Landline.maxLength;

/** The fields among `required` that are blank, each refused as 'required'. */
export function missingFields<TForm extends object>(
  form: TForm,
  required: readonly (keyof TForm & string)[],
): FieldErrors<keyof TForm & string> {
  const errors: FieldErrors<keyof TForm & string> = {};
  for (const field of required) if (!String(form[field]).trim()) errors[field] = 'required';
  return errors;
}

/** `form` with `value` typed into `field`: numbers keep their digits only, every field stops at its limit. */
export function typeInto<TForm extends object>(
  form: TForm,
  field: keyof TForm & string,
  value: string,
  limits: Partial<Record<keyof TForm, number>>,
): TForm {
  const typed = field === 'phone' || field === 'mobile' ? digitsOnly(value) : value;
  const limit = limits[field];
  return { ...form, [field]: limit === undefined ? typed : typed.slice(0, limit) };
}
