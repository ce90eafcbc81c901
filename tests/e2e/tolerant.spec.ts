/**
 * The SPA against a server answering like the original backend may: every id and code that is a
 * whole number goes out as a JSON number (`buildServer({ plugins: [wireVariant('numeric-codes')] })`, tests/kit/wire-variant.ts), and answers
 * the test breaks on purpose (`portal.faults`): an API answer no client can read, a chunk that fails.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { toPersianDigits } from '../../src/lib/digits';
import { authPage } from '../models/auth.page';
import { CatalogListPage } from '../models/catalog-list.page';
import { DetailPage } from '../models/detail.page';
import { atRest } from '../models/motion';
import { shellPage } from '../models/shell.page';
import { expect, shot, test, type Portal, type Tokens } from './fixtures';

test.use({ portalWire: 'numeric-codes' });

type Wire = Record<string, unknown> & { _id: string };
type ListBody = { data: { main: { docs: Wire[] } } };

/** A drug of `category` whose answer (as the server sends it) has `field` as a JSON number. */
async function drugWithNumeric(portal: Portal, tokens: Tokens, category: 'a' | 'b', fields: string[]): Promise<Wire> {
  for (let page = 1; page <= 5; page++) {
    const list = await portal.api<ListBody>(`/medicine/v1/get-all-medicine-${category}-user?limit=50&page=${page}`, {
      token: tokens.accessToken,
    });
    for (const { _id } of list.data.main.docs) {
      const body = await portal.api<Wire | { data: Wire }>(`/medicine/v1/get-medicine-${category}-by-id/${_id}`, {
        token: tokens.accessToken,
      });
      const drug = (category === 'a' ? (body as { data: Wire }).data : body) as Wire;
      if (fields.every((field) => typeof drug[field] === 'number')) return drug;
    }
  }
  throw new Error(`no ${category} drug with numeric ${fields.join(', ')}`);
}

/** React Router's developer page must never show. */
async function expectNoDeveloperPage(page: Page) {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
}

const errorCard = (page: Page) => page.getByTestId('error-card');

