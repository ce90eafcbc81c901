import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The province dropdown shows its loading placeholder. */
const meta = {
  title: 'Auth/Register/Step 1 - provinces loading',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const ProvincesLoading: StoryObj = {
  render: () => <RegisterStory snapshot={registrationSnapshot({ step1: 'editing' }, { provinces: null })} />,
};
