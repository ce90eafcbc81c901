/**
 * A portal of its own for the console's end-to-end specs (behaviour §10.10), as `npm start` starts one
 * on an empty database: the demo catalogue, the demo operator and the desk's demo tickets and reports.
 * Its own database, since these specs write to it; started in a spec's `beforeAll`, closed in its
 * `afterAll`. With `fromRunDatabase` it starts from a copy of the run's seeded database
 * (tests/e2e/global-setup.ts) at full demo scale and adds the desk's demo to it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { seedDemoDesk } from '../../server/db/demo-desk';
import { MemorySmsSender } from '../../server/sms/memory';
import { timed } from '../kit/phases';
import { authPage } from '../models/auth.page';
import { expect } from './fixtures';

/** The two widths every console spec walks: a phone and a desktop. */
export const CONSOLE_SIZES = [
  ['375', { width: 375, height: 812 }],
  ['1440', { width: 1440, height: 900 }],
] as const;

export interface DeskPortal {
  baseURL: string;
  sms: MemorySmsSender;
  close: () => Promise<void>;
  /** Signs `mobile` in through the login screen, reading the code the server "sent"; lands where it was going. */
  signInThroughScreen: (page: Page, mobile: string) => Promise<void>;
  /** A browser context on this portal, Persian, at `viewport`. */
  newContext: (
    browser: Browser,
    viewport: { width: number; height: number },
  ) => Promise<{ context: Awaited<ReturnType<Browser['newContext']>>; page: Page }>;
}

export async function startDeskPortal(name: string, options: { fromRunDatabase?: boolean } = {}): Promise<DeskPortal> {
  return timed({ phase: 'portal', where: `desk ${name}` }, () => startDesk(name, options));
}

async function startDesk(name: string, { fromRunDatabase = false }: { fromRunDatabase?: boolean }): Promise<DeskPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), `daroban-e2e-${name}-`));
  if (fromRunDatabase && process.env.E2E_TEMPLATE_DIR) await cp(process.env.E2E_TEMPLATE_DIR, dataDir, { recursive: true });
  const sms = new MemorySmsSender();
  const app = await buildServer({
    dataDir,
    sms,
    staticDir: 'dist',
    seed: 'auto',
    ...(fromRunDatabase ? {} : { seedScale: 40, demoDesk: true }),
    jwtSecret: `e2e-${name}-secret-${Date.now()}-daroban-e2e-desk`,
    limits: { sendOtpPerIp: 100_000, submitOtpPerIp: 100_000, otpResendSeconds: 30 },
  });
  if (fromRunDatabase) await seedDemoDesk(app.database, new Date());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    baseURL,
    sms,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    signInThroughScreen: async (page, mobile) => {
      const auth = authPage(page);
      const sentBefore = sms.sent.filter((s) => s.mobile === mobile).length;
      await auth.phoneInput().fill(mobile);
      await auth.sendCodeButton().click();
      await expect.poll(() => sms.sent.filter((s) => s.mobile === mobile).length).toBeGreaterThan(sentBefore);
      await auth.typeCode(sms.lastCode(mobile)!);
    },
    newContext: async (browser, viewport) => {
      const context = await browser.newContext({ baseURL, viewport, locale: 'fa-IR' });
      return { context, page: await context.newPage() };
    },
  };
}
