/**
 * behaviour §4.10: a failed load is not "no results", and nothing is said before it is known. Against the
 * real server: offline is Chromium's own (context.setOffline), a slow answer is the server's answer
 * held back (route.continue), a dropped connection is route.abort — never a canned response.
 */
import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { CatalogListPage } from '../models/catalog-list.page';
import { DetailPage } from '../models/detail.page';
import { expect, shot, test, withoutOfflineCopy } from './fixtures';

const LIST_A = '**/api/medicine/v1/get-all-medicine-a-user*';

/** Holds the next list-A call until `release()`; the call then goes to the real server. */
async function holdListCalls(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    LIST_A,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const) {
  test.describe(`list and detail states at ${size} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ portal, page }) => {
      await portal.signInThroughApi(page);
    });

    test('while the first page loads the pager and the total say nothing (not «صفحه ۱ از ۱», not «۰ دارو»)', async ({ page }) => {
      const list = new CatalogListPage(page, 'A');
      const release = await holdListCalls(page);
      await page.goto('/medicineA');
      // Seven skeleton rows whatever the page size (15 by default); the table keeps the page's height,
      // so the pager stays where it will be.
      await expect(list.table.getByTestId('skeleton-row')).toHaveCount(7);
      const pagerWhileLoading = await list.nextButton.boundingBox();
      await expect(list.pagerStatus).toHaveText('');
      await expect(list.totalDocs).toHaveText('');
      await expect(list.emptyMessage).toHaveCount(0);
      await shot(page, `states-list-loading-${size}`);
      release();
      await list.waitLoaded();
      await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از [۰-۹]+$/);
      await expect(list.totalDocs).toHaveText(/^[۰-۹٬]+ دارو$/);
      // A row of one line is as high as the height kept for it.
      expect(Math.abs((await list.nextButton.boundingBox())!.y - pagerWhileLoading!.y)).toBeLessThanOrEqual(2);
      await shot(page, `states-list-loaded-${size}`);
    });

    test('offline, the list shows a failed state (what went wrong, «تلاش دوباره»), not «دارویی یافت نشد!»; try again loads', async ({
      page,
      context,
    }) => {
      // A device without the copy: with it, the copy answers offline (behaviour §10.15).
      await withoutOfflineCopy(page);
      const list = new CatalogListPage(page, 'A');
      await list.goto();
      await context.setOffline(true);
      await list.nextButton.click();
      const failed = list.root.getByTestId('load-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(fa.loadFailed.title);
      await expect(failed).toContainText(fa.errors.noNetwork);
      await expect(list.emptyMessage).toHaveCount(0);
      await expect(list.pagerStatus).toHaveText('');
      await expect(list.totalDocs).toHaveText('');
      await shot(page, `states-list-failed-${size}`);
      await context.setOffline(false);
      await failed.getByRole('button', { name: fa.loadFailed.retry }).click();
      await list.waitLoaded();
      await expect(list.detailLinks).toHaveCount(15);
      await expect(list.pagerStatus).toHaveText(/^صفحه ۲ از [۰-۹]+$/);
      await expect(failed).toHaveCount(0);
    });

    test('a search that finds nothing shows «دارویی یافت نشد!» and no failed state', async ({ page }) => {
      const list = new CatalogListPage(page, 'A');
      await list.goto();
      await list.search('هیچ‌دارویی‌با‌این‌نام‌نیست');
      await expect(list.emptyMessage).toBeVisible();
      await expect(list.root.getByTestId('load-failed')).toHaveCount(0);
      await expect(list.totalDocs).toHaveText('۰ دارو');
      await shot(page, `states-list-empty-${size}`);
    });

    test('a detail whose call is dropped (browser online) blames the server, not the internet; «تلاش دوباره» loads it', async ({
      portal,
      page,
    }) => {
      const tokens = await portal.signIn();
      const first = await portal.api<{ data: { main: { docs: { _id: string }[] } } }>('/medicine/v1/get-all-medicine-a-user?limit=1', {
        token: tokens.accessToken,
      });
      const id = first.data.main.docs[0]._id;
      const detail = new DetailPage(page, 'A');
      const pattern = `**/api/medicine/v1/get-medicine-a-by-id/${id}`;
      await page.route(pattern, (route) => route.abort('internetdisconnected'));
      await detail.goto(id);
      const failed = page.getByTestId('load-failed');
      await expect(failed).toContainText(fa.errors.serverUnreachable);
      await expect(failed).not.toContainText(fa.errors.noNetwork);
      await expect(page.getByText(faMedicine.notFound)).toHaveCount(0);
      await shot(page, `states-detail-failed-${size}`);
      await page.unroute(pattern);
      await failed.getByRole('button', { name: fa.loadFailed.retry }).click();
      await expect(detail.heading).toBeVisible();
      await expect(failed).toHaveCount(0);
    });
  });
}
