import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, failures, loginSnapshot } from './auth-fixtures';

/** The server refused a new code: its message; resend stays available. */
const meta = {
  title: 'Auth/Login/Resend refused (429)',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const ResendTooMany: StoryObj = {
  render: () => (
    <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'ready' } }, { failure: failures.tooMany })} />
  ),
};
