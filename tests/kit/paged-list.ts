import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApiError, ApiFailure } from '../../src/api/errors';
import { notifier, type Notice } from '../../src/api/notifier';
import { heldFetch } from './held-fetch';
import { failureMessage } from '../../src/api/errors';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';

/** Each test of the calling `describe` under fake timers, with the notifier's notices collected (emptied before each). */
export function noticesUnderFakeTimers(): Notice[] {
  const notices: Notice[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    notices.length = 0;
    unsubscribe = notifier.subscribe((notice) => notices.push(notice));
  });
  afterEach(() => {
    unsubscribe();
    vi.useRealTimers();
  });
  return notices;
}

/**
 * A paged list's API double: the newest call is answered with `body(...)` (a newer request makes
 * older ones stale), or fails.
 */
export function heldPageServer<TArgs extends unknown[]>(body: (...args: TArgs) => unknown) {
  const held = heldFetch();
  return {
    fetch: held.fetch,
    get requests() {
      return held.requests.map((request) => new URL(request.url));
    },
    answer: (...args: TArgs) => held.respond(200, body(...args), 'newest'),
    fail: (error: ApiError) => held.fail(error.failure, 'newest'),
  };
}

/**
 * The selectors and actions the page models of the paged lists (catalogues, price changes) share:
 * the table, the pager and the page size. Each list names its table, its empty text and its page-size label.
 */
export function pagedListDom(list: { table: () => HTMLElement; emptyText: string; pageSizeLabel: string }) {
  const dom = {
    table: list.table,
    bodyRows: () => within(list.table()).getAllByRole('row').slice(1),
    skeletonRows: () => screen.queryAllByTestId('skeleton-row'),
    /** The rows' height the loading table keeps (its wrapper's `--reserved-rows`), or '' when it keeps none. */
    reservedRows: () => list.table().parentElement!.style.getPropertyValue('--reserved-rows'),
    emptyMessage: () => within(list.table()).queryByText(list.emptyText),
    retryButton: () => screen.queryByRole('button', { name: fa.loadFailed.retry }),
    loadFailed: () => screen.queryByTestId('load-failed'),
    totalDocs: () => screen.getByTestId('total-docs').textContent,
    previousButton: () => screen.getByRole('button', { name: fa.pager.previous }),
    nextButton: () => screen.getByRole('button', { name: fa.pager.next }),
    pagerStatus: () => screen.getByTestId('pager-status').textContent,
    goToInput: () => screen.getByLabelText(fa.pager.goToPage),
    goToButton: () => screen.getByRole('button', { name: fa.pager.go }),
    pageSizeDropdown: () => screen.getByRole('combobox', { name: list.pageSizeLabel }),
    goToPage(page: string) {
      fireEvent.change(dom.goToInput(), { target: { value: page } });
      fireEvent.click(dom.goToButton());
    },
    /** `settle` lets pending renders and timers run (the tests use fake timers, so no findBy here). */
    async choosePageSize(size: string, settle: () => Promise<void>) {
      const option = screen.getByRole('option', { name: size }) as HTMLOptionElement;
      fireEvent.change(dom.pageSizeDropdown(), { target: { value: option.value } });
      await settle();
    },
  };
  return dom;
}

export type PagedListDom = ReturnType<typeof pagedListDom>;

/**
 * Takes a paging step of a model path through the screen (the fetch's answer through the held
 * server, the pager's buttons, the page size, 'try again'); false for a list's own events.
 */
export async function takePagingStep<TPage>(
  event: EventObject,
  ui: PagedListDom,
  server: { answer: (page: TPage) => void; fail: (error: unknown) => void },
  settle: () => Promise<void>,
): Promise<boolean> {
  switch (event.type) {
    case 'xstate.done.actor.fetchPage':
      server.answer((event as unknown as { output: TPage }).output);
      return true;
    case 'xstate.error.actor.fetchPage':
      server.fail((event as unknown as { error: unknown }).error);
      return true;
    case 'PAGE.NEXT':
      fireEvent.click(ui.nextButton());
      return true;
    case 'PAGE.PREVIOUS':
      fireEvent.click(ui.previousButton());
      return true;
    case 'PAGE.GOTO':
      ui.goToPage(toPersianDigits((event as { page: number } & EventObject).page));
      return true;
    case 'PAGE_SIZE.CHANGE':
      await ui.choosePageSize(toPersianDigits((event as { limit: number } & EventObject).limit), settle);
      return true;
    case 'RETRY':
      fireEvent.click(ui.retryButton()!);
      return true;
    default:
      return false;
  }
}

/**
 * What a paged list's named effects did for one model step, from the counts `before` it: a loaded
 * page grants access (and, past the last page, toasts `pageNotFound` when the list has one); a 403
 * denies it quietly, another failure toasts the generic error; a page jump out of range (the walk's
 * lists have 3 pages) toasts `pageNotFound`. `pageNotFound` is null for a list that goes to page 1
 * silently (category B's catalogue). A list past whose last page goes back to page 1 silently (the
 * console's) says so with `pastLastPage` null; a list with no access gate (the console's) passes
 * `seen.access` null.
 */
export function expectPagingEffects(
  event: EventObject,
  state: AnyMachineSnapshot,
  seen: { access: boolean[] | null; notices: Notice[] },
  before: { access: number; notices: number },
  pageNotFound: string | null,
  pastLastPage: string | null = pageNotFound,
): void {
  const toasts = seen.notices.slice(before.notices);
  const missing = pageNotFound === null ? [] : [{ intent: 'error', text: pageNotFound }];
  const pastLast = pastLastPage === null ? [] : [{ intent: 'error', text: pastLastPage }];
  if (event.type === 'xstate.done.actor.fetchPage') {
    if (seen.access) expect(seen.access.slice(before.access)).toEqual([true]);
    expect(toasts).toEqual(state.hasTag('loading') ? pastLast : []);
  }
  if (event.type === 'xstate.error.actor.fetchPage') {
    const { failure } = (event as unknown as { error: ApiError }).error;
    if (seen.access) expect(seen.access.slice(before.access)).toEqual(failure.kind === 'forbidden' ? [false] : []);
    expect(toasts).toEqual(failure.kind === 'forbidden' ? [] : [{ intent: 'error', text: fa.errors.generic }]);
  }
  if (event.type === 'PAGE.GOTO') {
    expect(toasts).toEqual((event as { page: number } & EventObject).page > 3 ? missing : []);
  }
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
    /** The catalogue whose detail the first row links to (in a new tab); the console's rows check their own. */
    category?: string;
    totalDocsText: (total: string) => string;
    firstRow?: (cells: NodeListOf<HTMLTableCellElement>, row: TRow) => void;
  },
) {
  const context = state.context as PagedContext<TRow>;
  expect(ui.skeletonRows()).toHaveLength(0);
  expect(ui.reservedRows()).toBe('');
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
    if (options.category !== undefined) {
      const link = firstRow!.querySelector('a')!;
      expect(link.getAttribute('href')).toBe(`/medicine-${options.category}/${first!._id}`);
      expect(link.getAttribute('target')).toBe('_blank');
    }
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
