import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** submit-otp in flight: boxes and button disabled, spinner. */
const meta = {
  title: 'Auth/Login/Verifying',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const Verifying: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'verifying', resend: 'countingDown' } }, { code: '4821' })} />,
};
