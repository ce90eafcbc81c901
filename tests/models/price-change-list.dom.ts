/**
 * Page model of a price-change list screen for jsdom tests (Testing Library): every selector the
 * price-change tests use lives here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';

export const priceChangeListDom = {
  table: () => screen.getByRole('table', { name: /تغییرات قیمت/ }),
  bodyRows: () => within(priceChangeListDom.table()).getAllByRole('row').slice(1),
  skeletonRows: () => screen.queryAllByTestId('skeleton-row'),
  emptyMessage: () => within(priceChangeListDom.table()).queryByText(fa.priceChanges.noMedicineFound),
  retryButton: () => screen.queryByRole('button', { name: fa.loadFailed.retry }),
  loadFailed: () => screen.queryByTestId('load-failed'),
  totalDocs: () => screen.getByTestId('total-docs').textContent,
  previousButton: () => screen.getByRole('button', { name: fa.pager.previous }),
  nextButton: () => screen.getByRole('button', { name: fa.pager.next }),
  pagerStatus: () => screen.getByTestId('pager-status').textContent,
  goToInput: () => screen.getByLabelText(fa.pager.goToPage),
  goToButton: () => screen.getByRole('button', { name: fa.pager.go }),
  pageSizeDropdown: () => screen.getByRole('combobox', { name: fa.priceChanges.pageSize }),
  fromBox: () => screen.getByLabelText(fa.priceChanges.fromDate) as HTMLInputElement,
  toBox: () => screen.getByLabelText(fa.priceChanges.toDate) as HTMLInputElement,
  removeFilter: () => within(screen.getByTestId('range-picker')).getByRole('button', { name: fa.priceChanges.removeFilter }),
  excelButton: () => screen.queryByRole('button', { name: fa.priceChanges.downloadExcel }),
  csvButton: () => screen.queryByRole('button', { name: fa.priceChanges.downloadCsv }),

  goToPage(page: string) {
    fireEvent.change(this.goToInput(), { target: { value: page } });
    fireEvent.click(this.goToButton());
  },
  /** `settle` lets pending renders and timers run (the tests use fake timers). */
  async choosePageSize(size: string, settle: () => Promise<void>) {
    const option = screen.getByRole('option', { name: size }) as HTMLOptionElement;
    fireEvent.change(this.pageSizeDropdown(), { target: { value: option.value } });
    await settle();
  },
  /** Types a date ('' empties the box) and presses Enter. */
  typeDate(which: 'from' | 'to', text: string) {
    const box = which === 'from' ? this.fromBox() : this.toBox();
    act(() => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
  },
};
