import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ApiFailure } from '../../src/api/errors';
import { failureMessage } from '../../src/api/errors';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';

/** What the page models of the paged lists (catalogues, price changes) have in common. */
export interface PagedListDom {
  bodyRows(): HTMLElement[];
  skeletonRows(): HTMLElement[];
  emptyMessage(): HTMLElement | null;
  retryButton(): HTMLElement | null;
  loadFailed(): HTMLElement | null;
  totalDocs(): string | null;
  previousButton(): HTMLElement;
  nextButton(): HTMLElement;
  pagerStatus(): string | null;
}

interface PagedContext<TRow> {
  query: { page: number; limit: number };
  rows: TRow[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
}

/**
 * What a paged list shows once its page has loaded or failed (not while loading): the pager and the
 * total (blank after a failure), pager buttons enabled exactly when the machine takes the event, and
 * the rows (the first one checked by `firstRow`), the empty message, or the failure with 'try again'.
 */
export function expectSettledPagedList<TRow extends { _id: string }>(
  state: AnyMachineSnapshot,
  ui: PagedListDom,
  options: {
    category: string;
    totalDocsText: (total: string) => string;
    firstRow?: (cells: NodeListOf<HTMLTableCellElement>, row: TRow) => void;
  },
) {
  const context = state.context as PagedContext<TRow>;
  expect(ui.skeletonRows()).toHaveLength(0);
  if (state.hasTag('failed')) {
    expect(ui.pagerStatus()).toBe('');
    expect(ui.totalDocs()).toBe('');
  } else {
    expect(ui.pagerStatus()).toBe(fa.pager.pageOf(toPersianDigits(context.query.page), toPersianDigits(Math.max(context.totalPages, 1))));
    expect(ui.totalDocs()).toBe(options.totalDocsText(formatAmount(context.totalDocs)));
  }
  expect((ui.previousButton() as HTMLButtonElement).disabled).toBe(!state.can({ type: 'PAGE.PREVIOUS' }));
  expect((ui.nextButton() as HTMLButtonElement).disabled).toBe(!state.can({ type: 'PAGE.NEXT' }));
  if (state.hasTag('rows')) {
    const rows = ui.bodyRows();
    expect(rows).toHaveLength(context.rows.length);
    const [firstRow] = rows;
    const [first] = context.rows;
    const cells = firstRow!.querySelectorAll('td');
    expect(cells[0]!.textContent).toBe(toPersianDigits(1 + context.query.limit * (context.query.page - 1)));
    options.firstRow?.(cells, first!);
    const link = firstRow!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`/medicine-${options.category}/${first!._id}`);
    expect(link.getAttribute('target')).toBe('_blank');
  } else if (state.hasTag('failed')) {
    // A failure is not "no drug found": it says what went wrong and offers 'try again'.
    expect(ui.emptyMessage()).toBeNull();
    expect(ui.loadFailed()?.textContent).toContain(failureMessage(context.failure!));
    expect(ui.retryButton()).not.toBeNull();
  } else {
    expect(ui.emptyMessage()).not.toBeNull();
    expect(ui.loadFailed()).toBeNull();
    expect(ui.retryButton()).toBeNull();
  }
}
