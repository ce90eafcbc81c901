import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ICON_SIZES, MASKABLE_SIZES, THEME_COLOR } from '../../build/pwa';
import { fa } from '../../src/i18n/fa';
import { faPwa } from '../../src/offline/i18n/fa-pwa';
import { SHELL_CACHE_PREFIX } from '../../src/offline/pwa/keys';
import { authPage } from '../models/auth.page';
import { shellPage } from '../models/shell.page';
import { expect, shot, test, type Portal } from './fixtures';

/**
 * The installable shell (behaviour §10.14): the manifest and its icons, the service worker's
 * precache, the app shell opening offline, the update notice, the install entry and logout's clearing.
 * Lighthouse 12 has no PWA category or installability audit any more: Chromium's own verdict
 * (`Page.getInstallabilityErrors`, what its install prompt uses) and these checks stand in for it.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

/** Waits until a service worker controls the page, its shell cache filled (the first visit's install). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Signs in, opens list A on a desktop screen and waits for the worker to control it. */
async function openListSignedIn(page: Page, portal: Portal): Promise<void> {
  await portal.signInThroughApi(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  await controlled(page);
}

/** Every cache's name and the addresses it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });

test('the manifest is served, in Persian and right to left, with every icon at its stated size', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: fa.app.name,
    short_name: fa.app.name,
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(THEME_COLOR);
  const expected = [...ICON_SIZES.map((size) => `any ${size}`), ...MASKABLE_SIZES.map((size) => `maskable ${size}`)];
  expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes.split('x')[0]}`).sort()).toEqual(expected.sort());
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }
  // The touch icon Safari reads instead of the manifest's.
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).status()).toBe(200);
});

test('Chromium finds the portal installable: manifest, worker and icons', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { manifest } = (await cdp.send('Page.getAppManifest')) as { manifest?: { errors?: unknown[] } };
  expect(manifest?.errors ?? []).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // A headless, incognito-like context is never offered the prompt itself; every other criterion holds.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the worker precaches the shell and the route chunks; offline, a reload opens the sign-in page from the cache', async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => void (r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname)));
  await page.goto('/');
  await expect(authPage(page).phoneInput()).toBeVisible();
  await controlled(page);

  const caches = await cacheContents(page);
  const shells = Object.keys(caches).filter((name) => name.startsWith(SHELL_CACHE_PREFIX));
  expect(shells).toHaveLength(1);
  const shell = caches[shells[0]!]!;
  expect(shell).toContain('/index.html');
  // Every script the sign-in page ran, and the chunks of routes it never opened (a list, a detail).
  for (const script of scripts) expect(shell, script).toContain(script);
  // Every script and stylesheet of the build but the operators' console's: the routes it never opened too.
  const built = (await readdir(join('dist', 'assets'))).filter((f) => /\.(js|css)$/.test(f) && !f.startsWith('console-'));
  expect(built.some((f) => f.startsWith('MedicineListPage-'))).toBe(true);
  expect(built.filter((f) => !shell.includes(`/assets/${f}`))).toEqual([]);
  expect(shell.some((path) => /\.woff2$/.test(path))).toBe(true);
  // Nothing of the API and nothing of the operators' console.
  expect(shell.filter((path) => path.startsWith('/api/') || /\/console-/.test(path))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    // The real field (React's), not index.html's first paint: the app's scripts came from the cache.
    await expect(authPage(page).phoneInput()).toBeVisible();
    await expect(authPage(page).phoneInput()).toBeEditable();
    // Another address of the app opens the same shell offline.
    await page.goto('/medicineA');
    await expect(authPage(page).phoneInput()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the user menu offers «نصب برنامه» once the browser offers installation, and it opens the browser’s prompt', async ({
  page,
  portal,
}) => {
  await portal.signInThroughApi(page);
  const shell = shellPage(page);
  const offerInstall = () =>
    page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { __prompted: number }).__prompted = 1),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });

  await page.setViewportSize(DESKTOP);
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  await shell.userMenu().click();
  await shell.menuItem(fa.nav.logout).waitFor();
  await expect(shell.menuItem(faPwa.install)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await offerInstall();
  await shell.userMenu().click();
  await shell.atRest();
  await expect(shell.menuItem(faPwa.install)).toBeVisible();
  await shot(page, 'pwa-install-entry-1440', { viewport: true });
  await shell.choose(shell.menuItem(faPwa.install));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
  // One offer, one prompt: the entry goes until the browser offers again.
  await shell.userMenu().click();
  await shell.menuItem(fa.nav.logout).waitFor();
  await expect(shell.menuItem(faPwa.install)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await offerInstall();
  await shell.hamburger().click();
  await expect(shell.mobileMenu().getByRole('button', { name: faPwa.install })).toBeVisible();
  await shell.atRest();
  await shot(page, 'pwa-install-entry-375', { viewport: true });
});

test.describe('a new build', () => {
  // It rewrites dist/sw.js (and its compressed copies) for a moment: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('waits in the background, is offered quietly, and takes over only on «بارگذاری دوباره»', async ({ page, portal }) => {
    await openListSignedIn(page, portal);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    const file = join('dist', 'sw.js');
    const original = await readFile(file);
    const next = Buffer.concat([original, Buffer.from(`\n// the next build ${Date.now()}\n`)]);
    const write = (body: Buffer) =>
      Promise.all([writeFile(file, body), writeFile(`${file}.br`, brotliCompressSync(body)), writeFile(`${file}.gz`, gzipSync(body))]);
    await write(next);
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
      const notice = page.getByTestId('update-notice');
      await expect(notice).toContainText(faPwa.updateReady);
      // Nothing was swapped: the same page, the old worker still in charge.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting !== null))).toBe(true);
      await shot(page, 'pwa-update-notice-1440', { viewport: true });
      await page.setViewportSize(PHONE);
      await shot(page, 'pwa-update-notice-375', { viewport: true });

      await notice.getByRole('button', { name: faPwa.reload }).click();
      // The page reloads once the new worker has taken over; while it navigates, the old page's context is
      // gone and the question waits for the new one.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false).catch(() => true))
        .toBe(false);
      await expect(page.locator('tbody tr a').first()).toBeVisible();
      await controlled(page);
      const after = await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((r) => ({ waiting: r!.waiting !== null, url: r!.active!.scriptURL })),
      );
      expect(after).toEqual({ waiting: false, url: first });
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
    } finally {
      await write(original);
    }
  });
});

test('logout leaves the shell and nothing of the user: no cache with user data, no token', async ({ page, portal }) => {
  await openListSignedIn(page, portal);
  // What a cache of user data would hold (the device copy's, behaviour §10.14): an API answer.
  await page.evaluate(async () => {
    const cache = await caches.open('daroban-user-data');
    await cache.put('/api/medicine/v1/get-all-medicine-a-user?limit=1', new Response('{"data":"private"}'));
  });
  expect(Object.keys(await cacheContents(page))).toContain('daroban-user-data');

  const shell = shellPage(page);
  await shell.userMenu().click();
  await shell.choose(shell.menuItem(fa.nav.logout));
  await expect(authPage(page).phoneInput()).toBeVisible();

  const left = await cacheContents(page);
  expect(Object.keys(left).every((name) => name.startsWith(SHELL_CACHE_PREFIX))).toBe(true);
  expect(
    Object.values(left)
      .flat()
      .filter((path) => path.startsWith('/api/')),
  ).toEqual([]);
  expect(Object.keys(left)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