test.describe('against a backend that sends codes as numbers', () => {
  test('lists A and B: the answers carry numeric codes and the rows show with their links', async ({ portal, page }) => {
    await portal.signInThroughApi(page);
    for (const category of ['A', 'B'] as const) {
      const list = new CatalogListPage(page, category);
      const answered = page.waitForResponse((r) => r.url().includes(`/api/medicine/v1/get-all-medicine-${category.toLowerCase()}-user`));
      await list.goto();
      const body = (await (await answered).json()) as ListBody;
      expect(body.data.main.docs.some((doc) => typeof doc.generic_code === 'number')).toBe(true);
      await list.waitLoaded();
      await expect(list.dataRows).toHaveCount(15);
      const hrefs = await list.shownIds();
      expect(hrefs[0]).toBe(`/medicine-${category}/${encodeURIComponent(body.data.main.docs[0]._id)}`);
      await expect(errorCard(page)).toHaveCount(0);
      await expectNoDeveloperPage(page);
    }
  });

  test('detail A: a numeric generic code shows in Persian digits and copies in Latin ones; the chart and the report dialog work', async ({
    portal,
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tokens = await portal.signInThroughApi(page);
    const drug = await drugWithNumeric(portal, tokens, 'a', ['generic_code', 'brand_code']);
    const detail = new DetailPage(page, 'A');
    await detail.goto(drug._id);
    await expect(detail.heading).toBeVisible();
    await expect(detail.value(faMedicine.genericCode)).toHaveText(toPersianDigits(String(drug.generic_code)));
    await expect(detail.value(faMedicine.brandCode)).toHaveText(toPersianDigits(String(drug.brand_code)));
    await detail.copyButton(faMedicine.genericCode).click();
    await expect(detail.toast(faMedicine.copied(faMedicine.genericCode))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(drug.generic_code));

    await detail.chartButton(faMedicine.unitPriceWithout).click();
    await expect(detail.chart(faMedicine.unitPriceWithout)).toBeVisible();
    await detail.dialog(faMedicine.unitPriceWithout).getByRole('button', { name: faMedicine.close }).first().click();
    await expect(detail.dialog(faMedicine.unitPriceWithout)).toBeHidden();

    const title = `گزارش کد عددی ${Date.now()}`;
    await detail.reportButton.click();
    await detail.reportDialog.getByLabel(faMedicine.reportTitle).fill(title);
    await detail.reportDialog.getByLabel(faMedicine.reportText).fill('کد ژنریک به‌صورت عدد رسید.');
    await detail.reportDialog.getByRole('button', { name: faMedicine.sendReport }).click();
    await expect(detail.reportDialog).toBeHidden();
    const rows = await portal.database.rows<{ medicine_a_id: string }>(sql`SELECT medicine_a_id::text FROM reports WHERE title = ${title}`);
    expect(rows).toEqual([{ medicine_a_id: drug._id }]);
    await expect(errorCard(page)).toHaveCount(0);
    await expectNoDeveloperPage(page);
  });

  test('detail B: numeric generic, IRC and GTIN codes show and copy; the consumer-price chart opens', async ({ portal, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tokens = await portal.signInThroughApi(page);
    const drug = await drugWithNumeric(portal, tokens, 'b', ['generic_code', 'irc_code', 'gtin_code']);
    const detail = new DetailPage(page, 'B');
    await detail.goto(drug._id);
    await expect(detail.heading).toBeVisible();
    for (const [label, field] of [
      [faMedicine.genericCode, 'generic_code'],
      [faMedicine.ircCode, 'irc_code'],
      [faMedicine.gtinCode, 'gtin_code'],
    ] as const) {
      await expect(detail.value(label)).toHaveText(toPersianDigits(String(drug[field])));
      await detail.copyButton(label).click();
      await expect(detail.toast(faMedicine.copied(label))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(drug[field]));
    }
    await detail.chartButton(faMedicine.consumerPrice).click();
    await expect(detail.chart(faMedicine.consumerPrice)).toBeVisible();
    await expect(errorCard(page)).toHaveCount(0);
    await expectNoDeveloperPage(page);
  });
});

test.describe("the contract's response schemas (their own chunk, loaded with the first call)", () => {
  test('the sign-in page loads without them; when they cannot be loaded the first call says the server does not answer, keeps the number, and the next try goes on', async ({
    portal,
    page,
  }) => {
    const wireRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/wire\.gen-/.test(request.url())) wireRequests.push(request.url());
    });
    const restore = portal.faults!.failAssetsUntilRestored(/\/assets\/wire\.gen-/);
    await page.goto('/');
    const ui = authPage(page);
    await expect(ui.phoneInput()).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(wireRequests, 'not part of the sign-in page').toEqual([]);
    const mobile = `0936${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await ui.phoneInput().fill(toPersianDigits(mobile));
    await ui.sendCodeButton().click();
    // Said under the field and in a toast (the toaster is in the entry chunk, so it shows though no chunk
    // loads). The browser is online, so it is the server that does not answer (behaviour §8).
    await expect(ui.fieldError()).toHaveText(fa.errors.serverUnreachable);
    await expect(page.getByTestId('toast').filter({ hasText: fa.errors.serverUnreachable })).toBeVisible();
    expect(wireRequests.length, 'asked with the call, and once more before giving up').toBeGreaterThanOrEqual(2);
    await expect(ui.phoneInput()).toHaveValue(toPersianDigits(mobile));
    await expectNoDeveloperPage(page);
    restore();
    await ui.sendCodeButton().click();
    await expect(ui.codeBox(1)).toBeVisible();
  });
});

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const) {
  test.describe(`broken answers at ${size} px`, () => {
    test.use({ viewport });

    test('an API answer no client can read: the §8 message and a retry, never the developer page', async ({ portal, page }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await drugWithNumeric(portal, tokens, 'b', ['generic_code']);
      portal.faults!.breakNextApi(/get-medicine-b-by-id/);
      const detail = new DetailPage(page, 'B');
      await detail.goto(drug._id);
      const failed = page.getByTestId('load-failed');
      await expect(failed).toContainText(fa.loadFailed.title);
      await expect(failed).toContainText(fa.errors.generic);
      await expect(page.getByTestId('toast').filter({ hasText: fa.errors.generic })).toBeVisible();
      await expectNoDeveloperPage(page);
      await failed.getByRole('button', { name: fa.loadFailed.retry }).click();
      await expect(detail.value(faMedicine.genericCode)).toHaveText(toPersianDigits(String(drug.generic_code)));
    });

    // The route's preload and its render each ask for the chunk (a single failed request is recovered
    // silently by the render): the chunk fails until the test restores it, as when a deploy removed it.
    test("a screen's chunk that fails to load: the Persian error card inside the frame; the menu works; try again loads it", async ({
      portal,
      page,
    }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await drugWithNumeric(portal, tokens, 'b', ['generic_code']);
      const restore = portal.faults!.failAssetsUntilRestored(/MedicineBDetailPage/);
      const detail = new DetailPage(page, 'B');
      await detail.goto(drug._id);
      await expect(errorCard(page)).toBeVisible();
      await expect(errorCard(page)).toContainText(fa.crash.title);
      await expectNoDeveloperPage(page);
      const shell = shellPage(page);
      await expect(shell.header).toBeVisible();
      await shot(page, `error-card-route-${size}`);
      // The header's menus still work while the card is shown.
      if (size === '375') {
        await shell.hamburger().click();
        await expect(shell.mobileMenu()).toBeVisible();
        await shell.closeMobileMenu().click();
        await expect(shell.mobileMenu()).toBeHidden();
      } else {
        await shell.navButton(fa.nav.drugInfo).click();
        await expect(shell.menuItem(fa.nav.categoryA)).toBeVisible();
        await page.keyboard.press('Escape');
      }
      restore();
      await errorCard(page).getByRole('button', { name: fa.crash.retry }).click();
      await expect(detail.value(faMedicine.genericCode)).toHaveText(toPersianDigits(String(drug.generic_code)));
      await expect(errorCard(page)).toHaveCount(0);
    });

    test("one failed request for a screen's chunk (a blip during the route's preload): the render asks again and the screen shows", async ({
      portal,
      page,
    }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await drugWithNumeric(portal, tokens, 'b', ['generic_code']);
      portal.faults!.failNextAsset(/MedicineBDetailPage/);
      const failedRequests: string[] = [];
      page.on('response', (response) => {
        if (/MedicineBDetailPage/.test(response.url()) && response.status() === 503) failedRequests.push(response.url());
      });
      const detail = new DetailPage(page, 'B');
      await detail.goto(drug._id);
      await expect(detail.value(faMedicine.genericCode)).toHaveText(toPersianDigits(String(drug.generic_code)));
      expect(failedRequests).toHaveLength(1);
      await expect(errorCard(page)).toHaveCount(0);
    });

    test('the chart chunk fails to load: the card as a dialog over the page; try again opens the chart', async ({ portal, page }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await drugWithNumeric(portal, tokens, 'b', ['generic_code']);
      const detail = new DetailPage(page, 'B');
      await detail.goto(drug._id);
      await expect(detail.heading).toBeVisible();
      // Vite asks for the chunk twice (a modulepreload of it and its imports, then the import): it
      // fails until restored, as when a deploy removed it.
      const restore = portal.faults!.failAssetsUntilRestored(/PriceChartDialog/);
      await detail.chartButton(faMedicine.consumerPrice).click();
      await expect(errorCard(page)).toBeVisible();
      await expect(errorCard(page)).toContainText(fa.crash.title);
      // The page stays under the dialog (a modal hides it from the accessibility tree, not from view).
      await expect(page.locator('#medicine-title')).toBeVisible();
      // A viewport shot once the dialog's entrance is over (a full-page shot puts it mid-page).
      await atRest(page);
      await mkdir(join('test-results', 'screens'), { recursive: true });
      await page.screenshot({ path: join('test-results', 'screens', `error-card-chunk-${size}.png`) });
      restore();
      await errorCard(page).getByRole('button', { name: fa.crash.retry }).click();
      await expect(detail.chart(faMedicine.consumerPrice)).toBeVisible();
      await expectNoDeveloperPage(page);
    });
  });
}
