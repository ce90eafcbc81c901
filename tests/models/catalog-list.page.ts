/**
 * Page model of a catalogue list screen for Playwright: the selectors of tests/e2e/catalog-list.spec.ts.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import type { Category, FilterKey } from '../../machines/catalog-list.types';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LIST_PATH = { A: '/medicine/v1/get-all-medicine-a-user', B: '/medicine/v1/get-all-medicine-b-user' } as const;

export class CatalogListPage {
  constructor(
    readonly page: Page,
    readonly category: Category,
  ) {}

  get root(): Locator {
    return this.page.getByTestId(`catalog-list-${this.category}`);
  }
  get table(): Locator {
    return this.root.getByRole('table');
  }
  get bodyRows(): Locator {
    return this.table.locator('tbody tr');
  }
  get dataRows(): Locator {
    return this.table.locator('tbody tr:not([data-testid="skeleton-row"])').filter({ has: this.page.locator('a') });
  }
  get detailLinks(): Locator {
    return this.table.getByRole('link', { name: fa.catalog.showInformation });
  }
  get searchBox(): Locator {
    return this.root.getByRole('searchbox', { name: fa.catalog.search });
  }
  get searchButton(): Locator {
    return this.root.getByRole('search').getByRole('button', { name: fa.catalog.search });
  }
  get filterButton(): Locator {
    return this.root.getByRole('button', { name: fa.catalog.searchFilter });
  }
  get showFiltersButton(): Locator {
    return this.root.getByRole('button', { name: fa.catalog.showFilters });
  }
  get pagerStatus(): Locator {
    return this.root.getByTestId('pager-status');
  }
  get totalDocs(): Locator {
    return this.root.getByTestId('total-docs');
  }
  get previousButton(): Locator {
    return this.root.getByRole('button', { name: fa.pager.previous });
  }
  get nextButton(): Locator {
    return this.root.getByRole('button', { name: fa.pager.next });
  }
  get emptyMessage(): Locator {
    return this.table.getByText(fa.catalog.noDrugFound);
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  chip(key: FilterKey): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${escapeRegExp(fa.catalog.removeFilter(`${fa.catalog.filters[key]}:`))}`) });
  }
  get clearAllChip(): Locator {
    return this.root.getByRole('button', { name: fa.catalog.deleteAllFilters });
  }

  /** A toast the app's toaster shows. */
  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/medicine${this.category}${query}`);
    await this.waitLoaded();
  }

  /** Waits until no skeleton row is left. */
  async waitLoaded(): Promise<void> {
    await this.root.waitFor();
    await this.table.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
  }

  /** The next list call of this category. */
  waitForListRequest(predicate: (url: URL) => boolean = () => true): Promise<Request> {
    return this.page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith(LIST_PATH[this.category]) && predicate(url);
    });
  }

  /** The hrefs of the rows shown (one per medicine). */
  async shownIds(): Promise<string[]> {
    return this.detailLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  async applyFilters(values: Partial<Record<FilterKey, string>>): Promise<void> {
    await this.filterButton.click();
    for (const [key, value] of Object.entries(values) as Array<[FilterKey, string]>) {
      await this.dialog.getByLabel(fa.catalog.filters[key]).fill(value);
    }
    await this.dialog.getByRole('button', { name: fa.catalog.applyFilter }).click();
  }

  async choosePageSize(size: string): Promise<void> {
    await this.root.getByRole('combobox', { name: fa.catalog.pageSize }).selectOption({ label: size });
  }

  async goToPage(page: string): Promise<void> {
    await this.root.getByLabel(fa.pager.goToPage).fill(page);
    await this.root.getByLabel(fa.pager.goToPage).press('Enter');
  }
}
