import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** Step 3's 'payment' pressed: the shared checkout asks the server, then the browser leaves for the gateway. */
const meta = {
  title: 'Auth/Register/Step 3 - paying',
  parameters: { route: '/Register/step3', signedIn: true },
} satisfies Meta;

export default meta;

export const Step3Paying: StoryObj = {
  render: () => (
    <RegisterStory snapshot={registrationSnapshot('paying', { form: FILLED_FORM, hasToken: true, registered: true, packageId: '1m' })} />
  ),
};
