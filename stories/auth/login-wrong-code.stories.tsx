import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, failures, loginSnapshot } from './auth-fixtures';

/** The server refused the code (400): its message, boxes kept. */
const meta = {
  title: 'Auth/Login/Wrong code',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const WrongCode: StoryObj = {
  render: () => (
    <LoginStory
      snapshot={loginSnapshot(
        { codeStep: { code: 'enteringCode', resend: 'countingDown' } },
        { code: '4821', failure: failures.wrongCode },
      )}
    />
  ),
};
