import type { Meta, StoryObj } from '@storybook/react-vite';
import { gateSnapshots } from '../app/gate-snapshots';
import { demoProfile, loadingValue, newProfile, phone, ProfileStory, profileSnapshot } from './account-fixtures';

/** The profile screen (/Profile), one story per state of the profile machine. */
const meta = {
  title: 'Account/Profile',
  parameters: { route: '/Profile', signedIn: true },
} satisfies Meta;

export default meta;

/** The first load: provinces, check and profile in flight. */
export const Loading: StoryObj = { render: () => <ProfileStory snapshot={profileSnapshot(loadingValue, null, { provinces: null })} /> };

/** The profile could not be loaded: what went wrong and 'try again'. */
export const Failed: StoryObj = {
  render: () => <ProfileStory snapshot={profileSnapshot('failed', null, { failure: { kind: 'network' } })} />,
};

/** The demo pharmacist: everything filled in, no red notice. */
export const Complete: StoryObj = { render: () => <ProfileStory snapshot={profileSnapshot('editing', demoProfile)} /> };

/** A new number: the red notice, starred fields empty. */
export const Incomplete: StoryObj = {
  parameters: { gate: gateSnapshots.incompleteProfile },
  render: () => <ProfileStory snapshot={profileSnapshot('editing', newProfile)} />,
};

/** A new number on a phone: one column, the account menu on top. */
export const IncompletePhone: StoryObj = { ...Incomplete, globals: phone };

/** The province list is still loading: the dropdown's placeholder says so. */
export const ProvincesLoading: StoryObj = {
  render: () => <ProfileStory snapshot={profileSnapshot('editing', newProfile, { provinces: null })} />,
};

/** 'yes' with the mandatory values missing: each says why. */
export const MandatoryMissing: StoryObj = {
  render: () => <ProfileStory snapshot={profileSnapshot('editing', { ...newProfile, first_name: 'سارا' }, { attempted: true })} />,
};

/** A malformed e-mail. */
export const InvalidEmail: StoryObj = {
  render: () => <ProfileStory snapshot={profileSnapshot('editing', { ...demoProfile, email: 'info@example' }, { attempted: true })} />,
};

/** 'register and edit' asks first. */
export const Confirming: StoryObj = { render: () => <ProfileStory snapshot={profileSnapshot('confirming', demoProfile)} /> };

/** 'yes': the save is in flight. */
export const Saving: StoryObj = { render: () => <ProfileStory snapshot={profileSnapshot('saving', demoProfile)} /> };

/** The save failed: everything typed is kept, the reason under the form. */
export const SaveFailed: StoryObj = {
  render: () => (
    <ProfileStory
      snapshot={profileSnapshot('editing', demoProfile, {
        failure: { kind: 'client', status: 400, message: 'استان انتخاب‌شده معتبر نیست.' },
      })}
    />
  ),
};

/** Saved: the profile is loaded again, the form stays (read-only) meanwhile. */
export const Refreshing: StoryObj = {
  render: () => <ProfileStory snapshot={profileSnapshot(loadingValue, demoProfile, { complete: null })} />,
};
