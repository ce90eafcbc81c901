import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from '../../src/app/AppFooter';

/** The footer of behaviour §1: name, thanks, useful links, phones, e-mail, website, social links, copyright. */
const meta = {
  title: 'App/Footer',
  component: AppFooter,
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
