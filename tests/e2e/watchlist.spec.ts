import { sql } from 'drizzle-orm';
import { expect, shot, test } from './fixtures';
import { WatchlistModel } from '../models/watchlist.page';
import { fa } from '../../src/i18n/fa';
import { formatPriceChange, priceChange } from '../../src/lib/price-change';
import { toPersianDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';

type Entry = { price: number; insert_date: string };

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`watchlist at ${viewport.width} px: the demo user stars a drug of list A, the bell shows its seeded price change, the watchlist lists it, unstar removes it`, async ({
    portal,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // A category A drug of the seeded catalogue whose price changed in the last 30 days.
    const [drug] = await portal.database.rows<{ id: string; brand_name_fa: string; series: Entry[]; current_price: string }>(sql`
      SELECT id::text, brand_name_fa, CASE WHEN added_value THEN price_oa ELSE price_o END AS series, current_price::text
      FROM medicines_a
      WHERE price_changed_at > now() - interval '25 days' AND price_changed_at <= now() AND brand_name_fa IS NOT NULL
        AND jsonb_array_length(CASE WHEN added_value THEN price_oa ELSE price_o END) > 1
      ORDER BY seq LIMIT 1`);
    expect(drug, 'the seed has a recent price change in list A').toBeTruthy();
    const { id, brand_name_fa: name } = drug!;
    const previous = drug!.series[drug!.series.length - 2]!.price;
    const current = Number(drug!.current_price);

    await portal.signInThroughApi(page);
    const w = new WatchlistModel(page);
    await page.goto(`/medicineA?search=${encodeURIComponent(name)}`);
    const star = w.starOfRow('A', id);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveAccessibleName(fa.watchlist.star(name));
    await expect(w.bell).toBeVisible();
    await expect(w.bellCount).toHaveCount(0);

    // Starred by keyboard.
    await star.focus();
    await page.keyboard.press('Enter');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveAccessibleName(fa.watchlist.unstar(name));
    await expect(w.bellCount).toHaveText(toPersianDigits(1));
    await expect(w.bell).toHaveAccessibleName(fa.watchlist.bell(toPersianDigits(1)));
    await shot(page, `watchlist-list-starred-${viewport.width}`);

    await w.bell.click();
    await expect(w.alerts).toBeVisible();
    await expect(w.alerts).toContainText(name);
    await expect(w.alerts).toContainText(fa.watchlist.priceAlert(formatAmount(previous), formatAmount(current)));
    // The bell's re-read has answered: the panel has its final size and place.
    await expect(w.alerts.locator('[aria-busy="true"]')).toHaveCount(0);
    await shot(page, `watchlist-bell-${viewport.width}`, { viewport: true });

    await w.alertsAtRest();
    await w.openWatchlist.click();
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(w.heading).toBeVisible();
    const row = w.table.locator('tbody tr').filter({ has: page.locator(`a[href="/medicine-A/${id}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatAmount(current));
    await expect(row).toContainText(name.length > 30 ? name.slice(0, 30) : name);
    if (viewport.width >= 768) await expect(row).toContainText(`${fa.watchlist.changed(formatAmount(previous), '')}`.trim());
    // The change in percent with its arrow, on phones too.
    await expect(row.getByTestId('price-change')).toBeVisible();
    await expect(row.getByTestId('price-change')).toHaveText(formatPriceChange(priceChange(previous, current)!));
    await shot(page, `watchlist-screen-${viewport.width}`);

    // Nothing sideways: the table fits its frame (two controls in the action column on phones).
    expect(await w.table.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
    // The badge is whole: its top edge, above the button's, is not clipped by the button.
    const badgeTop = await w.bellCount.evaluate((badge) => {
      const box = badge.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + 1) === badge;
    });
    expect(badgeTop, 'the top of the bell count is drawn').toBe(true);

    // Mark all read: the count goes, the alert stays out of the bell. Opening the bell reads the alerts
    // again; 'mark all read' is pressed while that read is under way (the read is held until then),
    // once the popover has come to rest (a click during its slide-in can land beside the button).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isAlertsRead = (url: URL) => url.pathname === '/api/watchlist/v1/alerts';
    await page.route(isAlertsRead, async (route) => {
      await held;
      await route.continue().catch(() => {}); // marking cancels the read: its request may be gone
    });
    await w.bell.click();
    await w.alertsAtRest();
    await expect(w.alerts.locator('[aria-busy="true"]')).toHaveCount(1);
    await w.markAllRead.click();
    await expect(w.bellCount).toHaveCount(0);
    release();
    await page.unroute(isAlertsRead);
    await expect(w.alerts).toContainText(fa.watchlist.noAlerts);
    await w.bell.click();
    await expect(w.alerts).toBeHidden();

    // Unstar: gone from the watchlist.
    await w.removeButton(name).click();
    await expect(w.table).toContainText(fa.watchlist.empty);
    await page.goto(`/medicineA?search=${encodeURIComponent(name)}`);
    await expect(w.starOfRow('A', id)).toHaveAttribute('aria-pressed', 'false');
    await shot(page, `watchlist-unstarred-${viewport.width}`);
  });
}
