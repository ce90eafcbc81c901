import type { Meta, StoryObj } from '@storybook/react-vite';
import { FILLED_FORM, RegisterStory, failures, registrationSnapshot } from './auth-fixtures';

/** The server refused: the mobile is already registered. */
const meta = {
  title: 'Auth/Register/Already registered (409)',
  parameters: { route: '/Register/step1', signedIn: false },
} satisfies Meta;

export default meta;

export const Conflict: StoryObj = {
  render: () => (
    <RegisterStory
      snapshot={registrationSnapshot(
        { step1: 'editing' },
        { form: FILLED_FORM, attempted: true, hasToken: true, failure: failures.conflict },
      )}
    />
  ),
};
