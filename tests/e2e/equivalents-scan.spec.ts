import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { writeBarcodeY4m } from './ean13-y4m';
import { expect, shot, test, type Portal, type Tokens } from './fixtures';

interface Equivalents {
  docs: { category: 'A' | 'B'; _id: string; difference: number | null }[];
}

/** A category A drug of the seeded catalogue with at least one cheaper other brand. */
async function drugWithCheaper(portal: Portal, tokens: Tokens) {
  const list = await portal.api<{ data: { main: { docs: { _id: string }[] } } }>('/medicine/v1/get-all-medicine-a-user?limit=50', {
    token: tokens.accessToken,
  });
  for (const { _id } of list.data.main.docs) {
    const eq = await portal.api<Equivalents>(`/medicine/v1/equivalents/A/${_id}`, { token: tokens.accessToken });
    const cheaper = eq.docs.filter((d) => d.difference !== null && d.difference < 0);
    if (cheaper.length > 0) return { id: _id, equivalents: eq, cheaper };
  }
  throw new Error('no drug with a cheaper equivalent on the first page');
}

/** A seeded GTIN and its drug (category A). */
async function seededGtin(portal: Portal) {
  const rows = await portal.database.rows<{ id: string; gtin: string }>(
    sql`SELECT id::text, gtin FROM medicines_a WHERE gtin IS NOT NULL AND brand_name_fa IS NOT NULL ORDER BY seq LIMIT 1 OFFSET 7`,
  );
  return rows[0]!;
}

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const) {
  test.describe(`equivalents and scan at ${size} px`, () => {
    test.use({ viewport });

    test('the detail page lists other brands cheapest first, the cheaper ones marked, each a working link', async ({ portal, page }) => {
      const tokens = await portal.signInThroughApi(page);
      const { id, equivalents, cheaper } = await drugWithCheaper(portal, tokens);
      await page.goto(`/medicine-A/${id}`);
      const card = page.getByRole('region', { name: fa.equivalents.title });
      await expect(card).toBeVisible();
      const items = card.getByTestId('equivalent');
      await expect(items).toHaveCount(equivalents.docs.length);
      await expect(card.locator('[data-comparison="cheaper"]')).toHaveCount(cheaper.length);
      await expect(card.locator('[data-comparison="cheaper"]').first()).toContainText(fa.equivalents.cheaper);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `equivalents-card-${size}`);
      const first = equivalents.docs[0]!;
      await items.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/medicine-${first.category}/${first._id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a GTIN typed into the scan dialog (as a USB scanner does: digits, then Enter) opens that drug', async ({ portal, page }) => {
      await portal.signInThroughApi(page);
      const { id, gtin } = await seededGtin(portal);
      await page.goto('/medicineA');
      await page.getByRole('button', { name: fa.scan.button }).click();
      const dialog = page.getByRole('dialog', { name: fa.scan.title });
      const box = dialog.getByRole('textbox', { name: fa.scan.codeLabel });
      await expect(box).toBeFocused();
      // A wrong check digit is refused before any call.
      await page.keyboard.type(`${gtin.slice(0, 12)}${(Number(gtin[12]) + 1) % 10}`);
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(fa.scan.checkDigit);
      await box.fill(toPersianDigits(gtin));
      await shot(page, `scan-dialog-typed-${size}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/medicine-A/${id}$`));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('the camera reads an EAN-13 from a fake video stream (zxing-wasm in Chromium) and opens the drug', async ({ portal }, testInfo) => {
  const { id, gtin } = await seededGtin(portal);
  const video = join(testInfo.outputDir, 'barcode.y4m');
  await import('node:fs/promises').then((fs) => fs.mkdir(testInfo.outputDir, { recursive: true }));
  await writeBarcodeY4m(video, gtin);
  // A browser of its own: the fake camera is a launch flag.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    for (const [size, viewport] of [
      ['375', { width: 375, height: 812 }],
      ['1440', { width: 1440, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: portal.baseURL, viewport, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
      await context.grantPermissions(['camera'], { origin: portal.baseURL });
      const page = await context.newPage();
      const wasm: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('.wasm')) wasm.push(request.url());
      });
      await portal.signInThroughApi(page);
      await page.goto('/medicineA');
      expect(wasm, 'the decoder is not loaded before the camera opens').toEqual([]);
      await page.getByRole('button', { name: fa.scan.button }).click();
      const dialog = page.getByRole('dialog', { name: fa.scan.title });
      await dialog.getByRole('button', { name: fa.scan.camera }).click();
      await expect(dialog.getByTestId('scan-video')).toBeVisible();
      await shot(page, `scan-camera-${size}`);
      await expect(page).toHaveURL(new RegExp(`/medicine-A/${id}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Debian's Chromium has no BarcodeDetector: the WASM decoder did it, from our own origin.
      expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
      expect(wasm.length).toBeGreaterThan(0);
      expect(wasm.every((url) => url.startsWith(portal.baseURL))).toBe(true);
      await shot(page, `scan-camera-opened-${size}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
