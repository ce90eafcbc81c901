import type { Page } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { statSync } from 'node:fs';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faOps } from '../../src/ops/i18n/fa-ops';
import { DetailPage } from '../models/detail.page';
import { expect, test } from './fixtures';

// What the network transfers: the service worker (behaviour §10.14) would answer a chunk from its
// precache after the first load and hide its bytes.
test.use({ serviceWorkers: 'block' });
/**
 * `npm run size`: the JavaScript each route transfers, compressed as the server sends it, in a cold
 * browser (each test has its own context). Over budget fails. behaviour §11.1 asks for sign-in 160 KB, lists
 * 230 KB, details 250 KB without charts, the chart chunk 160 KB (measured 157.5 / 222.5 / 209.6 /
 * 121.6 KB with brotli before the watchlist). With the watchlist's bell, stars and scan button merged (their
 * dialogs and popover load on first use) the measures were 160.8 / 235.2 / 228.8 / 121.5 KB. The page
 * size picker as a native select (no Dropdown, listbox or positioning code on a list) brought list A
 * to 216.8 KB, and the contract's response schemas as their own chunk, loaded with the first call
 * (`src/api/client.ts` `loadWire`), brought sign-in under 160 KB: every budget is the issue's own.
 * Fluent's toggle button (the watchlist's star) out of the shared `fluent` chunk: 157.7 / 220.2 / 225.5
 * / 121.7 KB. Griffel's styles written out at build time, with each style hook holding what its component
 * draws: 157.7 / 225.8 / 240.1 / 122.6 KB. `SIZE_FILES=1` lists each route's files. The header's menus, the mobile drawer, the toaster and the
 * dialogs load on first use, not with a page (docs/performance.md).
 */
const KB = 1024;
const BUDGET = { signIn: 160 * KB, list: 230 * KB, detail: 250 * KB, chartChunk: 160 * KB };

/** Sums the encoded (on-the-wire) body size of every script the page downloads. */
function recordScriptBytes(page: Page) {
  const sizes = new Map<string, Promise<{ bytes: number; encoding: string }>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || response.status() >= 300) return;
    const size = response
      .request()
      .sizes()
      .then(async (s) => ({ bytes: s.responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'identity' }));
    // A script that arrives after the last measure is never awaited: when the test ends its size can no
    // longer be read, and that rejection must not fail the test (a measure still sees it).
    size.catch(() => {});
    sizes.set(url, size);
  });
  return async () => {
    const entries = await Promise.all([...sizes].map(async ([url, size]) => ({ url, ...(await size) })));
    return { files: entries, total: entries.reduce((sum, e) => sum + e.bytes, 0) };
  };
}

function report(route: string, measured: { files: { url: string; bytes: number }[]; total: number }) {
  console.log(`size ${route}: ${(measured.total / KB).toFixed(1)} KB of JS in ${measured.files.length} files`);
  if (process.env.SIZE_FILES)
    for (const f of [...measured.files].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(f.bytes / KB).toFixed(1).padStart(6)} ${f.url.split('/').pop()}`);
}

test('every built script has a brotli and a gzip copy beside it', async () => {
  const dir = join('dist', 'assets');
  const scripts = (await readdir(dir)).filter((f) => f.endsWith('.js') && statSync(join(dir, f)).size >= 1024);
  expect(scripts.length).toBeGreaterThan(0);
  const all = new Set(await readdir(dir));
  for (const file of scripts) {
    expect(all.has(`${file}.br`), `${file}.br`).toBe(true);
    expect(all.has(`${file}.gz`), `${file}.gz`).toBe(true);
  }
});

test('the sign-in page transfers at most 160 KB of compressed JS, brotli-encoded', async ({ page }) => {
  const measure = recordScriptBytes(page);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: fa.auth.mobileNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measured = await measure();
  report('/', measured);
  expect(measured.files.every((f) => f.encoding === 'br')).toBe(true);
  expect(measured.total).toBeLessThanOrEqual(BUDGET.signIn);
});

test('the sign-in page does not download the signed-in frame', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => void (r.url().endsWith('.js') && scripts.push(r.url())));
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: fa.auth.mobileNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /\/ShellLayout-[^/]+\.js$/.test(u))).toEqual([]);
});

test('list A transfers at most 230 KB of compressed JS', async ({ portal, page }) => {
  await portal.signInThroughApi(page);
  const measure = recordScriptBytes(page);
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measured = await measure();
  report('/medicineA', measured);
  expect(measured.total).toBeLessThanOrEqual(BUDGET.list);
});

test('detail A transfers at most 250 KB of compressed JS without charts; the chart chunk at most 160 KB', async ({ portal, page }) => {
  const tokens = await portal.signInThroughApi(page);
  const list = await portal.api<{ data: { main: { docs: Array<{ _id: string }> } } }>(
    '/medicine/v1/get-all-medicine-a-user?limit=1&page=1',
    {
      token: tokens.accessToken,
    },
  );
  const measure = recordScriptBytes(page);
  const detail = new DetailPage(page, 'A');
  await detail.goto(list.data.main.docs[0]!._id);
  await expect(detail.heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await measure();
  report('/medicine-A/:id', before);
  expect(before.total).toBeLessThanOrEqual(BUDGET.detail);

  await detail.chartButton(faMedicine.unitPriceWithout).click();
  await expect(detail.chart(faMedicine.unitPriceWithout)).toBeVisible();
  const after = await measure();
  const chart = after.files.filter((f) => /\/PriceChartDialog-[^/]+\.js$/.test(f.url));
  expect(chart).toHaveLength(1);
  console.log(`size chart chunk: ${(chart[0]!.bytes / KB).toFixed(1)} KB`);
  expect(chart[0]!.bytes).toBeLessThanOrEqual(BUDGET.chartChunk);
});

/**
 * The operators' console (behaviour §10.10) is chunks of its own: its machines' ids name its code, so a
 * page whose scripts hold none of them downloaded none of it. /ops itself shows they are findable.
 */
const CONSOLE_MACHINE = /id:\s*[`'"](ops(?:Access|Inbox|Ticket|Reports|Pharmacy|Packages|Audit|Imports?))[`'"]/g;

/** The bodies of every script the page downloads. */
function recordScriptBodies(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (!response.url().endsWith('.js') || response.status() >= 300) return;
    bodies.set(
      response.url(),
      response.text().catch(() => ''),
    );
  });
  return async () => Promise.all([...bodies].map(async ([url, body]) => ({ url, body: await body })));
}

const consoleCodeIn = (scripts: { url: string; body: string }[]) =>
  scripts.flatMap(({ url, body }) => [...body.matchAll(CONSOLE_MACHINE)].map((match) => `${url.split('/').pop()}: ${match[1]}`));

test('the sign-in page and list A download no console code; /ops does', async ({ portal, page }) => {
  const signIn = recordScriptBodies(page);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: fa.auth.mobileNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const signInScripts = await signIn();
  expect(signInScripts.length).toBeGreaterThan(0);
  expect(consoleCodeIn(signInScripts)).toEqual([]);

  await portal.signInThroughApi(page);
  const list = recordScriptBodies(page);
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleCodeIn(await list())).toEqual([]);

  // The demo pharmacist opens the console: its code loads and the console itself says no.
  const ops = recordScriptBodies(page);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: faOps.notAllowedTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleCodeIn(await ops())).toEqual(expect.arrayContaining([expect.stringContaining(': opsAccess')]));
});
