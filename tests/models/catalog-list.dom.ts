/**
 * Page model of a catalogue list screen for jsdom tests (Testing Library): every selector the list
 * tests use lives here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';
import type { FilterKey } from '../../machines/catalog-list.types';

export const catalogListDom = {
  searchBox: () => screen.getByRole('searchbox', { name: fa.catalog.search }),
  searchButton: () => within(screen.getByRole('search')).getByRole('button', { name: fa.catalog.search }),
  filterButton: () => screen.getByRole('button', { name: new RegExp(fa.catalog.searchFilter) }),
  table: () => screen.getByRole('table'),
  bodyRows: () => within(screen.getByRole('table')).getAllByRole('row').slice(1),
  skeletonRows: () => screen.queryAllByTestId('skeleton-row'),
  emptyMessage: () => within(screen.getByRole('table')).queryByText(fa.catalog.noDrugFound),
  retryButton: () => screen.queryByRole('button', { name: fa.loadFailed.retry }),
  loadFailed: () => screen.queryByTestId('load-failed'),
  totalDocs: () => screen.getByTestId('total-docs').textContent,
  previousButton: () => screen.getByRole('button', { name: fa.pager.previous }),
  nextButton: () => screen.getByRole('button', { name: fa.pager.next }),
  pagerStatus: () => screen.getByTestId('pager-status').textContent,
  goToInput: () => screen.getByLabelText(fa.pager.goToPage),
  goToButton: () => screen.getByRole('button', { name: fa.pager.go }),
  pageSizeDropdown: () => screen.getByRole('combobox', { name: fa.catalog.pageSize }),
  filterChip: (key: FilterKey) =>
    screen
      .queryAllByRole('button')
      .find((button) => button.getAttribute('aria-label')?.startsWith(fa.catalog.removeFilter(`${fa.catalog.filters[key]}:`))) ?? null,
  clearAllChip: () => screen.queryByRole('button', { name: fa.catalog.deleteAllFilters }),

  typeSearch(text: string) {
    fireEvent.change(this.searchBox(), { target: { value: text } });
  },
  goToPage(page: string) {
    fireEvent.change(this.goToInput(), { target: { value: page } });
    fireEvent.click(this.goToButton());
  },
  /** `settle` lets pending renders and timers run (the tests use fake timers, so no findBy here). */
  async choosePageSize(size: string, settle: () => Promise<void>) {
    const option = screen.getByRole('option', { name: size }) as HTMLOptionElement;
    fireEvent.change(this.pageSizeDropdown(), { target: { value: option.value } });
    await settle();
  },
  async applyFilters(values: Partial<Record<FilterKey, string>>, settle: () => Promise<void>) {
    fireEvent.click(this.filterButton());
    // The dialog's code loads on first open: settle until it is there (a few rounds at most).
    for (let round = 0; round < 20 && !screen.queryByRole('dialog'); round += 1) await settle();
    const dialog = screen.getByRole('dialog');
    for (const [key, value] of Object.entries(values) as Array<[FilterKey, string]>) {
      fireEvent.change(within(dialog).getByLabelText(fa.catalog.filters[key]), { target: { value } });
    }
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: fa.catalog.applyFilter }));
    });
  },
};
