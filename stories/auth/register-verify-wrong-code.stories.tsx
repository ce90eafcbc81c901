import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, failures, registrationSnapshot } from './auth-fixtures';

/** The server refused the code: its message in the dialog. */
const meta = {
  title: 'Auth/Register/Verify - wrong code',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const VerifyWrongCode: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot(
        { step1: { verifyingMobile: 'enteringCode' } },
        { form: FILLED_FORM, attempted: true, code: '4821', failure: failures.wrongCode },
      )}
    />
  ),
};
