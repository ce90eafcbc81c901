import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { MACHINE_FILE, machineStoriesPlugin, machineStoryEntry } from './machine-stories';

/** Storybook for every screen state: `npm run storybook`, `npm run build-storybook`. */
const config: StorybookConfig = {
  // Every machine file is a story too: `Machines/<machine id>`, the machine explorer (behaviour §10.7).
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../machines/**/*.machine.ts'],
  // A seed photo where the stories' medicine points (photo URL = API base + photo path).
  staticDirs: [{ from: '../stories/assets/photos', to: '/api/medicine/v1/photo' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  experimental_indexers: async (existing) => [
    { test: MACHINE_FILE, createIndex: async (fileName) => [machineStoryEntry(fileName)] },
    ...(existing ?? []),
  ],
  viteFinal: async (viteConfig) => {
    // The app's own build steps have nothing to do for Storybook's output: the precompress step walks
    // dist/ after a build, the first paint is index.html's (it needs the app's route chunks), and
    // Griffel's ahead-of-time styles are for the pharmacists' first render (stories resolve at runtime),
    // and the manifest and service worker are the app's (written into its dist/, never Storybook's).
    const appOnly = new Set(['daroban-precompress', 'daroban-first-paint', 'daroban-griffel-aot', 'daroban-pwa']);
    const plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && appOnly.has(plugin.name as string)));
    return mergeConfig(
      { ...viteConfig, plugins },
      { plugins: [machineStoriesPlugin(fileURLToPath(new URL('../stories/machines/explorer-story.tsx', import.meta.url)))] },
    );
  },
};

export default config;
