/**
 * Importing the official price list end to end (behaviour §10.12), on a portal as `npm start`
 * starts one: the demo catalogue and the demo operator (09120000001). The operator uploads the shipped
 * sample of catalogue A (samples/price-list-a.xlsx), maps its columns, sees the preview with its two
 * unreadable rows, and publishes without them by saying so; the price-change list A then shows the
 * changes of the file's date, the demo pharmacy's watched drug raises its alert, and the drug's price
 * entry names the import it came from. Photographed at 375 and 1440 px.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_OPERATOR_MOBILE } from '../../server/db/demo-desk';
import { fa } from '../../src/i18n/fa';
import { faImport } from '../../src/ops/i18n/fa-import';
import { faPrices } from '../../src/i18n/fa-prices';
import { formatJalaliDate } from '../../src/lib/jalali';
import { toPersianDigits } from '../../src/lib/digits';
import { PriceChangeListPage } from '../models/price-change-list.page';
import { startDeskPortal, type DeskPortal } from './desk-portal';
import { DEMO_MOBILE, expect, test } from './fixtures';

interface Entry {
  price: number;
  insert_date: string;
}
/** The Tehran day of an instant, as YYYY-MM-DD (1405-09-01 is 2026-11-22). */
const tehranDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });

const SAMPLE = join(import.meta.dirname, '..', '..', 'samples', 'price-list-a.xlsx');

let portal: DeskPortal;

test.beforeAll(async () => {
  // Migrating and seeding a fresh database takes a while on a busy machine.
  test.setTimeout(240_000);
  portal = await startDeskPortal('import', { fromRunDatabase: true });
});

