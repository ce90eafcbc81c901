/**
 * The e2e harness: one real portal (API + built SPA, fresh database) per Playwright worker, and the
 * helpers every spec needs. Run `npx vite build` first: the portal serves `dist/`.
 */
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { additionsFromEnv } from '../../server/http/additions';
import { type TestFaults, testFaults } from '../kit/test-faults';
import { type WireVariant, wireVariant } from '../kit/wire-variant';
import { MemorySmsSender } from '../../server/sms/memory';
import type { Database } from '../../server/db/client';
import { toPersianDigits } from '../../src/lib/digits';
import { OFFLINE_OFF_KEY } from '../../src/offline/device';
import { timed } from '../kit/phases';
import { authPage } from '../models/auth.page';
import { atRest } from '../models/motion';

export { expect };

/** The demo account: complete profile, active subscription. */
export const DEMO_MOBILE = '09120000000';

/**
 * Runs `page` on a device without the offline copy (behaviour §10.15), turned off as the profile's
 * switch turns it off: for a test of what a screen shows offline when nothing on the device can answer
 * (with the copy, the copy answers: tests/e2e/offline.spec.ts covers that).
 */
export const withoutOfflineCopy = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, '1'), OFFLINE_OFF_KEY);

/** The e2e portal's re-send window: many sign-ins come from 127.0.0.1 in one run (2 min in production). */
export const E2E_RESEND_SECONDS = 30;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A user made for one test through the API. */
export interface TestUser {
  mobile: string;
  kind: 'incomplete' | 'noSubscription';
}

