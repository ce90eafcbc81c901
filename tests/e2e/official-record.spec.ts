/**
 * The official record end to end (behaviour §10.12), on a portal as `npm start` starts one: the demo
 * operator publishes the shipped sample of catalogue B (samples/price-list-b.csv, consumer prices
 * only) in the console; the pharmacist's detail of its first drug then shows the new consumer price
 * with the import as its source, and the distributor and pharmacy prices as they were. At 1440 and
 * 375 px.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_OPERATOR_MOBILE } from '../../server/db/demo-desk';
import { faImport } from '../../src/ops/i18n/fa-import';
import { formatAmount } from '../../src/lib/money';
import { paths } from '../../src/routes/paths';
import { startDeskPortal, type DeskPortal } from './desk-portal';
import { DEMO_MOBILE, expect, test } from './fixtures';

const SAMPLE = join(import.meta.dirname, '..', '..', 'samples', 'price-list-b.csv');
/** The sample's first drug (methotrexate) and its consumer price in the file. */
const FIRST = { code: '5993835000000748', consumer: 6_324_600 };

let portal: DeskPortal;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startDeskPortal('record', { fromRunDatabase: true });
});

test.afterAll(async () => {
  await portal?.close();
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
}
type Point = { price: number; insert_date: string };
type Source = Point & { series: string; kind: string; import: { file_name: string } | null };
interface DrugB {
  price_consumer: Point[];
  price_distributor: Point[];
  price_pharmacy: Point[];
  price_sources: Source[];
}

async function api<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${portal.baseURL}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as T;
}

async function signIn(mobile: string): Promise<Tokens> {
  await api('/user/v1/send-otp', { body: { mobile } });
  const code = portal.sms.lastCode(mobile);
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return (await api<{ data: Tokens }>('/user/v1/submit-otp', { body: { mobile, code } })).data;
}

async function signedIn(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('publishing the B sample changes consumer prices only: the detail shows the new one with its source, the others as they were', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const operator = await signIn(DEMO_OPERATOR_MOBILE);
  const pharmacist = await signIn(DEMO_MOBILE);
  const context = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const page = await context.newPage();
  await signedIn(page, operator);

  await page.goto('/ops/imports');
  await page.getByTestId('import-new').click();
  const screen = page.getByTestId('ops-import');
  await page.getByRole('radio', { name: faImport.catalogues.B }).check();
  await page.getByTestId('import-file').setInputFiles(SAMPLE);
  await page.getByTestId('import-next').click();

  // B's own columns: the consumer price mapped, distributor and pharmacy offered and left unmapped.
  await expect(screen).toHaveAttribute('data-step', 'map');
  await expect(page.getByTestId('import-map-price')).toHaveValue('5');
  await expect(page.getByTestId('import-map-price_distributor')).toHaveValue('');
  await expect(page.getByTestId('import-map-price_pharmacy')).toHaveValue('');
  await expect(page.getByTestId('import-map-price_with_value')).toHaveCount(0);
  await page.getByTestId('import-preview').click();
  await expect(screen).toHaveAttribute('data-step', 'preview', { timeout: 120_000 });

  // The preview names the one series each row states.
  const [imp] = (await api<{ docs: { _id: string }[] }>('/ops/v1/price-imports', { token: operator.accessToken })).docs;
  const changes = (
    await api<{ docs: { code: string; medicineId: string; changes: { series: string }[] }[] }>(
      `/ops/v1/price-imports/${imp!._id}/rows?kind=change&limit=100`,
      { token: operator.accessToken },
    )
  ).docs;
  expect(changes.length).toBeGreaterThan(0);
  for (const row of changes) expect(row.changes.map((c) => c.series)).toEqual(['price_consumer']);
  const first = changes.find((row) => row.code === FIRST.code)!;
  expect(first).toBeDefined();
  const cell = page.getByTestId('import-series-changes').first();
  await expect(cell).toContainText(faImport.series.price_consumer);
  for (const [size, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['375', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screens/record-preview-b-${size}.png`, fullPage: true });
    expect(await noSideScroll(page), size).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const before = await api<DrugB>(`/medicine/v1/get-medicine-b-by-id/${first.medicineId}`, { token: pharmacist.accessToken });
  await page.getByTestId('import-allow-errors').click();
  await page.getByTestId('import-publish').click();
  await expect(page.getByTestId('import-published')).toBeVisible({ timeout: 120_000 });
  await context.close();

  // The server's answer: consumer changed, with its source; distributor and pharmacy and their sources as they were.
  const after = await api<DrugB>(`/medicine/v1/get-medicine-b-by-id/${first.medicineId}`, { token: pharmacist.accessToken });
  expect(after.price_consumer.at(-1)!.price).toBe(FIRST.consumer);
  expect(after.price_distributor).toEqual(before.price_distributor);
  expect(after.price_pharmacy).toEqual(before.price_pharmacy);
  const of = (d: DrugB, series: string) => d.price_sources.filter((s) => s.series === series);
  expect(of(after, 'price_distributor')).toEqual(of(before, 'price_distributor'));
  expect(of(after, 'price_pharmacy')).toEqual(of(before, 'price_pharmacy'));
  expect(of(after, 'price_consumer').at(-1)).toMatchObject({ kind: 'import', import: { file_name: 'price-list-b.csv' } });

  // The pharmacist's detail, as drawn.
  const pharmacy = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const detail = await pharmacy.newPage();
  await signedIn(detail, pharmacist);
  await detail.goto(paths.medicineB.detail(first.medicineId));
  const article = detail.locator('article');
  await expect(article).toContainText(formatAmount(FIRST.consumer));
  const distributor = before.price_distributor.at(-1);
  const pharmacyPrice = before.price_pharmacy.at(-1);
  if (distributor) await expect(article).toContainText(formatAmount(distributor.price));
  if (pharmacyPrice) await expect(article).toContainText(formatAmount(pharmacyPrice.price));
  await expect(detail.getByTestId('price-source')).toContainText('price-list-b.csv');
  for (const [size, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['375', { width: 375, height: 812 }],
  ] as const) {
    await detail.setViewportSize(viewport);
    await detail.screenshot({ path: `test-results/screens/record-detail-b-${size}.png`, fullPage: true });
    expect(await noSideScroll(detail), size).toBeLessThanOrEqual(0);
  }
  await pharmacy.close();
});
