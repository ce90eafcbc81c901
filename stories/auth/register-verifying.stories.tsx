import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** submit-otp in flight in the dialog. */
const meta = {
  title: 'Auth/Register/Verifying',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Verifying: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot({ step1: { verifyingMobile: 'verifying' } }, { form: FILLED_FORM, attempted: true, code: '4821' })}
    />
  ),
};
