import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** Tokens stored; the profile is fetched for the welcome toast. */
const meta = {
  title: 'Auth/Login/Signed in, loading profile',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const LoadingProfile: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot({ signedIn: 'loadingProfile' }, { code: '4821' })} />,
};
