import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** A new code is being requested. */
const meta = {
  title: 'Auth/Login/Resending',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const Resending: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot({ codeStep: { code: 'enteringCode', resend: 'resending' } })} />,
};
