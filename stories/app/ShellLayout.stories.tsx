import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { Text } from '@fluentui/react-components';
import { ShellLayout } from '../../src/app/ShellLayout';
import { gateSnapshots, type AppStoryParameters } from './gate-snapshots';

/** A stand-in for the screen the layout frames (screens are other features' stories). */
function Screen() {
  return <Text size={500}>صفحه فهرست داروها</Text>;
}

/** The signed-in frame and the access gate's full-screen notices (behaviour §2), from real gate snapshots. */
function Layout() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'App/Shell layout',
  component: Layout,
  parameters: { route: '/medicineA' } satisfies AppStoryParameters,
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Complete profile, valid subscription: the screen shows. */
export const SignedIn: Story = {
  parameters: { gate: gateSnapshots.signedIn } satisfies AppStoryParameters,
};

/** The first profile check is in flight: the screen waits rather than flash a notice. */
export const Deciding: Story = {
  parameters: { gate: gateSnapshots.deciding } satisfies AppStoryParameters,
};

/** Profile incomplete: "complete your identity information first", with a button to /Profile. */
export const CompleteProfileNotice: Story = {
  parameters: { gate: gateSnapshots.incompleteProfile } satisfies AppStoryParameters,
};

/** Profile complete, subscription invalid: "buy a subscription", with a button to the packages. */
export const BuySubscriptionNotice: Story = {
  parameters: { gate: gateSnapshots.noSubscription } satisfies AppStoryParameters,
};

export const BuySubscriptionNoticePhone: Story = {
  parameters: { gate: gateSnapshots.noSubscription } satisfies AppStoryParameters,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** /Profile never shows a notice, even with an incomplete profile. */
export const NoNoticeOnProfile: Story = {
  parameters: { gate: gateSnapshots.incompleteProfile, route: '/Profile' } satisfies AppStoryParameters,
};
