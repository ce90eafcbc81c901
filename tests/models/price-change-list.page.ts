/**
 * Page model of a price-change list screen for Playwright: the selectors of
 * tests/e2e/price-changes.spec.ts.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { faPrices } from '../../src/i18n/fa-prices';
import type { Category } from '../../machines/price-change-list.types';
import { toLatinDigits } from '../../src/lib/digits';

const LIST_PATH = {
  A: '/medicine/v1/get-list-medicines-a-sort-change-price-user',
  B: '/medicine/v1/get-list-medicines-b-sort-change-price-user',
} as const;

export class PriceChangeListPage {
  constructor(
    readonly page: Page,
    readonly category: Category,
  ) {}

  get route(): string {
    return `/medicine${this.category}/changedPrice`;
  }
  get root(): Locator {
    return this.page.getByTestId(`price-change-list-${this.category}`);
  }
  get table(): Locator {
    return this.root.getByRole('table');
  }
  get dataRows(): Locator {
    return this.table.locator('tbody tr:not([data-testid="skeleton-row"])').filter({ has: this.page.locator('a') });
  }
  get detailLinks(): Locator {
    return this.table.getByRole('link', { name: fa.catalog.showInformation });
  }
  get fromBox(): Locator {
    return this.root.getByLabel(fa.priceChanges.fromDate, { exact: true });
  }
  get toBox(): Locator {
    return this.root.getByLabel(fa.priceChanges.toDate, { exact: true });
  }
  calendarButton(which: 'from' | 'to'): Locator {
    return this.root.getByRole('button', {
      name: fa.jalaliCalendar.openCalendar(which === 'from' ? fa.priceChanges.fromDate : fa.priceChanges.toDate),
    });
  }
  /** The open calendar's grid (the popover is portalled outside the screen). */
  get grid(): Locator {
    return this.page.getByRole('grid');
  }
  get calendarTitle(): Locator {
    return this.page.getByTestId('calendar-title');
  }
  day(jy: number, jm: number, jd: number): Locator {
    return this.grid.locator(`[data-day="${jy}-${jm}-${jd}"] button`);
  }
  get previousMonth(): Locator {
    return this.page.getByRole('button', { name: fa.jalaliCalendar.previousMonth });
  }
  get removeFilter(): Locator {
    return this.root.getByTestId('range-picker').getByRole('button', { name: fa.priceChanges.removeFilter });
  }
  /** On phones: the applied range as a removable chip. */
  get rangeChip(): Locator {
    return this.root.getByRole('button', {
      name: new RegExp(`^(${fa.priceChanges.fromDate}|${fa.priceChanges.toDate}) .*${fa.priceChanges.removeFilter}$`),
    });
  }
  get pagerStatus(): Locator {
    return this.root.getByTestId('pager-status');
  }
  get totalDocs(): Locator {
    return this.root.getByTestId('total-docs');
  }
  get nextButton(): Locator {
    return this.root.getByRole('button', { name: fa.pager.next });
  }
  get excelButton(): Locator {
    return this.root.getByRole('button', { name: fa.priceChanges.downloadExcel });
  }
  get csvButton(): Locator {
    return this.root.getByRole('button', { name: fa.priceChanges.downloadCsv });
  }
  /** The source filter: every source or one published import (behaviour §10.12). */
  get importFilter(): Locator {
    return this.root.getByRole('combobox', { name: faPrices.filter.label });
  }
  get pageSize(): Locator {
    return this.root.getByRole('combobox', { name: fa.priceChanges.pageSize });
  }

  /** The shown total, as a number. */
  async total(): Promise<number> {
    return Number(toLatinDigits((await this.totalDocs.textContent()) ?? '').replace(/[^0-9]/g, ''));
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.route}${query}`);
    await this.waitLoaded();
  }
  async waitLoaded(): Promise<void> {
    await this.table.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
    await this.totalDocs.filter({ hasText: /[۰-۹]/ }).waitFor();
  }
  waitForListRequest(match: (url: URL) => boolean = () => true): Promise<Request> {
    return this.page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith(LIST_PATH[this.category]) && match(url);
    });
  }
  /** The ids of the shown rows (from the detail links), in order. */
  async shownIds(): Promise<string[]> {
    const hrefs = await this.detailLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => decodeURIComponent(href.split('/').pop() ?? ''));
  }
}
