import { schemaRules } from '../src/api/rules.gen';
import type { RegistrationForm, Step1Errors } from './registration.types';

/** Mobile: openapi.yaml's `Mobile` (11 digits starting with 09, behaviour §5, §9), checked by the server too. */
export const isMobile = (mobile: string): boolean => schemaRules.Mobile.pattern.test(mobile);

/** Landline: at most this many digits (openapi.yaml's `Landline`, behaviour §9). */
export const LANDLINE_MAX: number = schemaRules.Landline.maxLength;

/** Step-1 validation (behaviour §5): mobile, first and last name; everything else is optional. */
export function validateStep1(form: RegistrationForm): Step1Errors {
  const errors: Step1Errors = {};
  if (!isMobile(form.mobile)) errors.mobile = 'invalidMobile';
  if (!form.firstName.trim()) errors.firstName = 'required';
  if (!form.lastName.trim()) errors.lastName = 'required';
  return errors;
}
