import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The code dialog with the four boxes. */
const meta = {
  title: 'Auth/Register/Verify mobile dialog',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const VerifyDialog: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot({ step1: { verifyingMobile: 'enteringCode' } }, { form: FILLED_FORM, attempted: true, code: '48' })}
    />
  ),
};
