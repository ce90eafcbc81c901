import type { Page } from '@playwright/test';
import { axe as axeAll, expect, shot, test } from './fixtures';
import { CatalogListPage } from '../models/catalog-list.page';
import { fa } from '../../src/i18n/fa';
import { toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { atRest } from '../models/motion';

/**
 * Serious/critical axe violations of the list screen. Left out: nodes of the app's frame (header and
 * footer, checked by the shell's own specs) and tabster's focus-guard `<i data-tabster-dummy>`
 * sentinels on <body> (Fluent's keyboard-navigation machinery, not content).
 */
async function axe(page: Page) {
  const violations = await axeAll(page);
  const own = [];
  for (const violation of violations) {
    const notOurs = await page.evaluate(
      (targets) =>
        targets.every((target) =>
          [...document.querySelectorAll(target)].every(
            (el) =>
              el.hasAttribute('data-tabster-dummy') ||
              (el.closest('header, footer') !== null && el.closest('[data-testid^="catalog-list-"]') === null),
          ),
        ),
      violation.targets,
    );
    if (!notOurs) own.push(violation);
  }
  return own;
}

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 812 };

test.describe('catalogue lists at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ portal, page }) => {
    await portal.signInThroughApi(page);
  });

  test('list A shows the first 15 drugs, numbered from ۱, with all five columns, and is axe-clean', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    await expect(page.getByRole('heading', { name: fa.catalog.title })).toBeVisible();
    await expect(page.getByText(fa.nav.categoryA).first()).toBeVisible();
    await expect(list.detailLinks).toHaveCount(15);
    await expect(list.table.locator('tbody tr').first().locator('td').first()).toHaveText('۱');
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.concessionaire })).toBeVisible();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.manufacturingFactory })).toBeVisible();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از [۰-۹]+$/);
    await expect(list.previousButton).toBeDisabled();
    await shot(page, 'catalog-list-A-1440');
    expect(await axe(page)).toEqual([]);
  });

  test('list B shows producer and supplier columns and is axe-clean', async ({ page }) => {
    const list = new CatalogListPage(page, 'B');
    await list.goto();
    await expect(list.detailLinks).toHaveCount(15);
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.producerCompany })).toBeVisible();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.supplierCompany })).toBeVisible();
    await shot(page, 'catalog-list-B-1440');
    expect(await axe(page)).toEqual([]);
  });

  test('typed search: Arabic ي and Persian ی, ۵۰۰ and 500 find the same drugs; clearing removes the parameter', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    const everything = await list.totalDocs.textContent();

    const resultOf = async (text: string) => {
      const request = list.waitForListRequest((url) => url.searchParams.has('search'));
      await list.search(text);
      const sent = new URL((await request).url());
      await list.waitLoaded();
      await expect(page).toHaveURL(/search=/);
      return { sent: sent.searchParams.get('search'), ids: await list.shownIds(), total: await list.totalDocs.textContent() };
    };

    const persian = await resultOf('سیلین');
    const arabic = await resultOf('سيلين');
    expect(persian.ids.length).toBeGreaterThan(0);
    expect(persian.total).not.toBe(everything);
    expect(arabic.ids).toEqual(persian.ids);
    expect(arabic.total).toBe(persian.total);

    const latin = await resultOf('500');
    const persianDigits = await resultOf('۵۰۰');
    expect(persianDigits.sent).toBe('500');
    expect(latin.ids.length).toBeGreaterThan(0);
    expect(persianDigits.ids).toEqual(latin.ids);
    expect(persianDigits.total).toBe(latin.total);

    const cleared = list.waitForListRequest((url) => !url.searchParams.has('search'));
    await list.searchBox.fill('');
    await cleared;
    await list.waitLoaded();
    await expect(page).not.toHaveURL(/search=/);
    await expect(list.totalDocs).toHaveText(everything ?? '');
  });

  test('typed search forgives spacing: a space, a ZWNJ and no space find the same drugs («متی مازول», «میلی گرم»)', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    const resultOf = async (text: string) => {
      const request = list.waitForListRequest((url) => url.searchParams.get('search') === text);
      await list.search(text);
      await request;
      await list.waitLoaded();
      return { ids: await list.shownIds(), total: await list.totalDocs.textContent() };
    };
    const zwnj = await resultOf('متی‌مازول');
    expect(zwnj.ids.length).toBeGreaterThan(0);
    for (const text of ['متی مازول', 'متیمازول']) {
      const other = await resultOf(text);
      expect(other.ids, text).toEqual(zwnj.ids);
      expect(other.total, text).toBe(zwnj.total);
    }
    const mgZwnj = await resultOf('میلی‌گرم');
    expect(mgZwnj.ids.length).toBeGreaterThan(0);
    // Two words match in any order and anywhere, so «میلی گرم» finds every «میلی‌گرم» drug, and
    // those holding both words apart («… گرم/۱۰ میلی‌لیتر») as well.
    const mgSpace = await resultOf('میلی گرم');
    const count = (total: string | null) => Number(toLatinDigits(total ?? '').replace(/[^0-9]/g, ''));
    expect(count(mgSpace.total)).toBeGreaterThanOrEqual(count(mgZwnj.total));
    expect(count(mgZwnj.total)).toBeGreaterThan(0);
  });

  test('filter dialog A: the address carries brandNameFA/genericCode and the API brand_name_fa/generic_code', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto('?page=2');
    const firstName = (await list.table.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '';
    const word = firstName.split(/\s+/)[0];
    const request = list.waitForListRequest((url) => url.searchParams.has('brand_name_fa'));
    await list.applyFilters({ brandNameFA: word, genericCode: '' });
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('brand_name_fa')).toBe(word);
    expect(sent.searchParams.get('page')).toBe('1');
    await expect(list.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`brandNameFA=${encodeURIComponent(word)}`));
    await expect(page).not.toHaveURL(/page=/);
    await list.waitLoaded();
    await expect(list.detailLinks.first()).toBeVisible();
    await expect(list.table.locator('tbody tr').first().locator('td').nth(1)).toContainText(word);
  });

  test('filter dialog B: Persian digits in IRC code and prices go to the API as Latin digits under §7 names', async ({ page }) => {
    const list = new CatalogListPage(page, 'B');
    await list.goto();
    await list.filterButton.click();
    await expect(list.dialog.getByLabel(fa.catalog.filters.ircCode)).toBeVisible();
    await expect(list.dialog.getByLabel(fa.catalog.filters.priceDistributor)).toBeVisible();
    await shot(page, 'catalog-list-B-filter-dialog-1440');
    expect(await axe(page)).toEqual([]);
    const request = list.waitForListRequest((url) => url.searchParams.has('irc_code'));
    await list.dialog.getByLabel(fa.catalog.filters.ircCode).fill('۱۲');
    await list.dialog.getByLabel(fa.catalog.filters.supplirCompany).fill('دارو');
    await list.dialog.getByRole('button', { name: fa.catalog.applyFilter }).click();
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('irc_code')).toBe('12');
    expect(sent.searchParams.get('supplier_company')).toBe('دارو');
    await expect(page).toHaveURL(/ircCode=12/);
    await expect(page).toHaveURL(/supplirCompany=/);
    await list.waitLoaded();
  });

  test('the filter dialog cancel button closes it and changes nothing', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    await list.filterButton.click();
    await list.dialog.getByLabel(fa.catalog.filters.brandNameEN).fill('Zzz');
    await list.dialog.getByRole('button', { name: fa.catalog.cancel }).click();
    await expect(list.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/brandNameEN/);
  });

  test('page size ۳۰: the address and the API say limit=30, page 1, and 30 rows show', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto('?page=3');
    const request = list.waitForListRequest((url) => url.searchParams.get('limit') === '30');
    await list.choosePageSize('۳۰');
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('page')).toBe('1');
    await expect(page).toHaveURL(/limit=30/);
    await list.waitLoaded();
    await expect(list.detailLinks).toHaveCount(30);
    await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از/);
  });

  test('go-to-page out of range: A resets to page 1 with the error toast', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto('?page=2');
    await list.goToPage('۹۹۹۹');
    await expect(list.toast(fa.catalog.pageNotFound)).toBeVisible();
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از/);
    await expect(page).not.toHaveURL(/page=/);
  });

  test('a shared link past the last page: A opens page 1 with the error toast, B opens page 1 silently', async ({ page }) => {
    const a = new CatalogListPage(page, 'A');
    await page.goto('/medicineA?page=9999&limit=50');
    await expect(a.toast(fa.catalog.pageNotFound)).toBeVisible();
    await expect(page).toHaveURL(/\/medicineA\?limit=50$/);
    await a.waitLoaded();
    await expect(a.pagerStatus).toHaveText(/^صفحه ۱ از/);
    await expect(a.detailLinks).toHaveCount(50);

    const b = new CatalogListPage(page, 'B');
    await page.goto('/medicineB?page=9999');
    await expect(page).toHaveURL(/\/medicineB$/);
    await b.waitLoaded();
    await expect(b.pagerStatus).toHaveText(/^صفحه ۱ از/);
    await expect(b.detailLinks).toHaveCount(15);
    await expect(page.getByText(fa.catalog.pageNotFound)).toHaveCount(0);
  });

  test('go-to-page out of range: B silently goes to page 1; in range goes there', async ({ page }) => {
    const list = new CatalogListPage(page, 'B');
    await list.goto('?page=2');
    await list.goToPage('9999');
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از/);
    // A "page not found" notice would have been raised with the out-of-range answer, before page 1
    // was asked for: with page 1 drawn, it would still be on screen (a toast stays on its page).
    await expect(list.toast(fa.catalog.pageNotFound)).toHaveCount(0);
    await expect(page.getByText(fa.catalog.pageNotFound)).toHaveCount(0);
    await list.goToPage('۳');
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۳ از/);
    await expect(list.table.locator('tbody tr').first().locator('td').first()).toHaveText(toPersianDigits(31));
    await expect(page).toHaveURL(/page=3/);
  });

  test('back and forward restore the list the address names', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    const page1 = await list.shownIds();
    await list.nextButton.click();
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۲ از/);
    const page2 = await list.shownIds();
    expect(page2).not.toEqual(page1);
    await list.search('سیلین');
    await expect(page).toHaveURL(/search=/);
    await list.waitLoaded();

    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).not.toHaveURL(/search=/);
    await list.waitLoaded();
    await expect(list.searchBox).toHaveValue('');
    await expect.poll(() => list.shownIds()).toEqual(page2);

    await page.goBack();
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۱ از/);
    await expect.poll(() => list.shownIds()).toEqual(page1);

    await page.goForward();
    await list.waitLoaded();
    await expect(list.pagerStatus).toHaveText(/^صفحه ۲ از/);
    await expect.poll(() => list.shownIds()).toEqual(page2);

    // A shared link opens the same list.
    await page.reload();
    await list.waitLoaded();
    await expect.poll(() => list.shownIds()).toEqual(page2);
  });

  test('"نمایش اطلاعات" opens the drug detail in a new tab', async ({ page, context }) => {
    const list = new CatalogListPage(page, 'B');
    await list.goto();
    const link = list.detailLinks.first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/medicine-B\/.+/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const opened = context.waitForEvent('page');
    await link.click();
    const detail = await opened;
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toBe(href);
    await detail.close();
  });
});

