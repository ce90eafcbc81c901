import type { Schemas } from '../src/api/client';
import type { ProfileErrors, ProfileField, ProfileForm } from './profile.types';

/** Longest values the contract accepts (openapi.yaml `UpdateProfileRequest`); landline at most 11 (behaviour §9). */
export const PROFILE_MAX: Record<ProfileField, number> = {
  firstName: 100,
  lastName: 100,
  orgName: 200,
  province: 64,
  phone: 11,
  email: 200,
  address: 500,
};

/** The fields a complete profile needs (behaviour §5), starred in the form. */
export const REQUIRED_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'orgName', 'province'];

/** The server's e-mail rule (an @ and a dot after it, no spaces). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** behaviour §5 profile save: first name, last name, centre name and province non-empty; a typed e-mail well-formed. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of REQUIRED_FIELDS) if (!form[field].trim()) errors[field] = 'required';
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'invalidEmail';
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
