import { defineConfig } from '@playwright/test';

/** End-to-end runs in Debian's Chromium (never a downloaded browser). */
export default defineConfig<object, { portalAdditions: 'on' | 'off' }>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'chromium' },
    // The same screens on our server with the additions switched off (behaviour §10): every addition
    // answers 404, as on a backend with only the original calls.
    { name: 'additions-off', testMatch: ['narrow-walk.spec.ts'], use: { portalAdditions: 'off' } },
  ],
  use: {
    headless: true,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
