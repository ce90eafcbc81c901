import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { axe as axeAll, expect, shot, test } from './fixtures';
import { PriceChangeListPage } from '../models/price-change-list.page';
import { fa } from '../../src/i18n/fa';
import { toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { formatJalaliDate } from '../../src/lib/jalali';
import { formatAmount } from '../../src/lib/money';
import { formatPriceChange, priceChange } from '../../src/lib/price-change';
import { addDays, formatDay, tehranEndOfDay, tehranStartOfDay, tehranToday } from '../../src/lib/jalali-days';

type Entry = { price: number; insert_date: string };
type DocA = { _id: string; brand_name_fa: string | null; added_value: boolean; price_O: Entry[]; price_OA: Entry[] };
type PageA = { docs: DocA[]; totalDocs: number; totalPages: number };

/** Serious/critical axe violations of the screen itself (the frame and tabster's focus sentinels are checked elsewhere). */
async function axe(page: Page) {
  const own = [];
  for (const violation of await axeAll(page)) {
    const notOurs = await page.evaluate(
      (targets) =>
        targets.every((target) =>
          [...document.querySelectorAll(target)].every(
            (el) =>
              el.hasAttribute('data-tabster-dummy') ||
              (el.closest('header, footer') !== null && el.closest('[data-testid^="price-change-list-"]') === null),
          ),
        ),
      violation.targets,
    );
    if (!notOurs) own.push(violation);
  }
  return own;
}

const current = (doc: DocA) => {
  const list = doc.added_value ? doc.price_OA : doc.price_O;
  return list[list.length - 1];
};

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`price changes A at ${viewport.width} px: pick a range on the calendar, page, open a detail, share the address, export`, async ({
    portal,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { accessToken } = await portal.signInThroughApi(page);
    const list = new PriceChangeListPage(page, 'A');
    const phone = viewport.width < 768;
    await list.goto();
    await expect(page.getByRole('heading', { name: fa.priceChanges.titleA })).toBeVisible();
    if (phone) await expect(list.pageSize).toBeHidden();
    else await expect(list.pageSize).toBeVisible();

    // From: ten days back, by keyboard (↑ a week, → a day back in right to left); to: today, by click.
    const today = tehranToday(new Date());
    const from = addDays(today, -10);
    await list.calendarButton('from').click();
    await expect(list.grid).toBeVisible();
    await expect(list.day(today.jy, today.jm, today.jd)).toBeFocused();
    // Tomorrow is the last day the A bound allows; the day after is struck out.
    const afterTomorrow = addDays(today, 2);
    if (afterTomorrow.jm === today.jm)
      await expect(list.day(afterTomorrow.jy, afterTomorrow.jm, afterTomorrow.jd)).toHaveAttribute('aria-disabled', 'true');
    await shot(page, `price-changes-A-calendar-${viewport.width}`, { viewport: true });
    await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(list.day(from.jy, from.jm, from.jd)).toBeFocused();
    let request = list.waitForListRequest((url) => url.searchParams.has('from'));
    await page.keyboard.press('Enter');
    await request;
    await expect(list.fromBox).toHaveValue(formatDay(from));
    await list.waitLoaded();

    await list.calendarButton('to').click();
    request = list.waitForListRequest((url) => url.searchParams.has('to'));
    await list.day(today.jy, today.jm, today.jd).click();
    const sent = new URL((await request).url());
    await list.waitLoaded();
    await expect(page).toHaveURL(new RegExp(`from=${from.jy}-\\d\\d-\\d\\d&to=${today.jy}-\\d\\d-\\d\\d`));
    const range = { from: tehranStartOfDay(from), to: tehranEndOfDay(today) };
    expect(Number(sent.searchParams.get('from'))).toBe(range.from);
    expect(Number(sent.searchParams.get('to'))).toBe(range.to);

    // The rows are the drugs whose current price (price_OA with added value, else price_O) changed in the range, newest first.
    const all: DocA[] = [];
    for (let p = 1; ; p += 1) {
      const body = await portal.api<PageA>(
        `/medicine/v1/get-list-medicines-a-sort-change-price-user?from=${range.from}&to=${range.to}&limit=100&page=${p}`,
        { token: accessToken },
      );
      all.push(...body.docs);
      if (p >= body.totalPages) break;
    }
    expect(all.length).toBeGreaterThan(15);
    for (const doc of all) {
      const at = Date.parse(current(doc).insert_date);
      expect(at).toBeGreaterThanOrEqual(range.from);
      expect(at).toBeLessThanOrEqual(range.to);
    }
    const everything = await portal.api<PageA>('/medicine/v1/get-list-medicines-a-sort-change-price-user?limit=100', {
      token: accessToken,
    });
    expect(everything.totalDocs).toBeGreaterThan(all.length);
    await expect(list.totalDocs).toHaveText(
      fa.priceChanges.totalDocs(toPersianDigits(all.length.toLocaleString('en-US').replace(/,/g, '٬'))),
    );
    await expect.poll(() => list.shownIds()).toEqual(all.slice(0, 15).map((doc) => doc._id));
    const firstRow = list.dataRows.first().locator('td');
    // Row, brand, generic, factory, previous price, the spec's price, the change, the date, the link.
    await expect(firstRow.nth(7)).toHaveText(formatJalaliDate(current(all[0]).insert_date));
    const history = all[0].added_value ? all[0].price_OA : all[0].price_O;
    const previous = history.at(-2);
    if (previous) {
      const change = priceChange(previous.price, current(all[0]).price)!;
      await expect(firstRow.nth(6).getByTestId('price-change')).toHaveText(formatPriceChange(change));
      // On phones the change column is hidden and its figure shows under the price.
      if (phone) await expect(firstRow.nth(5).getByTestId('price-change')).toBeVisible();
      else await expect(firstRow.nth(4)).toHaveText(formatAmount(previous.price));
    }
    if (phone) await expect(list.rangeChip).toBeVisible();
    else await expect(list.rangeChip).toBeHidden();
    await shot(page, `price-changes-A-${viewport.width}`);
    expect(await axe(page)).toEqual([]);

    // Page 2 continues the numbering.
    await list.nextButton.click();
    await list.waitLoaded();
    await expect(list.dataRows.first().locator('td').first()).toHaveText('۱۶');
    await expect.poll(() => list.shownIds()).toEqual(all.slice(15, 30).map((doc) => doc._id));

    // 'show information' opens the detail in a new tab.
    const [detail] = await Promise.all([context.waitForEvent('page'), list.detailLinks.first().click()]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toBe(`/medicine-A/${all[15]._id}`);
    await expect(detail.getByRole('heading', { name: all[15].brand_name_fa ?? fa.drug.noName }).first()).toBeVisible();
    await detail.close();

    // The address is the screen: opened afresh, it shows the same range and page.
    const shared = page.url();
    const other = await context.newPage();
    await other.setViewportSize(viewport);
    const again = new PriceChangeListPage(other, 'A');
    await other.goto(shared);
    await again.waitLoaded();
    await expect(again.fromBox).toHaveValue(formatDay(from));
    await expect(again.toBox).toHaveValue(formatDay(today));
    await expect.poll(() => again.shownIds()).toEqual(all.slice(15, 30).map((doc) => doc._id));
    await other.close();

    // The export holds every row of the range, Jalali dates, prices as numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), list.excelButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^price-changes-a-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.rowCount).toBe(all.length + 1);
    all.forEach((doc, i) => {
      // The list's rows in its order, the change beside the price; no id column.
      const row = sheet.getRow(i + 2);
      const previous = (doc.added_value ? doc.price_OA : doc.price_O).at(-2)?.price ?? null;
      expect(row.getCell(5).value ?? null).toBe(previous);
      expect(row.getCell(6).value).toBe(current(doc).price);
      expect(row.getCell(7).value ?? null).toBe(priceChange(previous, current(doc).price)?.percent ?? null);
      expect(row.getCell(8).value).toBe(toLatinDigits(formatJalaliDate(current(doc).insert_date)));
      expect(row.cellCount).toBeLessThanOrEqual(8);
    });
    expect(String(sheet.getRow(2).getCell(2).value ?? '')).toBe(all[0].brand_name_fa ?? '');

    // 'remove filter' (on phones, the range chip) clears both dates and the address.
    if (phone) await list.rangeChip.click();
    else await list.removeFilter.click();
    await list.waitLoaded();
    await expect(list.fromBox).toHaveValue('');
    await expect(page).toHaveURL(/changedPrice$/);
    if (phone) return;

    // List B from a pasted address (no bound on B): the rows and the CSV (UTF-8 with BOM) of the range.
    const fromB = addDays(today, -40);
    const listB = new PriceChangeListPage(page, 'B');
    await listB.goto(`?from=${fromB.jy}-${String(fromB.jm).padStart(2, '0')}-${String(fromB.jd).padStart(2, '0')}`);
    await expect(listB.fromBox).toHaveValue(formatDay(fromB));
    const b = await portal.api<{ docs: { _id: string; price_consumer: Entry[] }[]; totalDocs: number }>(
      `/medicine/v1/get-list-medicines-b-sort-change-price-user?from=${tehranStartOfDay(fromB)}&limit=100`,
      { token: accessToken },
    );
    expect(b.totalDocs).toBeGreaterThan(0);
    await expect.poll(() => listB.shownIds()).toEqual(b.docs.slice(0, 15).map((doc) => doc._id));
    const [csv] = await Promise.all([page.waitForEvent('download'), listB.csvButton.click()]);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0].split(',').slice(4, 7)).toEqual([
      fa.priceChanges.columns.previousPrice,
      fa.priceChanges.columns.consumerPrice,
      fa.priceChanges.columns.changePercent,
    ]);
    expect(lines).toHaveLength(b.totalDocs + 1);
    // The list's rows in its order (the file has no id column: each row's prices stand for it).
    expect(lines.slice(1, 101).map((line) => line.split(',').slice(4, 6))).toEqual(
      b.docs.map((doc) => [String(doc.price_consumer.at(-2)?.price ?? ''), String(doc.price_consumer.at(-1)?.price ?? '')]),
    );
    await shot(page, 'price-changes-B-1440');
  });
}
