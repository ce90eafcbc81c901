import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The four package cards. */
const meta = {
  title: 'Auth/Register/Step 2 - packages',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step2: StoryObj = {
  render: () => <RegisterStory snapshot={registrationSnapshot('step2', { form: FILLED_FORM, hasToken: true, registered: true })} />,
};
