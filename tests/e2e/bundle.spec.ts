import type { Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { DetailPage } from '../models/detail.page';
import { expect, test } from './fixtures';

// What the network transfers: the service worker (behaviour §10.14) would answer a chunk from its
// precache after the first load and hide its bytes.
test.use({ serviceWorkers: 'block' });
/** apexcharts' own SVG class prefix: present in its code, nowhere else in the app. */
const CHART_MARKER = 'apexcharts-canvas';

/** Records the JavaScript the page downloads, with each file's text. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || url.endsWith('.js');
    if (isScript && response.status() < 300)
      scripts.set(
        url,
        response.text().catch(() => ''),
      );
  });
  return async () => {
    const entries = await Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })));
    return { urls: entries.map((e) => e.url), charting: entries.filter((e) => e.text.includes(CHART_MARKER)).map((e) => e.url) };
  };
}

/** The built scripts (`dist/assets`) whose text holds `text`, by file name. */
async function builtScriptsContaining(text: string): Promise<string[]> {
  const files = (await readdir(join('dist', 'assets'))).filter((f) => f.endsWith('.js'));
  const holding: string[] = [];
  for (const file of files) if ((await readFile(join('dist', 'assets', file), 'utf8')).includes(text)) holding.push(file);
  return holding;
}

test('the built app keeps apexcharts in one lazy chunk of its own', async () => {
  const withChart = await builtScriptsContaining(CHART_MARKER);
  expect(withChart).toHaveLength(1);
  expect(withChart[0]).toMatch(/^PriceChartDialog-/);
  const html = await readFile(join('dist', 'index.html'), 'utf8');
  expect(html).not.toContain(withChart[0]);
});

test("our styles are CSS at build time, and the bell's alerts load with its popover", async () => {
  // Griffel's ahead-of-time transform (vite.config.ts) writes each makeStyles rule out as CSS text;
  // without it the chunk holds the style object (`width:"min(…)"`) and the first render resolves it.
  const rule = '{width:min(360px, calc(100vw - 24px));}';
  const withRule = await builtScriptsContaining(rule);
  expect(withRule).toHaveLength(1);
  expect(withRule[0]).toMatch(/^WatchBellPopover-/);
});

test('the A list and a detail download no charting code; opening a chart does', async ({ portal, page }) => {
  const tokens = await portal.signInThroughApi(page);
  const scripts = recordScripts(page);
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  const onList = await scripts();
  expect(onList.urls.length).toBeGreaterThan(0);
  expect(onList.charting).toEqual([]);

  const list = await portal.api<{ data: { main: { docs: Array<{ _id: string }> } } }>(
    '/medicine/v1/get-all-medicine-a-user?limit=1&page=1',
    {
      token: tokens.accessToken,
    },
  );
  const detail = new DetailPage(page, 'A');
  await detail.goto(list.data.main.docs[0]._id);
  await expect(detail.heading).toBeVisible();
  expect((await scripts()).charting).toEqual([]);

  await detail.chartButton(faMedicine.unitPriceWithout).click();
  await expect(detail.chart(faMedicine.unitPriceWithout)).toBeVisible();
  const afterChart = await scripts();
  expect(afterChart.charting).toHaveLength(1);
  expect(afterChart.charting[0]).toMatch(/\/assets\/PriceChartDialog-[^/]+\.js$/);
});

test("index.html starts the signed-in frame's chunks with a list's own, and no chunk loads its inlined stylesheet again", async ({
  portal,
  page,
}) => {
  // The first paint's data (vite.config.ts): each drawn address with its files. List A's include the
  // frame's chunk, so the app's own preload of the frame has no links left to add in one long task.
  const html = await readFile(join('dist', 'index.html'), 'utf8');
  const listA = html.split('pattern:').find((part) => part.startsWith('`/medicineA`'));
  expect(listA, "list A's entry in the first paint's data").toBeTruthy();
  expect(listA).toMatch(/\/assets\/WatchedShellLayout-[^,`]+\.js/);

  // The entry's stylesheet is inline. The device copy's corner loads after the first load, from a chunk
  // that lists the entry's stylesheet among its dependencies: nothing fetches or applies it again.
  const stylesheets: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('.css') && stylesheets.push(request.url())));
  await portal.signInThroughApi(page);
  // The copy's sync asks for its first page once that chunk (and anything it waited for) has loaded.
  const synced = page.waitForResponse((response) => response.url().includes('/api/medicine/v1/offline-catalogue'));
  await page.goto('/medicineA');
  await expect(page.locator('tbody tr a').first()).toBeVisible();
  await synced;
  expect(stylesheets).toEqual([]);
});
