import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginStory, loginSnapshot } from './auth-fixtures';

/** Step 1 with a number typed (shown in Persian digits). */
const meta = {
  title: 'Auth/Login/Phone typed',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const PhoneTyped: StoryObj = {
  render: () => <LoginStory snapshot={loginSnapshot('enteringPhone')} />,
};
