/**
 * behaviour §10: the SPA against a backend with only the original product's calls (the portal started
 * with `ADDITIONS=off`, every addition a 404). Every screen opens with no toast, no error card and
 * nothing stuck: the watchlist's stars, bell, menu entry and screen, the equivalents card and the SMS
 * digest card are gone, the history is the original four-column empty table, 'payment' on the buy
 * tab does nothing, and registration's step 3 returns to `/` as the original wizard did (its note
 * promises no gateway). The photos, the exports and the barcode lookup (behaviour §10) are tried and
 * vanish without a word: a photo that does not load leaves the no-photo mark (no broken image), the
 * download buttons and the barcode button go after their 404. The device copy (behaviour §10.15) is
 * not kept: its sync's 404 hides the profile's card and shows no 'update failed'.
 */
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { faPrices } from '../../src/i18n/fa-prices';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { authPage } from '../models/auth.page';
import { packagesPage } from '../models/packages.page';
import { expect, shot, test } from './fixtures';

test.use({ portalAdditions: 'off' });

/** Nothing on the page says something failed: no toast, no error card, no 'try again'. */
async function expectQuiet(page: Page) {
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: fa.loadFailed.retry })).toHaveCount(0);
  await expect(page.getByRole('button', { name: fa.equivalents.retry })).toHaveCount(0);
}

/** No image on the page is broken: every `<img>` has loaded with a width (the first paint's too). */
async function expectNoBrokenImage(page: Page) {
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.getAttribute('src') && img.getClientRects().length > 0)
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
}

/** No part of the watchlist shows. */
async function expectNoWatchlist(page: Page) {
  await expect(page.getByTestId('watch-bell')).toHaveCount(0);
  await expect(page.getByTestId('watch-star')).toHaveCount(0);
}

