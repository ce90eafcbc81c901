import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** After the first submit with a bad mobile and no names. */
const meta = {
  title: 'Auth/Register/Step 1 - validation errors',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step1Errors: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot(
        { step1: 'editing' },
        { attempted: true, form: { ...FILLED_FORM, mobile: '0812', firstName: '', lastName: '' } },
      )}
    />
  ),
};
