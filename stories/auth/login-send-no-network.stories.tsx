import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, failures, loginSnapshot } from './auth-fixtures';

/** send-otp failed without a network: the behaviour §8 message. */
const meta = {
  title: 'Auth/Login/Send failed - no network',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const SendNoNetwork: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot('enteringPhone', { failure: failures.network })} />,
};
