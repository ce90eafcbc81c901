import { isMobile, missingFields } from './contact-form';
import type { RegistrationForm, Step1Errors } from './registration.types';

/** The fields step 1 requires (behaviour §5), starred in the form; everything else is optional. */
export const STEP1_REQUIRED = ['firstName', 'lastName', 'mobile'] as const;

/** Step-1 validation (behaviour §5): mobile, first and last name. */
export function validateStep1(form: RegistrationForm): Step1Errors {
  const errors: Step1Errors = isMobile(form.mobile) ? {} : { mobile: 'invalidMobile' };
  return { ...errors, ...missingFields(form, ['firstName', 'lastName']) };
}
