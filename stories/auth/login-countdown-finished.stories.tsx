import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** At 0:00 the resend link is enabled. */
const meta = {
  title: 'Auth/Login/Countdown finished',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const CountdownFinished: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'ready' } })} />,
};