for (const width of [1440, 375]) {
  test(`every screen is quiet without the additions (${width} px)`, async ({ page, portal }) => {
    await page.setViewportSize({ width, height: 900 });
    const tokens = await portal.signInThroughApi(page);
    const first = async (path: string) => {
      const body = await portal.api<{ data: { main: { docs: Array<{ _id: string }> } } }>(`${path}?limit=1&page=1`, {
        token: tokens.accessToken,
      });
      return body.data.main.docs[0]!._id;
    };
    const idA = await first('/medicine/v1/get-all-medicine-a-user');
    const idB = await first('/medicine/v1/get-all-medicine-b-user');
    // A category A drug with a photo: the photo addition is missing, so its image cannot load.
    const [withPhoto] = await portal.database.rows<{ _id: string }>(
      sql`SELECT id::text AS "_id" FROM medicines_a WHERE photo_file IS NOT NULL ORDER BY seq LIMIT 1`,
    );
    expect(withPhoto, 'the seed has a category A drug with a photo').toBeTruthy();

    await page.goto('/medicineA');
    await expect(page.getByTestId('catalog-list-A')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
    await expectNoWatchlist(page);
    await expectQuiet(page);
    await shot(page, `additions-off-list-a-${width}`);

    for (const [path, name] of [
      ['/medicineB', 'list-b'],
      ['/medicineA/changedPrice', 'changes-a'],
      ['/medicineB/changedPrice', 'changes-b'],
      ['/Reports', 'tickets'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
      await expectNoWatchlist(page);
      await expectQuiet(page);
      // The price-change lists offer no source filter: the imports answered 404 (behaviour §10.12).
      if (path.endsWith('changedPrice')) await expect(page.getByRole('combobox', { name: faPrices.filter.label })).toHaveCount(0);
      if (width === 375) await shot(page, `additions-off-${name}-${width}`);
    }

    for (const [path, name] of [
      [`/medicine-A/${idA}`, 'detail-a'],
      [`/medicine-B/${idB}`, 'detail-b'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: faMedicine.sendReport })).toBeVisible();
      await expect(page.getByText(fa.equivalents.loading)).toHaveCount(0);
      await expect(page.getByText(fa.equivalents.title)).toHaveCount(0);
      await expectNoWatchlist(page);
      await expectQuiet(page);
      await shot(page, `additions-off-${name}-${width}`);
    }

    // A drug with a photo: the photo is asked for once, fails, and the no-photo mark takes its place
    // (from the first paint on: the page is opened by its address).
    const photoFailed = page.waitForResponse((r) => r.url().includes('/api/medicine/v1/photo/'));
    await page.goto(`/medicine-A/${withPhoto!._id}`);
    expect((await photoFailed).status()).toBe(404);
    await expect(page.getByRole('button', { name: faMedicine.sendReport })).toBeVisible();
    await expect(page.getByRole('img', { name: fa.drug.noImage })).toBeVisible();
    await expect(page.getByRole('button', { name: faMedicine.openPhoto })).toHaveCount(0);
    await expectNoBrokenImage(page);
    await expectQuiet(page);
    await shot(page, `additions-off-photo-${width}`);

    // The export: its first download answers 404, the buttons go and nothing is said.
    await page.goto('/medicineA/changedPrice');
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
    const excel = page.getByRole('button', { name: fa.priceChanges.downloadExcel });
    await expect(excel).toBeEnabled();
    const exported = page.waitForResponse((r) => r.url().includes('/api/medicine/v1/export-medicines-a-sort-change-price-user'));
    await excel.click();
    expect((await exported).status()).toBe(404);
    await expect(excel).toHaveCount(0);
    await expect(page.getByRole('button', { name: fa.priceChanges.downloadCsv })).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
    await expectQuiet(page);

    // The barcode lookup: a valid code answers 404, so does a non-code: the dialog closes, the
    // header's button goes, nothing is said.
    await page.getByTestId('scan-button').click();
    const dialog = page.getByRole('dialog', { name: fa.scan.title });
    await dialog.getByRole('textbox').fill('6261234567897');
    const probe = page.waitForResponse((r) => r.url().endsWith('/api/medicine/v1/by-gtin/0'));
    await dialog.getByRole('button', { name: fa.scan.search }).click();
    expect((await probe).status()).toBe(404);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('scan-button')).toHaveCount(0);
    await expect(page.getByText(fa.scan.notFound)).toHaveCount(0);
    await expectQuiet(page);
    if (width === 375) await shot(page, `additions-off-no-export-no-scan-${width}`);

    // The profile: no SMS digest card, and no device copy: its sync asks for the offline catalogue,
    // which answers 404, and the copy's card goes without a word (no 'update failed', no 'try again').
    const catalogue = page.waitForResponse((r) => r.url().includes('/api/medicine/v1/offline-catalogue'));
    await page.goto('/Profile');
    await expect(page.getByRole('button', { name: fa.profile.registerAndEdit })).toBeVisible();
    await expect(page.getByText(fa.watchDigest.title)).toHaveCount(0);
    expect((await catalogue).status()).toBe(404);
    await expect(page.getByTestId('offline-copy')).toHaveCount(0);
    await expectQuiet(page);
    await shot(page, `additions-off-profile-${width}`);

    // The history: the original four columns over an empty body, no pager.
    const packages = packagesPage(page);
    await page.goto('/SelectPackage/HistoryPackage');
    const table = page.getByRole('table', { name: fa.packages.historyTable });
    await expect(table.getByRole('columnheader')).toHaveText([
      fa.packages.chosenName,
      fa.packages.validity,
      fa.packages.expiry,
      fa.packages.status,
    ]);
    await expect(page.getByText(fa.packages.historyEmpty)).toHaveCount(0);
    await expect(packages.pagerStatus()).toHaveCount(0);
    await expectQuiet(page);
    await shot(page, `additions-off-history-${width}`);

    // The buy tab: 'payment' has no handler on this backend; it stays here and says nothing.
    await packages.tab('buy').click();
    await expect(packages.payButton('اشتراک یک‌ماهه')).toBeEnabled();
    const checkout = page.waitForResponse((r) => r.url().endsWith('/api/packages/v1/checkout'));
    await packages.payButton('اشتراک یک‌ماهه').click();
    expect((await checkout).status()).toBe(404);
    await expect(packages.payButton('اشتراک یک‌ماهه')).toBeEnabled();
    await expect(page).toHaveURL((url) => url.pathname === '/SelectPackage/buyPackage');
    await expectQuiet(page);

    // The watchlist's route does not exist on this backend.
    await page.goto('/watchlist');
    await expect(page).toHaveURL((url) => url.pathname === '/NotFound');
    await expectQuiet(page);
  });
}

test("registration's step 3 returns to / when the backend has no checkout", async ({ page, portal }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await portal.makeUser('noSubscription');
  await portal.signInThroughApi(page, user.mobile);
  const ui = authPage(page);
  await page.goto('/Register/step2');
  await ui.packageButton('1m').click();
  await expect(page).toHaveURL((url) => url.pathname === '/Register/step3');
  // After the reload the summary shows what the server has, not dashes.
  await expect(page.getByRole('definition').filter({ hasText: 'سارا کریمی' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'داروخانه آزمون' })).toBeVisible();
  // The note promises no gateway: on this backend 'payment' goes back to `/`.
  await expect(page.getByText(fa.register.sampleNote)).toBeVisible();
  await expect(page.getByText(/درگاه/)).toHaveCount(0);
  await shot(page, 'additions-off-register-step3-1440');
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/packages/v1/checkout'));
  await ui.payButton().click();
  expect((await checkout).status()).toBe(404);
  // `/` sends a signed-in visitor on to list A (behaviour §2.2).
  await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  await expectQuiet(page);
});
