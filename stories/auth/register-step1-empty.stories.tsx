import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The information form before any submit: no errors shown. */
const meta = {
  title: 'Auth/Register/Step 1 - empty',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step1Empty: StoryObj = {
  render: () => <RegisterStory snapshot={registrationSnapshot({ step1: 'editing' })} />,
};
