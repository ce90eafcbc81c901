/**
 * Page model of a catalogue list screen for jsdom tests (Testing Library): every selector the list
 * tests use lives here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';
import type { FilterKey } from '../../machines/catalog-list.types';
import { pagedListDom } from '../kit/paged-list';

export const catalogListDom = {
  searchBox: () => screen.getByRole('searchbox', { name: fa.catalog.search }),
  searchButton: () => within(screen.getByRole('search')).getByRole('button', { name: fa.catalog.search }),
  filterButton: () => screen.getByRole('button', { name: new RegExp(fa.catalog.searchFilter) }),
  ...pagedListDom({ table: () => screen.getByRole('table'), emptyText: fa.catalog.noDrugFound, pageSizeLabel: fa.catalog.pageSize }),
  filterChip: (key: FilterKey) =>
    screen
      .queryAllByRole('button')
      .find((button) => button.getAttribute('aria-label')?.startsWith(fa.catalog.removeFilter(`${fa.catalog.filters[key]}:`))) ?? null,
  clearAllChip: () => screen.queryByRole('button', { name: fa.catalog.deleteAllFilters }),

  typeSearch(text: string) {
    fireEvent.change(this.searchBox(), { target: { value: text } });
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
