import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveCodeStepStory, failures } from './auth-fixtures';

/**
 * The pharmacist asked for a code, reloaded the page and asked again for the same number: the server
 * refuses a second code but says the first one still works. The code step opens anyway, with the
 * server's message as an info toast and the live resend countdown at the seconds the server has left
 * (۱:۱۴ here).
 */
const meta = {
  title: 'Auth/Login/Code already sent (429)',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const CodeAlreadySent: StoryObj = {
  render: () => <LiveCodeStepStory refusal={failures.codeAlreadySent} />,
};
