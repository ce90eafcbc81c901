import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { MedicineA, MedicineB } from '../../src/api/client';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { formatJalaliDate } from '../../src/lib/jalali';
import { formatAmount } from '../../src/lib/money';
import { CatalogListPage } from '../models/catalog-list.page';
import { DetailPage } from '../models/detail.page';
import { atRest } from '../models/motion';
import { axe as axeAll, expect, shot, test, type Portal, type Tokens } from './fixtures';

/** Serious/critical axe violations, less those on tabster's focus-guard `<i data-tabster-dummy>` sentinels. */
async function axe(page: Page) {
  const own = [];
  for (const violation of await axeAll(page)) {
    const allDummies = await page.evaluate(
      (targets) => targets.every((target) => [...document.querySelectorAll(target)].every((el) => el.hasAttribute('data-tabster-dummy'))),
      violation.targets,
    );
    if (!allDummies) own.push(violation);
  }
  return own;
}

/** A viewport screenshot once a dialog's entrance animation is over (full-page shots put it mid-page). */
async function dialogShot(page: Page, name: string) {
  await atRest(page);
  await mkdir(join('test-results', 'screens'), { recursive: true });
  await page.screenshot({ path: join('test-results', 'screens', `${name}.png`) });
}

type Page15<T> = { data: { main: { docs: T[] } } };

/** The first A drug (from the seeded catalogue, through the API) that `want` accepts. */
async function findA(portal: Portal, tokens: Tokens, want: (m: MedicineA) => boolean): Promise<MedicineA> {
  for (let page = 1; page <= 5; page++) {
    const list = await portal.api<Page15<{ _id: string }>>(`/medicine/v1/get-all-medicine-a-user?limit=50&page=${page}`, {
      token: tokens.accessToken,
    });
    for (const { _id } of list.data.main.docs) {
      const { data } = await portal.api<{ data: MedicineA }>(`/medicine/v1/get-medicine-a-by-id/${_id}`, { token: tokens.accessToken });
      if (want(data)) return data;
    }
  }
  throw new Error('no such A drug in the seeded catalogue');
}

async function firstB(portal: Portal, tokens: Tokens): Promise<MedicineB> {
  const list = await portal.api<Page15<{ _id: string }>>('/medicine/v1/get-all-medicine-b-user?limit=15&page=1', {
    token: tokens.accessToken,
  });
  return portal.api<MedicineB>(`/medicine/v1/get-medicine-b-by-id/${list.data.main.docs[0]._id}`, { token: tokens.accessToken });
}

