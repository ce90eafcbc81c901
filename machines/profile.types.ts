import type { Province } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { ContactField, ContactForm, FieldErrors } from './contact-form';

/** The profile form as typed: the contact form. Mobile and last login are read-only. */
export type ProfileForm = ContactForm;
export type ProfileField = ContactField;
/** Why fields are refused (behaviour §5). */
export type ProfileErrors = FieldErrors<ProfileField>;

/** What the view shows read-only, as get-my-profile answered it. */
export interface ProfileShown {
  mobile: string;
  /** ISO date-time, or null before the first sign-in was recorded. */
  lastLogin: string | null;
  /** Passed through unchanged on save (behaviour §6). */
  role: string;
  /** The province as the server named it (shown while the province list loads). */
  province: Province | null;
}

export interface ProfileContext {
  form: ProfileForm;
  /** null until the first profile answer. */
  shown: ProfileShown | null;
  /** check-my-profile's answer (get-my-profile's flag when the check failed); null before either. */
  complete: boolean | null;
  /** null while loading (and after a failure: the dropdown keeps its loading placeholder, behaviour §8). */
  provinces: Province[] | null;
  /** Save was confirmed once with refused values: from now on field errors show. */
  attempted: boolean;
  /** Why the profile could not be loaded, or why the last save failed. */
  failure: ApiFailure | null;
}

export type ProfileEvent =
  | { type: 'FIELD.CHANGE'; field: ProfileField; value: string }
  /** 'register and edit': opens the confirmation dialog. */
  | { type: 'SAVE' }
  | { type: 'CONFIRM.YES' }
  | { type: 'CONFIRM.NO' }
  | { type: 'RETRY' };
