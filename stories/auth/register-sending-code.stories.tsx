import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** No token: send-otp for the mobile is in flight. */
const meta = {
  title: 'Auth/Register/Sending code',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const SendingCode: StoryObj = {
  render: () => <RegisterStory snapshot={registrationSnapshot({ step1: 'sendingCode' }, { form: FILLED_FORM, attempted: true })} />,
};
