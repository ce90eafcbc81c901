import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, failures, loginSnapshot } from './auth-fixtures';

/** A 5xx on submit-otp: the generic behaviour §8 message. */
const meta = {
  title: 'Auth/Login/Verify failed - server error',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const VerifyServerError: StoryObj = {
  render: () => (
    <LoginStory
      snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'countingDown' } }, { code: '4821', failure: failures.server })}
    />
  ),
};
