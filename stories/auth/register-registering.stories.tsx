import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The register call is in flight. */
const meta = {
  title: 'Auth/Register/Registering',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Registering: StoryObj = {
  render: () => (
    <RegisterStory snapshot={registrationSnapshot({ step1: 'registering' }, { form: FILLED_FORM, attempted: true, hasToken: true })} />
  ),
};
