import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, failures, loginSnapshot } from './auth-fixtures';

/** The server refused the number (400): its message. */
const meta = {
  title: 'Auth/Login/Send failed - bad number',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const SendBadNumber: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot('enteringPhone', { mobile: '0912', failure: failures.badMobile })} />,
};
