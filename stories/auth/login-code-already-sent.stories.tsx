import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveCodeStepStory, failures, loginSnapshot, LoginStory } from './auth-fixtures';

/**
 * The pharmacist asked for a code, reloaded the page and asked again for the same number: the server
 * refuses a second code but says the first one still works. The code step opens anyway, with the
 * server's message as an info toast and the resend countdown at the seconds the server has left.
 */
const meta = {
  title: 'Auth/Login/Code already sent (429)',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

/** A running actor whose send-otp answers that 429: the live countdown starts at ۱:۱۴. */
export const CodeAlreadySent: StoryObj = {
  render: () => <LiveCodeStepStory refusal={failures.codeAlreadySent} />,
};

/** The same screen a moment later, from a snapshot: two digits typed, the countdown still running. */
export const CodeAlreadySentTyping: StoryObj = {
  render: () => (
    <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'countingDown' } }, { code: '48', resendSeconds: 74 })} />
  ),
};
