import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';

// Dialogs are found by their labelling title and controls by label text (see detail.dom.ts: Tabster's
// aria-hidden toggling races in jsdom); real modality and names are checked in Chromium.

function queryDialog(name: string): HTMLElement | null {
  return (
    screen
      .queryAllByRole('dialog', { hidden: true })
      .concat(screen.queryAllByRole('alertdialog', { hidden: true }))
      .find((dialog) => {
        const id = dialog.getAttribute('aria-labelledby');
        return id != null && document.getElementById(id)?.textContent === name;
      }) ?? null
  );
}

function getDialog(name: string): HTMLElement {
  const dialog = queryDialog(name);
  if (!dialog) throw new Error(`no open dialog titled "${name}"`);
  return dialog;
}

const buttonIn = (container: HTMLElement | Document, text: string) =>
  within(container as HTMLElement)
    .getByText(text, { selector: 'button, button *' })
    .closest('button') as HTMLButtonElement;

/** Selectors of the profile and tickets screens for testing-library (jsdom) tests. */
export const accountDom = {
  // Profile
  profileSkeleton: () => screen.queryByTestId('profile-skeleton'),
  profileForm: () => screen.queryByTestId('profile-form'),
  loadFailed: () => screen.queryByTestId('load-failed'),
  retry: () => buttonIn(document.body as never, fa.loadFailed.retry),
  field: (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`), hidden: true }) as HTMLInputElement,
  provinceDropdown: () => screen.getByRole('combobox', { name: new RegExp(`^${fa.profile.fields.province}`), hidden: true }),
  incompleteNotice: () => screen.queryByTestId('profile-incomplete'),
  fieldErrors: () => Array.from(document.querySelectorAll('.fui-Field__validationMessage')).map((el) => el.textContent),
  saveButton: () => buttonIn(document.body as never, fa.profile.registerAndEdit),
  confirmDialog: () => queryDialog(fa.profile.confirmTitle),
  confirmYes: () => buttonIn(getDialog(fa.profile.confirmTitle), fa.profile.yes),
  confirmNo: () => buttonIn(getDialog(fa.profile.confirmTitle), fa.profile.no),
  // Tickets
  ticketsTable: () => screen.queryByRole('table', { name: fa.tickets.tableLabel, hidden: true }),
  skeletonRows: () => screen.queryAllByTestId('skeleton-row'),
  bodyRows: () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[],
  newTicketButton: () => buttonIn(document.body as never, fa.tickets.sendNew),
  newTicketForm: () => screen.queryByTestId('new-ticket-form'),
  ticketTitle: () => within(screen.getByTestId('new-ticket-form')).getByLabelText(fa.tickets.reportTitle) as HTMLInputElement,
  ticketBody: () => within(screen.getByTestId('new-ticket-form')).getByLabelText(fa.tickets.reportText) as HTMLTextAreaElement,
  sendTicket: () => buttonIn(screen.getByTestId('new-ticket-form'), fa.tickets.send),
  cancelTicket: () => buttonIn(screen.getByTestId('new-ticket-form'), fa.tickets.cancel),
  showTicket: (title: string) => screen.getByRole('button', { name: fa.tickets.showNamed(title), hidden: true }),
  detailDialog: () => queryDialog(fa.tickets.detailTitle),
  detailClose: () => buttonIn(getDialog(fa.tickets.detailTitle), fa.tickets.close),
  previous: () => buttonIn(document.body as never, fa.pager.previous),
  next: () => buttonIn(document.body as never, fa.pager.next),
  pagerStatus: () => screen.getByTestId('pager-status').textContent,
};
