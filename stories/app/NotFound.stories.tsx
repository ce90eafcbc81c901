import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import NotFoundPage from '../../src/app/NotFoundPage';
import { ShellLayout } from '../../src/app/ShellLayout';
import { gateSnapshots, type AppStoryParameters } from './gate-snapshots';

/** The 404 page (behaviour §2): inside the signed-in frame with a token, bare without one. */
function NotFound({ framed }: { framed: boolean }) {
  return framed ? (
    <Routes>
      <Route path="*" element={<ShellLayout>{<NotFoundPage />}</ShellLayout>} />
    </Routes>
  ) : (
    <NotFoundPage />
  );
}

const meta = {
  title: 'App/Not found',
  component: NotFound,
  parameters: { route: '/NotFound' } satisfies AppStoryParameters,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  args: { framed: true },
  parameters: { gate: gateSnapshots.signedIn, signedIn: true } satisfies AppStoryParameters,
};

export const SignedOut: Story = {
  args: { framed: false },
  parameters: { gate: gateSnapshots.signedOut, signedIn: false } satisfies AppStoryParameters,
};

export const SignedOutPhone: Story = {
  args: { framed: false },
  parameters: { gate: gateSnapshots.signedOut, signedIn: false } satisfies AppStoryParameters,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
