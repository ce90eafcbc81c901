import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';

// Tabster (Fluent's focus manager) toggles aria-hidden between a modal and the page on timers that
// race in jsdom, and testing-library computes no accessible names inside aria-hidden trees. So dialogs
// are found by their labelling title and their controls by label text; real modality and names are
// checked in Chromium (axe, e2e).

/** The open dialog whose `aria-labelledby` title reads `name`, or null. */
function queryDialog(name: string): HTMLElement | null {
  return (
    screen.queryAllByRole('dialog', { hidden: true }).find((dialog) => {
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

const buttonIn = (container: HTMLElement, text: string) => within(container).getByText(text, { selector: 'button' });

/** Selectors of the detail pages and their dialogs for testing-library (jsdom) tests. */
export const detailDom = {
  /** The text of the card (`dt`/`dd`) labelled `label`. */
  cardValue: (label: string) =>
    [...document.querySelectorAll('dl > div > dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent ?? null,
  reportTrigger: () => screen.getAllByText(faMedicine.sendReport, { selector: 'button' }).find((b) => !b.closest('[role=dialog]'))!,
  reportDialog: () => getDialog(faMedicine.sendReport),
  queryReportDialog: () => queryDialog(faMedicine.sendReport),
  reportTitle: () => within(detailDom.reportDialog()).getByLabelText(faMedicine.reportTitle) as HTMLInputElement,
  reportBody: () => within(detailDom.reportDialog()).getByLabelText(faMedicine.reportText) as HTMLTextAreaElement,
  reportSubmit: () => buttonIn(detailDom.reportDialog(), faMedicine.sendReport),
  reportCancel: () => buttonIn(detailDom.reportDialog(), faMedicine.cancel),
  heading: () => screen.getByRole('heading', { level: 1, hidden: true }),
  queryHeading: () => screen.queryByRole('heading', { level: 1, hidden: true }),
  chartButton: (label: string) => screen.getByRole('button', { name: faMedicine.showChart(label), hidden: true }),
  chartDialog: (label: string) => getDialog(label),
  queryDialog,
  queryAnyDialog: () => screen.queryByRole('dialog', { hidden: true }),
  photoButton: () => screen.getByRole('button', { name: faMedicine.openPhoto, hidden: true }),
  previewDialog: () => getDialog(faMedicine.photoPreview),
  dialogClose: (name: string) => buttonIn(getDialog(name), faMedicine.close),
  previewClose: () => within(getDialog(faMedicine.photoPreview)).getByLabelText(faMedicine.close),
  pageClose: () => screen.getAllByText(faMedicine.close, { selector: 'button' }).find((b) => !b.closest('[role=dialog]'))!,
  retryButton: () => screen.queryByText(fa.loadFailed.retry, { selector: 'button' }),
};
