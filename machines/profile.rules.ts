import type { Schemas } from '../src/api/client';
import { isEmail, missingFields } from './contact-form';
import type { ProfileErrors, ProfileField, ProfileForm } from './profile.types';

/** The fields a complete profile needs (behaviour §5), starred in the form. */
export const REQUIRED_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'orgName', 'province'];

/** behaviour §5 profile save: first name, last name, centre name and province non-empty; a typed e-mail well-formed. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = missingFields(form, REQUIRED_FIELDS);
  if (form.email.trim() && !isEmail(form.email.trim())) errors.email = 'invalidEmail';
  return errors;
}

export const isMissingRequired = (form: ProfileForm): boolean => REQUIRED_FIELDS.some((field) => !form[field].trim());

/** The update call's payload (behaviour §3): the role goes back unchanged. */
export function profilePayload(form: ProfileForm, role: string): Schemas['UpdateProfileRequest'] {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    org_name: form.orgName.trim(),
    address: form.address.trim(),
    state: form.province,
    email: form.email.trim(),
    phone: form.phone,
    role,
  };
}
