import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, registrationSnapshot } from './auth-fixtures';

/** The 12-month package with the invoice box ticked. */
const meta = {
  title: 'Auth/Register/Step 3 - invoice wanted',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Step3InvoiceWanted: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot('step3', { form: FILLED_FORM, hasToken: true, registered: true, packageId: '12m', wantInvoice: true })}
    />
  ),
};