export interface Portal {
  /** `http://127.0.0.1:<port>`: the SPA at `/`, the API under `/api`. */
  baseURL: string;
  /** The last one-time code "sent" to `mobile` (read from the in-memory SMS sender). */
  lastCode(mobile: string): string | undefined;
  /** Every SMS "sent" to `mobile` so far, oldest first (one entry per send, even when two codes are equal). */
  smsSentTo(mobile: string): { code: string | null; at: Date }[];
  /** The sign-in link of the last one-time-code SMS to `mobile` (behaviour §10.11). */
  lastLink(mobile: string): string | undefined;
  /** A JSON call to the API (`path` without `/api`); throws on a non-2xx answer. */
  api<T = unknown>(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T>;
  /** Signs `mobile` in through the API (send-otp, read code, submit-otp) and returns the tokens. */
  signIn(mobile?: string): Promise<Tokens>;
  /**
   * Signs `page` in as `mobile` (default: the demo account): the tokens go into local storage before
   * the page's next navigation, once. Call it before `page.goto`.
   */
  signInThroughApi(page: Page, mobile?: string): Promise<Tokens>;
  /** A fresh mobile, signed in once: `incomplete` (as created) or `noSubscription` (profile completed). */
  makeUser(kind: TestUser['kind']): Promise<TestUser>;
  /** The server's database, to check what a test stored. */
  database: Database;
  /** Breaks chosen answers of this portal (tests/e2e/tolerant.spec.ts); set with `test.use({ portalWire })`. */
  faults?: TestFaults;
  /**
   * Moves this portal's server clock forward by `ms` (never back), so a test waits out a server
   * window (the resend window, a lockout) without sleeping. Each worker has its own portal and clock.
   */
  advanceClock(ms: number): void;
  /**
   * Stops this portal's server clock until the test ends: it then moves only by `advanceClock`, so a
   * server window (the re-send window) cannot run out while a loaded machine runs the test's steps.
   */
  stopClock(): void;
}

interface PortalWorker extends Portal {
  /** Lets the server clock run again (after a test that stopped it). */
  startClock(): void;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

async function startPortal(
  workerIndex: number,
  wire: WireVariant = 'contract',
  additions: BuildServerOptions['additions'] = 'on',
): Promise<PortalWorker> {
  const dataDir = await mkdtemp(join(tmpdir(), 'daroban-e2e-'));
  // The run's seeded database (tests/e2e/global-setup.ts), copied: each worker has its own.
  if (process.env.E2E_TEMPLATE_DIR) await cp(process.env.E2E_TEMPLATE_DIR, dataDir, { recursive: true });
  const sms = new MemorySmsSender();
  let clockOffsetMs = 0;
  /** The real time the clock stopped at, while it is stopped. */
  let stoppedAt: number | null = null;
  const faults = testFaults();
  const app = await buildServer({
    dataDir,
    clock: () => new Date((stoppedAt ?? Date.now()) + clockOffsetMs),
    sms,
    staticDir: 'dist',
    seed: 'auto',
    jwtSecret: `e2e-secret-${workerIndex}-${Date.now()}-daroban-e2e`,
    limits: { sendOtpPerIp: 100_000, submitOtpPerIp: 100_000, otpResendSeconds: E2E_RESEND_SECONDS },
    // A spec may ask for the original backend's JSON (codes as numbers) and for answers it can break.
    plugins: wire === 'contract' ? [] : [wireVariant(wire), faults.install],
    // `ADDITIONS=off npx playwright test …` runs a walk against only the original product's calls.
    additions,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseURL = `http://127.0.0.1:${port}`;

  async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const response = await fetch(`${baseURL}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const body = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiCallError(response.status, body, path);
    return body as T;
  }

  // Refresh tokens per mobile: a second sign-in of the same mobile rotates instead of asking for a
  // new code (the server refuses a new code within the resend window).
  const sessions = new Map<string, Tokens>();

  async function signIn(mobile = DEMO_MOBILE): Promise<Tokens> {
    const known = sessions.get(mobile);
    if (known) {
      try {
        const { data } = await api<{ data: Tokens }>('/user/v1/refresh-token', { body: { refreshToken: known.refreshToken } });
        sessions.set(mobile, data);
        return data;
      } catch {
        sessions.delete(mobile); // logged out in a test: sign in with a code again
      }
    }
    for (let attempt = 0; ; attempt++) {
      try {
        await api('/user/v1/send-otp', { body: { mobile } });
        break;
      } catch (error) {
        // Within the re-send window of an earlier code: move the server's clock past it, not wait it out.
        const retryAfter = error instanceof ApiCallError && error.status === 429 ? retryAfterOf(error.body) : undefined;
        if (retryAfter === undefined || attempt >= 2) throw error;
        clockOffsetMs += retryAfter * 1000;
      }
    }
    const code = sms.lastCode(mobile);
    if (!code) throw new Error(`no code was sent to ${mobile}`);
    const { data } = await api<{ data: Tokens }>('/user/v1/submit-otp', { body: { mobile, code } });
    sessions.set(mobile, data);
    return data;
  }

  let seq = 0;
  function freshMobile(): string {
    seq += 1;
    // 09 + 9 digits: worker, time and sequence keep mobiles apart across workers and runs of one server.
    const digits = `${workerIndex % 10}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq % 100).padStart(2, '0')}`;
    return `09${digits}`;
  }

  return {
    baseURL,
    database: app.database,
    faults: wire === 'contract' ? undefined : faults,
    advanceClock(ms) {
      if (!(ms > 0)) throw new Error(`advanceClock(${ms}): the server clock only moves forward`);
      clockOffsetMs += ms;
    },
    stopClock() {
      stoppedAt ??= Date.now();
    },
    startClock() {
      if (stoppedAt === null) return;
      // It runs on from where it stood: the server's time never goes back.
      clockOffsetMs -= Date.now() - stoppedAt;
      stoppedAt = null;
    },
    lastCode: (mobile) => sms.lastCode(mobile),
    lastLink: (mobile) => sms.lastLink(mobile),
    smsSentTo: (mobile) => sms.sent.filter((s) => s.mobile === mobile).map(({ code, at }) => ({ code, at })),
    api,
    signIn,
    async signInThroughApi(page, mobile = DEMO_MOBILE) {
      const tokens = await signIn(mobile);
      const onceKey = `e2e-signed-in-${mobile}-${Date.now()}`;
      await page.addInitScript(
        ({ tokens: t, onceKey: key }) => {
          if (sessionStorage.getItem(key)) return;
          sessionStorage.setItem(key, '1');
          localStorage.setItem('accessToken', t.accessToken);
          localStorage.setItem('refreshToken', t.refreshToken);
        },
        { tokens, onceKey },
      );
      return tokens;
    },
    async makeUser(kind) {
      const mobile = freshMobile();
      const { accessToken } = await signIn(mobile);
      if (kind === 'noSubscription') {
        const provinces = await api<{ data: { docs: Array<{ _id: string }> } }>('/states/v1/get-state-list');
        await api('/user/v1/update-profile-by-user', {
          method: 'PUT',
          token: accessToken,
          body: { first_name: 'سارا', last_name: 'کریمی', org_name: 'داروخانه آزمون', state: provinces.data.docs[0]._id },
        });
      }
      return { mobile, kind };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The seconds a 429 of send-otp asks to wait when they are the re-send window's (a code was sent
 * moments ago), else undefined: a lockout or the daily cap is not waited out.
 */
function retryAfterOf(body: unknown): number | undefined {
  const retryAfter = (body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 && retryAfter <= E2E_RESEND_SECONDS ? retryAfter : undefined;
}

/**
 * Types `mobile` (in Persian digits, as a Persian keyboard does) on the login screen and asks for a
 * code until the code step shows. A code sent to the number moments ago (by another test of this
 * worker) that still works opens the code step anyway (the server's 429 says so); one that does not
 * (used up) shows the server's message, and the test moves the server's clock past the re-send
 * window and asks again, as a user would after waiting.
 */
export async function requestCodeOnLoginScreen(page: Page, portal: Portal, mobile: string): Promise<void> {
  const ui = authPage(page);
  await ui.phoneInput().fill(toPersianDigits(mobile));
  for (let attempt = 0; ; attempt++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/v1/send-otp') && r.request().method() === 'POST');
    await ui.sendCodeButton().click();
    const response = await answered;
    const body = (await response.json().catch(() => undefined)) as { codeAlreadySent?: boolean } | undefined;
    if (response.ok() || body?.codeAlreadySent === true) {
      await expect(ui.codeBox(1)).toBeVisible();
      return;
    }
    const retryAfter = response.status() === 429 ? retryAfterOf(body) : undefined;
    if (retryAfter === undefined || attempt >= 2) {
      throw new Error(`no code could be requested for ${mobile}: ${response.status()} ${JSON.stringify(body)}`);
    }
    // The screen shows the server's refusal before the next try.
    await expect(ui.fieldError()).toBeVisible();
    portal.advanceClock(retryAfter * 1000);
  }
}

/** A serious or critical accessibility violation found by axe-core. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page (injected from node_modules) and returns serious/critical violations.
 * `include` limits the check to some regions (CSS selectors), e.g. `['header', 'footer']`.
 */
export async function axe(page: Page, options: { include?: string[] } = {}): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not a <script> tag: the page's CSP refuses inline scripts.
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // Colours are read as drawn: a dialog still fading in (Fluent's motion) has text at part opacity,
  // which reads as low contrast. Let running transitions and animations finish first.
  await atRest(page);
  return page.evaluate(async (include) => {
    const runner = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    // Tabster (Fluent's focus manager) puts aria-hidden focus sentinels (<i data-tabster-dummy>) at the
    // edges of the body; they pass focus on by design and are not content, so axe skips them.
    const exclude = [['[data-tabster-dummy]']];
    const context = include ? { include: include.map((selector) => [selector]), exclude } : { include: [['html']], exclude };
    const result = await runner.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, options.include);
}

/**
 * Saves a screenshot to `test-results/screens/<name>.png`: the full page, or with `viewport` only
 * what is on screen (an open popover or menu, which is placed in the viewport; a full-page shot
 * resizes the viewport for a moment).
 */
export async function shot(page: Page, name: string, { viewport = false }: { viewport?: boolean } = {}): Promise<string> {
  const dir = join('test-results', 'screens');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: !viewport });
  return path;
}

export const test = base.extend<
  { portal: Portal },
  {
    portalWorker: PortalWorker;
    portalWire: WireVariant;
    /** `off`: the portal answers only behaviour §7's calls (default: the `ADDITIONS` variable, else `on`). */
    portalAdditions: NonNullable<BuildServerOptions['additions']>;
  }
>({
  portalWire: ['contract', { scope: 'worker', option: true }],
  portalAdditions: [additionsFromEnv(process.env), { scope: 'worker', option: true }],
  portalWorker: [
    async ({ portalWire, portalAdditions }, use, workerInfo) => {
      const portal = await timed({ phase: 'portal', where: `worker ${workerInfo.workerIndex}` }, () =>
        startPortal(workerInfo.workerIndex, portalWire, portalAdditions),
      );
      await use(portal);
      await portal.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  portal: async ({ portalWorker }, use) => {
    await use(portalWorker);
    portalWorker.startClock();
  },
  baseURL: async ({ portalWorker }, use) => {
    await use(portalWorker.baseURL);
  },
});
