import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** Identity, the 1-month package and its invoice with 10% VAT. */
const meta = {
  title: 'Auth/Register/Step 3 - summary',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step3: StoryObj = {
  render: () => (
    <RegisterStory snapshot={registrationSnapshot('step3', { form: FILLED_FORM, hasToken: true, registered: true, packageId: '1m' })} />
  ),
};