test.afterAll(async () => {
  await portal?.close();
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${portal.baseURL}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
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

/** Puts `tokens` into the page's storage before its first navigation. */
async function signedIn(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
}

interface PreviewRow {
  kind: string;
  medicineId: string | null;
  name: string | null;
  newPrice: number | null;
  rowNo: number | null;
  reason: string | null;
}

test('the demo operator imports the sample list A, publishes without its two bad rows; list A, an alert and the provenance follow', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const operator = await signIn(DEMO_OPERATOR_MOBILE);
  const pharmacist = await signIn(DEMO_MOBILE);
  const context = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const page = await context.newPage();
  await signedIn(page, operator);

  // The list of imports, then a new one: catalogue A, the sample file.
  await page.goto('/ops/imports');
  await expect(page.getByTestId('ops-import-history')).toBeVisible();
  await page.getByTestId('import-new').click();
  const screen = page.getByTestId('ops-import');
  await expect(screen).toHaveAttribute('data-step', 'choose');
  await page.getByRole('radio', { name: faImport.catalogues.A }).check();
  await page.getByTestId('import-file').setInputFiles(SAMPLE);
  await expect(screen).toContainText('price-list-a.xlsx');
  await page.getByTestId('import-next').click();

  // Its columns, mapped by their names (a layout seen before would offer its saved mapping).
  await expect(screen).toHaveAttribute('data-step', 'map');
  await expect(page.getByTestId('import-map-code')).toHaveValue('0');
  await expect(page.getByTestId('import-map-effective_date')).toHaveValue('6');
  await page.screenshot({ path: 'test-results/screens/ops-import-map-1440.png', fullPage: true });
  await page.getByTestId('import-preview').click();

  // The preview: changes old → new with the percent, and the two unreadable rows with their numbers and reasons.
  await expect(screen).toHaveAttribute('data-step', 'preview', { timeout: 60_000 });
  await expect(page.getByTestId('import-count-error')).toHaveText(toPersianDigits(2));
  const rows = screen.locator('tbody tr:not([data-testid="skeleton-row"])');
  await expect(rows.first()).toContainText('٪');
  await page.getByTestId('import-tab-error').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('قیمت عدد معتبری نیست.');
  await expect(rows.nth(1)).toContainText('تاریخ اجرا در آینده است.');
  await page.screenshot({ path: 'test-results/screens/ops-import-preview-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/ops-import-preview-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The import, as the server holds it: a change of a drug the demo pharmacy now watches.
  const [imp] = (
    await api<{ docs: { _id: string; status: string; counts: { change: number } }[] }>('/ops/v1/price-imports', {
      token: operator.accessToken,
    })
  ).docs;
  expect(imp!.status).toBe('preview');
  const changes = (
    await api<{ docs: PreviewRow[] }>(`/ops/v1/price-imports/${imp!._id}/rows?kind=change&limit=50`, { token: operator.accessToken })
  ).docs;
  const watched = changes.find((row) => row.medicineId && row.newPrice !== null)!;
  await api('/watchlist/v1/items', { token: pharmacist.accessToken, body: { category: 'A', medicineId: watched.medicineId } });

  // Publishing waits for the explicit choice to leave the unreadable rows out.
  await expect(page.getByTestId('import-publish')).toBeDisabled();
  await page.getByTestId('import-allow-errors').click();
  await page.getByTestId('import-publish').click();
  await expect(page.getByTestId('import-published')).toBeVisible({ timeout: 60_000 });

  // The watched drug's alert: the new price, from the import.
  const alerts = await api<{ docs: { medicineId: string; kind: string; newPrice: number | null }[] }>('/watchlist/v1/alerts', {
    token: pharmacist.accessToken,
  });
  expect(alerts.docs).toContainEqual(
    expect.objectContaining({ medicineId: watched.medicineId, kind: 'price', newPrice: watched.newPrice }),
  );

  // The drug's price entry names the import that set it (the detail's line for it is drawn by the detail screen).
  const detail = await api<{
    data: { added_value: boolean; price_sources?: { series: string; kind: string; import: { _id: string; file_name: string } | null }[] };
  }>(`/medicine/v1/get-medicine-a-by-id/${watched.medicineId}`, { token: pharmacist.accessToken });
  const lead = detail.data.added_value ? 'price_OA' : 'price_O';
  expect(detail.data.price_sources?.filter((p) => p.series === lead).at(-1)).toMatchObject({
    kind: 'import',
    import: { _id: imp!._id, file_name: 'price-list-a.xlsx' },
  });

  // The price-change list A for the file's date (1405/09/01): the import's changes are there.
  const pharmacy = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR' });
  const pharmacyPage = await pharmacy.newPage();
  await signedIn(pharmacyPage, pharmacist);
  const list = new PriceChangeListPage(pharmacyPage, 'A');
  await pharmacyPage.goto(`${list.route}?from=1405-09-01&to=1405-09-01&limit=50`);
  await list.totalDocs.filter({ hasText: /[۰-۹]/ }).waitFor();
  const total = Number(
    (await list.totalDocs.textContent())!.replace(/[^۰-۹]/g, '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))),
  );
  expect(total).toBeGreaterThanOrEqual(imp!.counts.change);
  await expect(list.dataRows).toHaveCount(Math.min(50, total));

  // The list narrowed to the import (behaviour §10.12): chosen by keyboard from the source filter, at
  // 375 and 1440 px; only the import's drugs show, the address keeps the choice, the range still applies.
  const imported = new Set<string>();
  for (const kind of ['change', 'new'] as const) {
    for (let p = 1; ; p++) {
      const rows = await api<{ docs: PreviewRow[]; totalPages: number }>(
        `/ops/v1/price-imports/${imp!._id}/rows?kind=${kind}&limit=100&page=${p}`,
        { token: operator.accessToken },
      );
      rows.docs.forEach((r) => r.medicineId && imported.add(r.medicineId));
      if (p >= rows.totalPages) break;
    }
  }
  const published = await api<{ docs: { _id: string; file_name: string; publishedAt: string }[] }>(
    '/medicine/v1/price-imports?category=A',
    {
      token: pharmacist.accessToken,
    },
  );
  expect(published.docs[0]).toMatchObject({ _id: imp!._id, file_name: 'price-list-a.xlsx' });
  const label = faPrices.filter.option('price-list-a.xlsx', formatJalaliDate(published.docs[0]!.publishedAt));
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await pharmacyPage.setViewportSize(viewport);
    await list.goto('?limit=50');
    const everySource = await list.total();
    await expect(list.importFilter).toHaveText(faPrices.filter.all);
    await list.importFilter.focus();
    await pharmacyPage.keyboard.press('Enter');
    await expect(pharmacyPage.getByRole('option', { name: label })).toBeVisible();
    await pharmacyPage.keyboard.press('ArrowDown');
    const narrowed = list.waitForListRequest((url) => url.searchParams.get('import_id') === imp!._id);
    await pharmacyPage.keyboard.press('Enter');
    await narrowed;
    await list.waitLoaded();
    await expect(list.importFilter).toHaveText(label);
    expect(new URL(pharmacyPage.url()).searchParams.get('import')).toBe(imp!._id);
    const only = await list.total();
    expect(only).toBeLessThan(everySource);
    expect(only).toBe(imported.size);
    await expect(list.dataRows).toHaveCount(Math.min(50, only));
    for (const id of await list.shownIds()) expect(imported.has(id), id).toBe(true);
    await pharmacyPage.screenshot({ path: `test-results/screens/price-changes-import-filter-${viewport.width}.png`, fullPage: true });
    expect(
      await pharmacyPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${viewport.width}`,
    ).toBeLessThanOrEqual(0);
  }
  // The range still applies to the unit price's change date (behaviour §10.12): on the file's day the
  // list holds the imported drugs whose current unit price the file set (a row that changed only box
  // prices leaves the unit price's date as it was), read here from each drug's own detail; a range
  // before it has none.
  const onFileDay: string[] = [];
  for (const id of imported) {
    const { data } = await api<{ data: { added_value: boolean; price_O: Entry[]; price_OA: Entry[] } }>(
      `/medicine/v1/get-medicine-a-by-id/${id}`,
      { token: pharmacist.accessToken },
    );
    const current = (data.added_value ? data.price_OA : data.price_O).at(-1);
    if (current && tehranDay(current.insert_date) === '2026-11-22') onFileDay.push(id);
  }
  expect(onFileDay.length).toBeGreaterThan(0);
  await list.goto(`?from=1405-09-01&to=1405-09-01&limit=50&import=${imp!._id}`);
  expect(await list.total()).toBe(onFileDay.length);
  expect((await list.shownIds()).sort()).toEqual(onFileDay.sort());
  await pharmacyPage.goto(`${list.route}?to=1405-08-01&import=${imp!._id}`);
  await expect(list.table.getByText(fa.priceChanges.noMedicineFound)).toBeVisible();
  await expect(list.importFilter).toHaveText(label);
  await pharmacy.close();

  // The list of imports: the published one, rolled back as a whole after the confirmation.
  await page.goto('/ops/imports');
  const row = page.getByTestId('ops-import-history').locator('tbody tr').filter({ hasText: 'price-list-a.xlsx' });
  await expect(row).toContainText(faImport.status.published);
  for (const [size, viewport] of [
    ['375', { width: 375, height: 812 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screens/ops-import-history-${size}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      size,
    ).toBeLessThanOrEqual(0);
  }
  await row.getByTestId('import-rollback').click();
  await page.getByTestId('import-rollback-confirm').click();
  await expect(row).toContainText(faImport.status['rolled back']);
  await expect(row.getByTestId('import-rollback')).toHaveCount(0);
  await context.close();
});
