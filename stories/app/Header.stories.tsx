import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../../src/app/AppHeader';
import { gateSnapshots, type AppStoryParameters } from './gate-snapshots';

/** The authenticated header of behaviour §2, with the user's name from the access gate. */
const meta = {
  title: 'App/Header',
  component: AppHeader,
  parameters: { route: '/medicineA', gate: gateSnapshots.signedIn } satisfies AppStoryParameters,
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** ≤767 px: the hamburger opens the slide-in menu from the right, with the external site's pages. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A new account has no name yet: the user menu says "account". */
export const WithoutName: Story = {
  parameters: { gate: gateSnapshots.incompleteProfile } satisfies AppStoryParameters,
};