const rial = (history: { price: number }[]) => faMedicine.amountRial(formatAmount(history[history.length - 1].price));
/** A chart tick: a full Jalali date, or a day and month, or a month and year, in Persian digits. */
const MONTH = `(${fa.calendar.months.join('|')})`;
const JALALI_TICK = new RegExp(`^([۰-۹]{4}/[۰-۹]{2}/[۰-۹]{2}|[۰-۹]{1,2} ${MONTH}|${MONTH} [۰-۹]{4})$`);

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const) {
  test.describe(`drug details at ${size} px`, () => {
    test.use({ viewport });

    test('A detail: cards in Persian, a price chart with Persian-calendar labels, a zoomable photo; axe-clean', async ({
      portal,
      page,
    }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await findA(portal, tokens, (m) => m.added_value && m.photo !== null && m.price_OA.length > 1);
      const detail = new DetailPage(page, 'A');
      await detail.goto(drug._id);

      await expect(detail.heading).toHaveText(drug.brand_name_fa ?? fa.drug.noName);
      await expect(detail.value(faMedicine.unitPriceWithout)).toHaveText(rial(drug.price_O));
      await expect(detail.value(faMedicine.unitPriceWith)).toHaveText(rial(drug.price_OA));
      await expect(detail.value(faMedicine.boxPriceWith)).toHaveText(rial(drug.price_BA));
      await expect(detail.value(faMedicine.addedValue)).toHaveText(faMedicine.has);
      await expect(detail.value(faMedicine.scientificInformation)).toHaveText(faMedicine.soon);
      // Digits follow the script: a Latin name keeps its Latin digits, a Persian one reads in Persian.
      await expect(detail.value(faMedicine.brandNameLa)).toHaveText(drug.brand_name_la!);
      await expect(detail.value(faMedicine.brandNameFa)).not.toHaveText(/[0-9]/);
      // Related drugs are separate chips, each name once; no card row leaves a hole.
      const chips = await detail.value(faMedicine.relatedDrugs).getByRole('link').allTextContents();
      expect(chips.length).toBeGreaterThan(0);
      expect(new Set(chips).size).toBe(chips.length);
      const rows = await page.locator('article dl').evaluateAll((groups) =>
        groups.map((dl) => {
          const box = dl.getBoundingClientRect();
          const cards = [...dl.children].map((card) => card.getBoundingClientRect());
          const lines = new Map<number, number>();
          for (const card of cards) lines.set(Math.round(card.top), (lines.get(Math.round(card.top)) ?? 0) + card.width);
          // Per line of cards: the share of the group's width the cards and the gaps between them fill.
          return [...lines.values()].map((width) => width / box.width);
        }),
      );
      for (const line of rows.flat()) expect(line).toBeGreaterThan(0.95);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const font = await detail.heading.evaluate((el) => getComputedStyle(el).fontFamily);
      expect(font).toContain('Vazirmatn');
      await expect(page.getByRole('img', { name: faMedicine.photoAlt(drug.brand_name_fa ?? fa.drug.noName) })).toBeVisible();
      await shot(page, `detail-A-${size}`);
      expect(await axe(page)).toEqual([]);

      // The chart: apexcharts arrives with the dialog; x labels are Jalali dates, y labels Persian digits.
      const kind = faMedicine.unitPriceWith;
      await detail.chartButton(kind).click();
      await expect(detail.chart(kind)).toBeVisible();
      await expect(detail.xLabels(kind).filter({ hasText: /[۰-۹]/ }).first()).toHaveText(JALALI_TICK);
      const xs = (await detail.xLabels(kind).allTextContents()).map((t) => t.trim()).filter(Boolean);
      expect(xs.length).toBeGreaterThan(1);
      for (const label of xs) expect(label).toMatch(JALALI_TICK);
      // The plot takes most of the chart's width, and its labels stand apart (no smear at 375 px).
      const plot = await detail.plotWidth(kind);
      expect(plot.plot / plot.chart, `plot ${plot.plot} of ${plot.chart} px`).toBeGreaterThan(0.7);
      const labelBoxes = (await detail.xLabels(kind).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect)))
        .filter((r) => r.width > 0)
        .sort((a, b) => a.left - b.left);
      for (const [i, box] of labelBoxes.slice(1).entries())
        expect(box.left, 'x labels overlap').toBeGreaterThanOrEqual(labelBoxes[i]!.right);
      // A time axis: the recorded changes sit as far apart as their dates (a 5-month gap is not drawn
      // like a 2-week one), and the latest change is called out with its price and date.
      const times = drug.price_OA.map((e) => new Date(e.insert_date).getTime()).sort((a, b) => a - b);
      const markerXs = await detail.markerXs(kind);
      expect(markerXs).toHaveLength(times.length);
      const pxPerMs = (markerXs.at(-1)! - markerXs[0]!) / (times.at(-1)! - times[0]!);
      times.forEach((time, i) => expect(Math.abs(markerXs[0]! + (time - times[0]!) * pxPerMs - markerXs[i]!)).toBeLessThan(2));
      const latest = [...drug.price_OA].sort((a, b) => new Date(a.insert_date).getTime() - new Date(b.insert_date).getTime()).at(-1)!;
      await expect(detail.dialog(kind).getByTestId('price-latest')).toHaveText(
        faMedicine.chartLatest(faMedicine.amountRial(formatAmount(latest.price)), formatJalaliDate(latest.insert_date)),
      );
      await expect(detail.yLabels(kind).filter({ hasText: /[۰-۹]/ }).first()).toBeVisible();
      const ys = (await detail.yLabels(kind).allTextContents()).map((t) => t.trim()).filter(Boolean);
      expect(ys.length).toBeGreaterThan(0);
      for (const label of ys) expect(label).toMatch(/^[۰-۹٬]+$/);
      // Screen readers get the same history as a table.
      const table = detail.dialog(kind).getByRole('table', { name: kind });
      await expect(table.locator('tbody tr')).toHaveCount(drug.price_OA.length);
      // The columns: date, price, and (with the provenance addition) the source.
      await expect(table.locator('tbody tr').last().locator('td').nth(1)).toHaveText(rial(drug.price_OA));
      await dialogShot(page, `detail-A-chart-${size}`);
      expect(await axe(page)).toEqual([]);
      await detail.dialog(kind).getByRole('button', { name: faMedicine.close }).click();
      await expect(detail.dialog(kind)).toBeHidden();

      // The photo preview: zoom and rotation are CSS transforms on the image.
      await detail.photoButton.click();
      await expect(detail.previewImage).toBeVisible();
      await expect(detail.previewImage).toHaveAttribute('style', /scale\(1, 1\) rotate\(0deg\)/);
      await expect(detail.previewControl(faMedicine.zoomOut)).toBeDisabled();
      await detail.previewControl(faMedicine.zoomIn).click();
      await detail.previewControl(faMedicine.zoomIn).click();
      await detail.previewControl(faMedicine.rotateRight).click();
      await detail.previewControl(faMedicine.flipHorizontal).click();
      await expect(detail.previewImage).toHaveAttribute('style', /scale\(-2, 2\) rotate\(90deg\)/);
      await expect(detail.preview.getByText(faMedicine.scale('۲'))).toBeVisible();
      const naturalWidth = await detail.previewImage.evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(naturalWidth).toBeGreaterThan(0);
      await dialogShot(page, `detail-A-photo-${size}`);
      expect(await axe(page)).toEqual([]);
      await detail.previewControl(faMedicine.resetView).click();
      await expect(detail.previewImage).toHaveAttribute('style', /scale\(1, 1\) rotate\(0deg\)/);
      await detail.preview.getByRole('button', { name: faMedicine.close }).click();
      await expect(detail.preview).toBeHidden();
    });

    test('A detail without added value or photo: no with-value prices, "بدون تصویر", "ندارد"', async ({ portal, page }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await findA(portal, tokens, (m) => !m.added_value && m.photo === null);
      const detail = new DetailPage(page, 'A');
      await detail.goto(drug._id);
      await expect(detail.heading).toHaveText(drug.brand_name_fa ?? fa.drug.noName);
      await expect(page.getByRole('img', { name: fa.drug.noImage })).toBeVisible();
      await expect(detail.value(faMedicine.addedValue)).toHaveText(faMedicine.hasNot);
      await expect(detail.value(faMedicine.unitPriceWithout)).toHaveText(rial(drug.price_O));
      await expect(detail.value(faMedicine.unitPriceWith)).toHaveCount(0);
      await expect(detail.value(faMedicine.boxPriceWith)).toHaveCount(0);
      await shot(page, `detail-A-plain-${size}`);
    });

    test('B detail: read-only fields, status label, a chart, a copied IRC code; axe-clean', async ({ portal, page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const tokens = await portal.signInThroughApi(page);
      const drug = await firstB(portal, tokens);
      const detail = new DetailPage(page, 'B');
      await detail.goto(drug._id);
      await expect(detail.heading).toHaveText(drug.brand_name_fa ?? fa.drug.noName);
      await expect(detail.value(faMedicine.consumerPrice)).toHaveText(rial(drug.price_consumer));
      await expect(detail.value(faMedicine.pharmacyPrice)).toHaveText(rial(drug.price_pharmacy));
      const labels: Record<string, string> = fa.drug.statusLabels;
      await expect(detail.value(faMedicine.status)).toHaveText(labels[drug.status_medicine ?? ''] ?? '-');
      await shot(page, `detail-B-${size}`);
      expect(await axe(page)).toEqual([]);

      await detail.copyButton(faMedicine.ircCode).click();
      await expect(detail.toast(faMedicine.copied(faMedicine.ircCode))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(drug.irc_code);

      const kind = faMedicine.consumerPrice;
      await detail.chartButton(kind).click();
      await expect(detail.chart(kind)).toBeVisible();
      await expect(detail.xLabels(kind).filter({ hasText: /[۰-۹]/ }).first()).toHaveText(JALALI_TICK);
      const xs = (await detail.xLabels(kind).allTextContents()).map((t) => t.trim()).filter(Boolean);
      expect(xs.length).toBeGreaterThan(0);
      for (const label of xs) expect(label).toMatch(JALALI_TICK);
      await dialogShot(page, `detail-B-chart-${size}`);
      expect(await axe(page)).toEqual([]);
    });

    test('report from an A detail: the dialog sends, shows the server message and the server stores the report', async ({
      portal,
      page,
    }) => {
      const tokens = await portal.signInThroughApi(page);
      const drug = await findA(portal, tokens, () => true);
      const detail = new DetailPage(page, 'A');
      await detail.goto(drug._id);
      await expect(detail.heading).toBeVisible();
      await detail.reportButton.click();
      await expect(detail.reportDialog).toBeVisible();
      const title = `قیمت اشتباه ${size} ${Date.now()}`;
      await detail.reportDialog.getByLabel(faMedicine.reportTitle).fill(title);
      await detail.reportDialog.getByLabel(faMedicine.reportText).fill('قیمت جعبه با قیمت روی بسته‌بندی یکسان نیست.');
      await dialogShot(page, `detail-report-${size}`);
      expect(await axe(page)).toEqual([]);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/report/v1/new_Report'));
      await detail.reportDialog.getByRole('button', { name: faMedicine.sendReport }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const { message } = (await response.json()) as { message: string };
      await expect(detail.toast(message)).toBeVisible();
      await expect(detail.reportDialog).toBeHidden();
      const rows = await portal.database.rows<{ report: string; medicine_a_id: string }>(
        sql`SELECT report, medicine_a_id FROM reports WHERE title = ${title}`,
      );
      expect(rows).toEqual([{ report: 'قیمت جعبه با قیمت روی بسته‌بندی یکسان نیست.', medicine_a_id: drug._id }]);
    });
  });
}

test('close on a detail opened in a new tab from the list goes to the list', async ({ portal, page }) => {
  await portal.signInThroughApi(page);
  const list = new CatalogListPage(page, 'B');
  await list.goto();
  await expect(list.detailLinks.first()).toBeVisible();
  const [tab] = await Promise.all([page.waitForEvent('popup'), list.detailLinks.first().click()]);
  const detail = new DetailPage(tab, 'B');
  await expect(detail.heading).toBeVisible();
  await detail.closeButton.click();
  await expect(tab).toHaveURL(/\/medicineB$/);
});

test('close on a detail whose address was pasted into the tab goes back one step, to the page before', async ({ portal, page }) => {
  const tokens = await portal.signInThroughApi(page);
  const drug = await firstB(portal, tokens);
  const list = new CatalogListPage(page, 'B');
  await list.goto('?page=2');
  await expect(list.detailLinks.first()).toBeVisible();
  const detail = new DetailPage(page, 'B');
  await detail.goto(drug._id);
  await expect(detail.heading).toBeVisible();
  await detail.closeButton.click();
  await expect(page).toHaveURL(/\/medicineB\?page=2$/);
});

test('a related drug opens in the same tab, and "بستن" goes back one step to the first drug', async ({ portal, page }) => {
  const tokens = await portal.signInThroughApi(page);
  const drug = await findA(portal, tokens, (m) => m.related.length > 0);
  const related = drug.related[0];
  const detail = new DetailPage(page, 'A');
  await detail.goto(drug._id);
  await expect(detail.heading).toHaveText(drug.brand_name_fa ?? fa.drug.noName);
  await page
    .getByRole('link', { name: related.brand_name_fa ?? fa.drug.noName })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/medicine-A/${related._id}$`));
  await expect(detail.heading).toHaveText(related.brand_name_fa ?? fa.drug.noName);
  await detail.closeButton.click();
  await expect(page).toHaveURL(new RegExp(`/medicine-A/${drug._id}$`));
  await expect(detail.heading).toHaveText(drug.brand_name_fa ?? fa.drug.noName);
});

test('a user without a subscription gets a 403 on a detail and sees the subscription notice', async ({ portal, page }) => {
  const demo = await portal.signIn();
  const drug = await firstB(portal, demo);
  const user = await portal.makeUser('noSubscription');
  await portal.signInThroughApi(page, user.mobile);
  const denied = page.waitForResponse((r) => r.url().includes('/api/medicine/v1/get-medicine-b-by-id/'));
  await new DetailPage(page, 'B').goto(drug._id);
  expect((await denied).status()).toBe(403);
  await expect(page.getByText(fa.gate.buySubscription)).toBeVisible();
});

test('an unknown drug id shows "دارویی یافت نشد!"', async ({ portal, page }) => {
  await portal.signInThroughApi(page);
  await new DetailPage(page, 'A').goto('00000000-0000-4000-8000-000000000000');
  // The page's own status message, not the app toaster's (always present, empty) status region.
  await expect(page.getByRole('main').getByRole('status')).toContainText(faMedicine.notFound);
});
