import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveCodeStepStory } from './auth-fixtures';

/** Step 2 from a running actor: the four boxes and the real 2:00 countdown. */
const meta = {
  title: 'Auth/Login/Code entry (live countdown)',
  parameters: { route: '/', signedIn: false },
} satisfies Meta;

export default meta;

export const CodeEntry: StoryObj = {
  render: () => <LiveCodeStepStory />,
};
