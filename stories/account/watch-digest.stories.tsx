import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoProfile, digestSnapshot, phone, ProfileStory, profileSnapshot } from './account-fixtures';

/** The daily SMS digest switch under the profile (behaviour §10.2), one story per state of the watch-digest machine. */
const meta = {
  title: 'Account/Profile/SMS digest',
  parameters: { route: '/Profile', signedIn: true },
} satisfies Meta;

export default meta;

const profile = profileSnapshot('editing', demoProfile);

/** The setting is being read: the switch waits, turned off. */
export const Loading: StoryObj = { render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('loading')} /> };

/** Off (the default). */
export const Off: StoryObj = { render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('ready')} /> };

/** On. */
export const On: StoryObj = { render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('ready', { stored: true })} /> };

/** On, on a phone: the label wraps beside the switch. */
export const OnPhone: StoryObj = { ...On, globals: phone };

/** Turned on: the save is in flight, the switch shows the new value and cannot be turned. */
export const Saving: StoryObj = {
  render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('saving', { stored: false, pending: true })} />,
};

/** The save failed: the switch is back on the stored value (off) and says why. */
export const SaveFailed: StoryObj = {
  render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('ready', { stored: false, failure: { kind: 'network' } })} />,
};

/** The setting could not be read: why, and 'try again'. */
export const LoadFailed: StoryObj = {
  render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('failed', { failure: { kind: 'server', status: 500 } })} />,
};

/** No watchlist (no complete profile or no subscription: the settings answered 403): no card. */
export const NoWatchlist: StoryObj = { render: () => <ProfileStory snapshot={profile} digest={digestSnapshot('unavailable')} /> };
