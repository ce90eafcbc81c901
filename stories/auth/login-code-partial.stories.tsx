import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** Two digits typed; confirm stays disabled until the fourth. */
const meta = {
  title: 'Auth/Login/Code partly typed',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const CodePartlyTyped: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'countingDown' } }, { code: '48' })} />,
};
