import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** send-otp in flight: the button is disabled and spins. */
const meta = {
  title: 'Auth/Login/Sending code',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const SendingCode: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot('sendingCode')} />,
};
