import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faOps } from '../../src/ops/i18n/fa-ops';
import { faPrices } from '../../src/i18n/fa-prices';

/** The operators' console (/ops) for Playwright (real Chromium) tests. */
export function opsPage(page: Page) {
  return {
    menu: () => page.getByRole('navigation', { name: faOps.menuLabel }),
    menuLink: (label: string) => page.getByRole('navigation', { name: faOps.menuLabel }).getByRole('link', { name: label }),
    notAllowed: () => page.getByRole('heading', { name: faOps.notAllowedTitle }),
    inboxTable: () => page.getByRole('table', { name: faOps.inbox.tableLabel }),
    inboxRows: () => page.getByRole('table', { name: faOps.inbox.tableLabel }).locator('tbody tr'),
    ticketLink: (title: string) => page.getByRole('link', { name: faOps.inbox.openNamed(title) }),
    ticketCard: () => page.getByTestId('ops-ticket'),
    ticketStatus: () => page.getByTestId('ops-ticket-status'),
    ticketPharmacy: () => page.getByTestId('ops-ticket-pharmacy'),
    answerBox: () => page.getByRole('textbox', { name: faOps.ticket.answerLabel }),
    sendAnswer: () => page.getByRole('button', { name: faOps.ticket.sendAnswer }),
    standingAnswer: () => page.getByTestId('ops-ticket-answer'),
    conflict: () => page.getByTestId('ops-answer-conflict'),
    reportsTable: () => page.getByRole('table', { name: faOps.reports.tableLabel }),
    reportStatus: (title: string) => page.getByRole('combobox', { name: faOps.reports.changeStatusNamed(title) }),
    statusFilter: () => page.getByRole('combobox', { name: faOps.reports.status, exact: true }),
    /** A toast the app's toaster shows. */
    toast: (text: string) => page.getByTestId('toast').and(page.getByText(text, { exact: true })),
    /** Whether the page scrolls sideways (it must not, at any width). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    noAnswerYet: () => page.getByText(fa.tickets.noAnswer),
    // The drugs screen (behaviour §10.13).
    medicinesTable: () => page.getByRole('table', { name: faPrices.medicines.tableLabel }),
    showMedicine: () =>
      page.getByRole('table', { name: faPrices.medicines.tableLabel }).getByRole('button', { name: faPrices.medicines.show }),
    medicineTitle: () => page.getByTestId('ops-medicine').getByRole('heading', { level: 1 }),
    medicinePrice: () => page.getByTestId('ops-medicine-price'),
    editPrice: () => page.getByRole('button', { name: faPrices.medicines.edit }),
    newPrice: () => page.getByRole('textbox', { name: faPrices.medicines.newPriceLabel }),
    priceReason: () => page.getByRole('textbox', { name: faPrices.medicines.reason }),
    savePrice: () => page.getByRole('button', { name: faPrices.medicines.confirm }),
    entryRows: () => page.getByRole('table', { name: faPrices.medicines.entriesLabel }).locator('tbody tr'),
    // Hand edits of a drug's fields (behaviour §10.13).
    medicineFields: () => page.getByTestId('ops-medicine-fields'),
    correctFields: () => page.getByRole('button', { name: faPrices.medicines.correct }),
    fieldBox: (label: 'brandNameLa' | 'quantityInPack') =>
      page.getByTestId('ops-fields-form').getByRole('textbox', { name: faMedicine[label] }),
    fieldsReason: () => page.getByRole('textbox', { name: faPrices.medicines.fieldsReason }),
    saveFields: () => page.getByRole('button', { name: faPrices.medicines.fieldsConfirm }),
    editRows: () => page.getByRole('table', { name: faPrices.medicines.edits }).locator('tbody tr'),
  };
}
