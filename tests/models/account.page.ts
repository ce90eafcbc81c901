import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';

/** The account screens (profile, tickets, the account menu) for Playwright (real Chromium) tests. */
export function accountPage(page: Page) {
  const confirmDialog = () => page.getByRole('alertdialog');
  const detailDialog = () => page.getByRole('dialog', { name: fa.tickets.detailTitle });
  return {
    accountMenu: () => page.getByRole('navigation', { name: fa.account.menu }),
    menuLink: (label: string) => page.getByRole('navigation', { name: fa.account.menu }).getByRole('link', { name: label }),
    profileHeading: () => page.getByRole('heading', { name: fa.profile.title, level: 1 }),
    incompleteNotice: () => page.getByTestId('profile-incomplete'),
    field: (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) }),
    provinceDropdown: () => page.getByRole('combobox', { name: new RegExp(`^${fa.profile.fields.province}`) }),
    option: (name: string) => page.getByRole('option', { name, exact: true }),
    fieldErrors: () => page.locator('.fui-Field__validationMessage'),
    saveButton: () => page.getByRole('button', { name: fa.profile.registerAndEdit }),
    confirmDialog,
    confirmYes: () => confirmDialog().getByRole('button', { name: fa.profile.yes }),
    confirmNo: () => confirmDialog().getByRole('button', { name: fa.profile.no }),
    digestCard: () => page.getByTestId('watch-digest'),
    digestSwitch: () => page.getByRole('switch', { name: fa.watchDigest.label }),
    /** A toast the app's toaster shows. */
    toast: (text: string) => page.getByTestId('toast').and(page.getByText(text, { exact: true })),
    ticketsHeading: () => page.getByRole('heading', { name: fa.tickets.title, level: 1 }),
    ticketsTable: () => page.getByRole('table', { name: fa.tickets.tableLabel }),
    newTicketButton: () => page.getByRole('button', { name: fa.tickets.sendNew }),
    ticketTitle: () => page.getByRole('textbox', { name: fa.tickets.reportTitle }),
    ticketBody: () => page.getByRole('textbox', { name: fa.tickets.reportText }),
    sendTicket: () => page.getByRole('button', { name: fa.tickets.send }),
    cancelTicket: () => page.getByRole('button', { name: fa.tickets.cancel }),
    showTicket: (title: string) => page.getByRole('button', { name: fa.tickets.showNamed(title) }),
    detailDialog,
    detailClose: () => detailDialog().getByRole('button', { name: fa.tickets.close }),
  };
}