test.describe('catalogue list without a subscription', () => {
  test.use({ viewport: DESKTOP });

  test('a 403 on the list call tells the access gate: the subscription notice shows', async ({ portal, page }) => {
    const user = await portal.makeUser('noSubscription');
    await portal.signInThroughApi(page, user.mobile);
    const answered = page.waitForResponse((response) => response.url().includes('/medicine/v1/get-all-medicine-a-user'));
    await page.goto('/medicineA');
    expect((await answered).status()).toBe(403);
    await expect(page.getByText(fa.gate.buySubscription)).toBeVisible();
    await expect(page.getByText(fa.catalog.noDrugFound)).toHaveCount(0);
  });
});

test.describe('catalogue lists at 375 px', () => {
  test.use({ viewport: MOBILE });

  test.beforeEach(async ({ portal, page }) => {
    await portal.signInThroughApi(page);
  });

  test('secondary columns are hidden; filters show as chips and in the side panel; chips remove filters', async ({ page }) => {
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.concessionaire })).toBeHidden();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.brandName })).toBeVisible();
    await shot(page, 'catalog-list-A-375');
    // The search box's placeholder fits a phone, and its clear button is Fluent's (not the browser's blue one).
    await expect(list.searchBox).toHaveAttribute('placeholder', fa.catalog.searchPlaceholderShort);
    const fits = await list.searchBox.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return (
        context.measureText(input.placeholder).width <=
        input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
      );
    });
    expect(fits, 'the placeholder is cut').toBe(true);
    await list.searchBox.fill('قرص');
    await page.getByRole('button', { name: fa.catalog.clearSearch }).click();
    await expect(list.searchBox).toHaveValue('');

    await list.filterButton.click();
    await expect(list.dialog.getByLabel(fa.catalog.filters.concessionaire)).toBeVisible();
    await atRest(page); // the dialog's fade-in
    await page.screenshot({ path: 'test-results/screens/catalog-list-A-375-filter-dialog.png' });
    await list.dialog.getByRole('button', { name: fa.catalog.cancel }).click();

    await list.applyFilters({ brandNameEN: 'a', genericNameEN: 'i' });
    await list.waitLoaded();
    await expect(list.chip('brandNameEN')).toBeVisible();
    await expect(list.chip('genericNameEN')).toBeVisible();
    await expect(list.clearAllChip).toBeVisible();
    await shot(page, 'catalog-list-A-375-chips');

    await list.showFiltersButton.click();
    const drawer = page.getByRole('dialog', { name: fa.catalog.activeFilters });
    await expect(drawer).toBeVisible();
    const drawerChip = drawer.getByRole('button', { name: fa.catalog.removeFilter(`${fa.catalog.filters.brandNameEN}: a`) });
    await expect(drawerChip).toBeVisible();
    await drawer.getByRole('button', { name: fa.catalog.deleteAllFilters }).waitFor();
    await atRest(page); // the drawer's slide-in animation
    await page.screenshot({ path: 'test-results/screens/catalog-list-A-375-side-panel.png' });
    expect(await axe(page)).toEqual([]);

    const request = list.waitForListRequest((url) => !url.searchParams.has('brand_name_la'));
    await drawerChip.click();
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('generic_name_la')).toBe('i');
    await expect(page).not.toHaveURL(/brandNameEN/);
    await expect(page).toHaveURL(/genericNameEN=i/);

    await drawer.getByRole('button', { name: fa.catalog.deleteAllFilters }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/medicineA$/);
    await list.waitLoaded();
    await expect(list.clearAllChip).toHaveCount(0);
  });

  test('list B at 375 px hides producer and supplier and is axe-clean', async ({ page }) => {
    const list = new CatalogListPage(page, 'B');
    await list.goto();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.producerCompany })).toBeHidden();
    await expect(list.table.getByRole('columnheader', { name: fa.catalog.columns.supplierCompany })).toBeHidden();
    await expect(list.detailLinks.first()).toBeVisible();
    await shot(page, 'catalog-list-B-375');
    expect(await axe(page)).toEqual([]);
  });
});
