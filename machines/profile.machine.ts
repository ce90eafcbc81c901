import { assign, setup } from 'xstate';
import type { Profile, Province, Schemas } from '../src/api/client';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { digitsOnly } from '../src/lib/digits';
import { CONTACT_MAX, EMPTY_CONTACT, typeInto } from './contact-form';
import { providedActor } from './provided';
import { isMissingRequired, profilePayload, validateProfile } from './profile.rules';
import type { ProfileContext, ProfileEvent, ProfileForm } from './profile.types';

/** The form as the server holds the profile. */
export function formOf(profile: Profile): ProfileForm {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    orgName: profile.org_name,
    province: profile.state?._id ?? '',
    phone: digitsOnly(profile.phone).slice(0, CONTACT_MAX.phone),
    email: profile.email,
    address: profile.address,
  };
}

const errorOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The profile screen (behaviour §2, §4, §5, §8).
 *
 * - `loading` fetches the profile and the profile-complete check side by side (two regions); the
 *   province list loads once for the screen (root `invoke`) at the same time. A failed profile load
 *   goes to `failed` ('try again'); a failed check falls back on the profile's own flag. A failed
 *   province list is reported only for no network and the dropdown keeps its loading placeholder.
 * - `editing`: `SAVE` opens the confirmation dialog (`confirming`). 'yes' with the mandatory values
 *   missing closes it, shows 'Please enter the mandatory values.' and sends nothing; with a
 *   malformed e-mail it closes and shows the field's error; otherwise `saving`. From the first
 *   refused 'yes' on, the form shows its field errors.
 * - `saving` → success: the server's message, the access gate is told at once (`profileChanged`), a
 *   profile that was incomplete before goes on to buy a package (`goToPackages`), and the profile
 *   is loaded again. Failure: back to `editing` with everything typed kept, the behaviour §8 toast.
 * Effects are actions the view provides: `announce`, `reportFailure`, `showMandatory`,
 * `showInvalid`, `profileChanged`, `goToPackages`. Actors: `profileActors(client)`.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProvinces: providedActor<Province[]>('loadProvinces'),
    checkProfile: providedActor<boolean>('checkProfile'),
    loadProfile: providedActor<Profile>('loadProfile'),
    saveProfile: providedActor<string, Schemas['UpdateProfileRequest']>('saveProfile'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateProfile(context.form)).length === 0,
    isMissingRequired: ({ context }) => isMissingRequired(context.form),
    wasIncomplete: ({ context }) => context.complete === false,
    isNetworkFailure: ({ event }) => errorOf(event).kind === 'network',
  },
  actions: {
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'FIELD.CHANGE' ? typeInto(context.form, event.field, event.value, CONTACT_MAX) : context.form,
    }),
    storeProfile: assign((_, params: { profile: Profile }) => ({
      form: formOf(params.profile),
      shown: {
        mobile: params.profile.mobile,
        lastLogin: params.profile.last_login,
        role: params.profile.role,
        province: params.profile.state,
      },
      failure: null,
    })),
    /** The check (its own region) may answer first: the profile's own flag only fills a gap. */
    storeProfileFlag: assign({
      complete: ({ context }, params: { flag: boolean }) => context.complete ?? params.flag,
    }),
    storeCheck: assign({ complete: (_, params: { complete: boolean }) => params.complete }),
    forgetCheck: assign({ complete: null }),
    setProvinces: assign({ provinces: (_, params: { provinces: Province[] }) => params.provinces }),
    markAttempted: assign({ attempted: true }),
    setFailure: assign({ failure: (_, params: { failure: ApiFailure }) => params.failure }),
    clearFailure: assign({ failure: null }),
    announce: (_, _params: { message: string; carry?: boolean }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
    /** 'Please enter the mandatory values.' (behaviour §5). */
    showMandatory: () => {},
    /** A typed value is malformed (the e-mail): its field shows why. */
    showInvalid: () => {},
    /** Tells the access gate the profile changed: its complete-profile notice is re-decided at once. */
    profileChanged: () => {},
    /** behaviour §4: a profile completed for the first time goes on to /SelectPackage/buyPackage. */
    goToPackages: () => {},
  },
}).createMachine({
  id: 'profile',
  context: {
    form: EMPTY_CONTACT,
    shown: null,
    complete: null,
    provinces: null,
    attempted: false,
    failure: null,
  },
  invoke: {
    id: 'provinces',
    src: 'loadProvinces',
    onDone: { actions: { type: 'setProvinces', params: ({ event }) => ({ provinces: event.output }) } },
    onError: [
      { guard: 'isNetworkFailure', actions: { type: 'reportFailure', params: { failure: { kind: 'network' } } } },
      // Other failures: the dropdown keeps its loading placeholder, nothing is shown (behaviour §8).
      {},
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      type: 'parallel',
      entry: 'forgetCheck',
      states: {
        profile: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: {
                  target: 'done',
                  actions: [
                    { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
                    { type: 'storeProfileFlag', params: ({ event }) => ({ flag: event.output.profile_completed }) },
                  ],
                },
                onError: {
                  target: '#profile.failed',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  ],
                },
              },
            },
            done: { type: 'final' },
          },
        },
        check: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'checkProfile',
                src: 'checkProfile',
                onDone: { target: 'done', actions: { type: 'storeCheck', params: ({ event }) => ({ complete: event.output }) } },
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'editing',
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    editing: {
      on: {
        'FIELD.CHANGE': { actions: ['setField', 'clearFailure'] },
        SAVE: { target: 'confirming', actions: 'clearFailure' },
      },
    },
    confirming: {
      on: {
        'CONFIRM.YES': [
          { guard: 'isFormValid', target: 'saving' },
          { guard: 'isMissingRequired', target: 'editing', actions: ['markAttempted', 'showMandatory'] },
          { target: 'editing', actions: ['markAttempted', 'showInvalid'] },
        ],
        'CONFIRM.NO': 'editing',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => profilePayload(context.form, context.shown?.role ?? ''),
        onDone: [
          {
            guard: 'wasIncomplete',
            target: 'loading',
            // The message goes with the user to the package list (`carry`: it outlives the change of page).
            actions: [
              { type: 'announce', params: ({ event }) => ({ message: event.output, carry: true }) },
              'profileChanged',
              'goToPackages',
            ],
          },
          {
            target: 'loading',
            actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output }) }, 'profileChanged'],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});

export type ProfileSnapshot = ReturnType<typeof profileMachine.transition>;
