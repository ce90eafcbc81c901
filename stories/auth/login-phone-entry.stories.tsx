import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** Step 1: the mobile number, nothing typed yet. */
const meta = {
  title: 'Auth/Login/Phone entry',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const PhoneEntry: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot('enteringPhone', { mobile: '' })} />,
};
