import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** A valid form with a province chosen. */
const meta = {
  title: 'Auth/Register/Step 1 - filled',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step1Filled: StoryObj = {
  render: () => <RegisterStory snapshot={registrationSnapshot({ step1: 'editing' }, { form: FILLED_FORM })} />,
};
