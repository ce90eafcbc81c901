import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for every screen state: `npm run storybook`, `npm run build-storybook`. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // A seed photo where the stories' medicine points (photo URL = API base + photo path).
  staticDirs: [{ from: '../stories/assets/photos', to: '/api/medicine/v1/photo' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
