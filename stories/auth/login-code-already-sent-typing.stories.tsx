import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** After "code already sent": two digits of the SMS code typed, the countdown from the server's ۱:۱۴. */
const meta = {
  title: 'Auth/Login/Code already sent, typing',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const CodeAlreadySentTyping: StoryObj = {
  render: () => (
    <LoginStory
      snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'countingDown' } }, { code: '48', resendSeconds: 74 })}
    />
  ),
};
