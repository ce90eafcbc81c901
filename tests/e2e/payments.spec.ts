/**
 * behaviour §10.6: buying a package for real, through the local sandbox gateway. A pharmacy with a complete
 * profile and no subscription opens the packages from the subscription notice, cancels once (nothing
 * granted), pays (history shows it paid, the notice is gone) and opens list A, all by clicking.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { packagesPage } from '../models/packages.page';
import { shellPage } from '../models/shell.page';
import { expect, test } from './fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: join('test-results', 'screens', `${name}.png`), fullPage: true });

test('pay through the sandbox gateway: cancel grants nothing, pay opens list A (1440 and 375 px)', async ({ page, portal }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ui = packagesPage(page);
  const shell = shellPage(page);
  const user = await portal.makeUser('noSubscription');
  await portal.signInThroughApi(page, user.mobile);
  const subscriptions = async () =>
    (
      await portal.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.mobile = ${user.mobile}`,
      )
    )[0].n;

  // No subscription: list A shows the notice, whose button opens the buy tab.
  await page.goto('/medicineA');
  await expect(shell.buySubscriptionNotice()).toBeVisible();
  await shell.noticeButton(fa.gate.goToPackages).click();
  await expect(ui.screen('buy')).toBeVisible();
  await expect(ui.payButton('اشتراک یک‌ماهه')).toBeEnabled();
  await expect(page.getByRole('cell', { name: '۱۲۰٬۰۰۰' })).toBeVisible();
  await expect(ui.pagerStatus()).toHaveText(fa.pager.pageOf('۱', '۱'));
  await shot(page, 'packages-buy-1440');

  // Cancel on the gateway: back on the history, cancelled, nothing granted.
  await ui.payButton('اشتراک یک‌ماهه').click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/sandbox\/S[0-9a-f]+$/);
  await expect(ui.sandbox.amount()).toContainText('۱۳۲٬۰۰۰ تومان');
  await expect(ui.sandbox.testLabel()).toContainText('آزمایشی');
  await shot(page, 'payments-sandbox-1440');
  await ui.sandbox.cancel().click();
  await expect(page).toHaveURL(/\/SelectPackage\/HistoryPackage\?order=/);
  await expect(ui.returningNotice()).toHaveText(fa.packages.returning.cancelled);
  await expect(ui.highlightedRow()).toContainText(fa.packages.statuses.cancelled);
  expect(await subscriptions()).toBe(0);

  // Pay: the history shows the order paid with its Jalali expiry, highlighted.
  await ui.tab('buy').click();
  await expect(ui.screen('buy')).toBeVisible();
  await ui.payButton('اشتراک یک‌ماهه').click();
  await ui.sandbox.pay().click();
  await expect(page).toHaveURL(/\/SelectPackage\/HistoryPackage\?order=/);
  await expect(ui.returningNotice()).toHaveText(fa.packages.returning.paid);
  await expect(ui.highlightedRow()).toContainText(fa.packages.statuses.paid);
  await expect(ui.highlightedRow()).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  await expect(ui.rows()).toHaveCount(3);
  expect(await subscriptions()).toBe(1);
  await shot(page, 'packages-history-paid-1440');

  // List A opens from the menu, without the notice.
  await shell.navButton(fa.nav.drugInfo).click();
  await shell.choose(shell.menuItem(fa.nav.categoryA));
  await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  await expect(page.getByTestId('catalog-list-A')).toBeVisible();
  await expect(shell.anyNotice()).toHaveCount(0);

  // The two tabs at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goBack();
  await expect(ui.highlightedRow()).toBeVisible();
  const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noScroll, 'no horizontal scroll at 375 px').toBe(true);
  await shot(page, 'packages-history-375');
  await ui.tab('buy').click();
  await expect(ui.payButton('اشتراک یک‌ساله')).toBeVisible();
  await shot(page, 'packages-buy-375');
  await ui.payButton('اشتراک یک‌ساله').click();
  await expect(ui.sandbox.amount()).toContainText('۷۰۴٬۰۰۰ تومان');
  await shot(page, 'payments-sandbox-375');
});
