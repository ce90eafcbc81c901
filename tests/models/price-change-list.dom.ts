/**
 * Page model of a price-change list screen for jsdom tests (Testing Library): every selector the
 * price-change tests use lives here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';
import { faPrices } from '../../src/i18n/fa-prices';
import { pagedListDom } from '../kit/paged-list';

export const priceChangeListDom = {
  ...pagedListDom({
    table: () => screen.getByRole('table', { name: /تغییرات قیمت/ }),
    emptyText: fa.priceChanges.noMedicineFound,
    pageSizeLabel: fa.priceChanges.pageSize,
  }),
  fromBox: () => screen.getByLabelText(fa.priceChanges.fromDate) as HTMLInputElement,
  toBox: () => screen.getByLabelText(fa.priceChanges.toDate) as HTMLInputElement,
  removeFilter: () => within(screen.getByTestId('range-picker')).getByRole('button', { name: fa.priceChanges.removeFilter }),
  excelButton: () => screen.queryByRole('button', { name: fa.priceChanges.downloadExcel }),
  csvButton: () => screen.queryByRole('button', { name: fa.priceChanges.downloadCsv }),
  /** The source filter (behaviour §10.12), or null when none is offered. */
  importFilter: () => screen.queryByRole('combobox', { name: faPrices.filter.label }),

  /** Opens the source filter and chooses the option named `name`. */
  chooseImport(name: string) {
    act(() => void fireEvent.click(this.importFilter()!));
    act(() => void fireEvent.click(screen.getByRole('option', { name })));
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
