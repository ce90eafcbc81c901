import type { ProfileSnapshot } from './profile.machine';
import { CONTACT_MAX, type FormField } from './contact-form';
import { REQUIRED_FIELDS, validateProfile } from './profile.rules';
import type { ProfileEvent, ProfileField } from './profile.types';

export type { ProfileSnapshot };

/** What the profile screen reads from a snapshot of the profile machine, and what it calls. */
export function connectProfile(snapshot: ProfileSnapshot, send: (event: ProfileEvent) => void) {
  const { context } = snapshot;
  const { form, shown, provinces } = context;
  const loading = snapshot.hasTag('loading');
  const saving = snapshot.hasTag('busy');
  const editing = snapshot.matches('editing');
  // Until the list is loaded (and for good after it failed) the dropdown reads as loading, even over a
  // saved province (behaviour §2.9, §8).
  const provinceName = provinces
    ? (provinces.find((p) => p._id === form.province)?.name ?? (shown?.province?._id === form.province ? shown.province.name : undefined))
    : undefined;
  return {
    /** Nothing to show yet: the first load is in flight (skeleton). */
    firstLoad: loading && shown === null,
    /** The load is in flight again (after a save): the form stays, read-only. */
    refreshing: loading && shown !== null,
    /** The profile could not be loaded: 'try again'. */
    failed: snapshot.hasTag('failed'),
    failure: context.failure,
    form,
    /** Read-only: the mobile and the last sign-in (ISO, or null). */
    mobile: shown?.mobile ?? '',
    lastLogin: shown?.lastLogin ?? null,
    /** The red 'starred fields are mandatory' notice (behaviour §2): only while the profile is incomplete. */
    incomplete: context.complete === false,
    required: (field: FormField) => (REQUIRED_FIELDS as readonly FormField[]).includes(field),
    /** Where typing stops (openapi.yaml's `UpdateProfileRequest`). */
    maxLength: CONTACT_MAX,
    /** behaviour §5 refusals, once a save was refused. */
    fieldErrors: context.attempted ? validateProfile(form) : {},
    /** The fields can be changed (no load or save in flight, no dialog open). */
    editable: editing,
    /** null while loading (and after a failure: the dropdown keeps its loading placeholder). */
    provinces,
    /** The chosen province's name in the closed dropdown; undefined while the list is not loaded (its loading wording shows). */
    provinceName,
    /** The last save failed (typed values are kept): shown under the form. */
    saveFailure: editing ? context.failure : null,
    canSave: snapshot.can({ type: 'SAVE' }),
    /** The confirmation dialog 'are you sure you want to apply the changes?'. */
    confirmOpen: snapshot.matches('confirming') || saving,
    saving,
    changeField: (field: ProfileField, value: string) => send({ type: 'FIELD.CHANGE', field, value }),
    save: () => send({ type: 'SAVE' }),
    confirm: () => send({ type: 'CONFIRM.YES' }),
    cancel: () => send({ type: 'CONFIRM.NO' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type ProfileApi = ReturnType<typeof connectProfile>;
