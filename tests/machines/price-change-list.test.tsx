import { SKELETON_ROWS } from '../../src/components/DataTable';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { createApiClient, loadWire } from '../../src/api/client';
import { expectPagingEffects, expectSettledPagedList, heldPageServer, noticesUnderFakeTimers, takePagingStep } from '../kit/paged-list';
import { heldFetch } from '../kit/held-fetch';
import { faPrices } from '../../src/i18n/fa-prices';
import { importLabel } from '../../src/features/price-changes/ImportFilter';
import { flush } from '../kit/timers';
import { ApiError } from '../../src/api/errors';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatJalaliDate } from '../../src/lib/jalali';
import { formatDay } from '../../src/lib/jalali-days';
import { formatAmount } from '../../src/lib/money';
import { formatPriceChange, priceChange } from '../../src/lib/price-change';
import { PriceChangeListPage } from '../../src/features/price-changes/PriceChangeListPage';
import { priceChangeListMachine } from '../../machines/price-change-list.machine';
import {
  boundsOf,
  DEFAULT_PRICE_CHANGE_QUERY,
  parsePriceChangeQuery,
  rowOfA,
  rowOfB,
  toAddressQuery,
  toApiQuery,
} from '../../machines/price-change-list.query';
import type {
  Category,
  DayRange,
  PriceChangeListContext,
  PriceChangeListInput,
  PriceChangePage,
  PriceChangeQuery,
  PriceChangeRow,
  PublishedImport,
} from '../../machines/price-change-list.types';
import { priceChangeListDom as ui } from '../models/price-change-list.dom';
import { modelOf, type ModelPath } from '../../machines/model/model';
import { IMPORTS, OLD, PAGE_OF_ROWS, RECENT, TODAY, priceChangeListWalk } from '../../machines/model/price-change-list.walk';
import { untilCondition } from '../kit/waits';

/** The screen's clock: 1405/08/15 in Tehran (the walk's `TODAY`). */
const NOW = new Date('2026-11-06T08:30:00Z');

const model = modelOf(priceChangeListMachine, priceChangeListWalk);

describe('price-change list machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    const distinct = [...new Set(model.lines.map((line) => line.replace(/"page":\d+|page \d+/g, 'page n')))];
    expect(distinct).toMatchInlineSnapshot(`
      [
        "given failed, when EXPORT.ABSENT, then failed",
        "given failed, when IMPORT.CHANGE every source, then failed",
        "given failed, when IMPORT.CHANGE every source, then loading",
        "given failed, when IMPORT.CHANGE one import, then failed",
        "given failed, when IMPORT.CHANGE one import, then loading",
        "given failed, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given failed, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then failed",
        "given failed, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loading",
        "given failed, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then failed",
        "given failed, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loading",
        "given failed, when RANGE.CLEAR, then failed",
        "given failed, when RANGE.CLEAR, then loading",
        "given failed, when RETRY, then loading",
        "given failed, when URL.CHANGED page n of one import, then failed",
        "given failed, when URL.CHANGED page n of one import, then loading",
        "given failed, when xstate.done.actor.fetchImports (1 imports), then failed",
        "given failed, when xstate.error.actor.fetchImports (absent), then failed",
        "given failed, when xstate.error.actor.fetchImports (absent), then loading",
        "given loaded.empty, when EXPORT.ABSENT, then loaded.empty",
        "given loaded.empty, when IMPORT.CHANGE every source, then loaded.empty",
        "given loaded.empty, when IMPORT.CHANGE every source, then loading",
        "given loaded.empty, when IMPORT.CHANGE one import, then loaded.empty",
        "given loaded.empty, when IMPORT.CHANGE one import, then loading",
        "given loaded.empty, when PAGE.GOTO {page n}, then loading",
        "given loaded.empty, when PAGE.NEXT, then loaded.empty",
        "given loaded.empty, when PAGE.NEXT, then loading",
        "given loaded.empty, when PAGE.PREVIOUS, then loaded.empty",
        "given loaded.empty, when PAGE.PREVIOUS, then loading",
        "given loaded.empty, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loaded.empty, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loaded.empty",
        "given loaded.empty, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loading",
        "given loaded.empty, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loaded.empty",
        "given loaded.empty, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loading",
        "given loaded.empty, when RANGE.CLEAR, then loaded.empty",
        "given loaded.empty, when RANGE.CLEAR, then loading",
        "given loaded.empty, when URL.CHANGED page n of one import, then loaded.empty",
        "given loaded.empty, when URL.CHANGED page n of one import, then loading",
        "given loaded.empty, when xstate.done.actor.fetchImports (1 imports), then loaded.empty",
        "given loaded.empty, when xstate.error.actor.fetchImports (absent), then loaded.empty",
        "given loaded.empty, when xstate.error.actor.fetchImports (absent), then loading",
        "given loaded.rows, when EXPORT.ABSENT, then loaded.rows",
        "given loaded.rows, when IMPORT.CHANGE every source, then loaded.rows",
        "given loaded.rows, when IMPORT.CHANGE every source, then loading",
        "given loaded.rows, when IMPORT.CHANGE one import, then loaded.rows",
        "given loaded.rows, when IMPORT.CHANGE one import, then loading",
        "given loaded.rows, when PAGE.GOTO {page n}, then loading",
        "given loaded.rows, when PAGE.NEXT, then loaded.rows",
        "given loaded.rows, when PAGE.NEXT, then loading",
        "given loaded.rows, when PAGE.PREVIOUS, then loaded.rows",
        "given loaded.rows, when PAGE.PREVIOUS, then loading",
        "given loaded.rows, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loaded.rows, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loaded.rows",
        "given loaded.rows, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loading",
        "given loaded.rows, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loaded.rows",
        "given loaded.rows, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loading",
        "given loaded.rows, when RANGE.CLEAR, then loaded.rows",
        "given loaded.rows, when RANGE.CLEAR, then loading",
        "given loaded.rows, when URL.CHANGED page n of one import, then loaded.rows",
        "given loaded.rows, when URL.CHANGED page n of one import, then loading",
        "given loaded.rows, when xstate.done.actor.fetchImports (1 imports), then loaded.rows",
        "given loaded.rows, when xstate.error.actor.fetchImports (absent), then loaded.rows",
        "given loaded.rows, when xstate.error.actor.fetchImports (absent), then loading",
        "given loading, when EXPORT.ABSENT, then loading",
        "given loading, when IMPORT.CHANGE every source, then loading",
        "given loading, when IMPORT.CHANGE one import, then loading",
        "given loading, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loading, when RANGE.CHANGE ۱۴۰۴/۰۱/۰۱–…, then loading",
        "given loading, when RANGE.CHANGE ۱۴۰۵/۰۸/۰۱–۱۴۰۵/۰۸/۱۰, then loading",
        "given loading, when RANGE.CLEAR, then loading",
        "given loading, when URL.CHANGED page n of one import, then loading",
        "given loading, when xstate.done.actor.fetchImports (1 imports), then loading",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 0 pages), then loaded.empty",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 3 pages), then loaded.empty",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 3 pages), then loading",
        "given loading, when xstate.done.actor.fetchPage (2 rows of 3 pages), then loaded.rows",
        "given loading, when xstate.error.actor.fetchImports (absent), then loading",
        "given loading, when xstate.error.actor.fetchPage (forbidden), then failed",
        "given loading, when xstate.error.actor.fetchPage (server), then failed",
      ]
    `);
  });
});

/** The entry before a row's current price, as its history holds it (none for a drug with one price). */
const before = (r: PriceChangeRow) =>
  r.previousPrice === null ? [] : [{ price: r.previousPrice, insert_date: '2025-01-01T00:00:00.000Z' }];

/** The list's API double: the price-change list's answer around a page. */
function createStubFetch() {
  /** The wire form of a row (A: the current unit price is the last price_O entry, no added value). */
  const wire = (category: Category, r: PriceChangePage['rows'][number]) =>
    category === 'A'
      ? {
          _id: r._id,
          brand_name_fa: r.brand_name_fa,
          generic_name_fa: r.generic_name_fa,
          manufacturing_factory: r.maker,
          added_value: false,
          price_O: [...before(r), { price: r.price, insert_date: r.changedAt }],
          price_OA: [],
        }
      : {
          _id: r._id,
          brand_name_fa: r.brand_name_fa,
          generic_name_fa: r.generic_name_fa,
          producer_company: r.maker,
          price_consumer: [...before(r), { price: r.price, insert_date: r.changedAt }],
          price_updated_at: r.changedAt,
        };
  const pages = heldPageServer((category: Category, page: PriceChangePage) => ({
    docs: page.rows.map((r) => wire(category, r)),
    totalDocs: page.totalDocs,
    totalPages: page.totalPages,
  }));
  // The published imports (behaviour §10.12) are asked for beside the list, and answered apart.
  const imports = heldFetch();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).includes('/medicine/v1/price-imports')
      ? imports.fetch(input, init)
      : pages.fetch(input, init)) as typeof globalThis.fetch;
  return {
    fetch,
    get requests() {
      return pages.requests;
    },
    answer: pages.answer,
    fail: pages.fail,
    answerImports: (docs: PublishedImport[]) => imports.respond(200, { docs }),
    failImports: (error: ApiError) => imports.fail(error.failure),
  };
}

function renderList(input: PriceChangeListInput) {
  const server = createStubFetch();
  const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
  const access: boolean[] = [];
  const path = `/medicine${input.category}/changedPrice`;
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <PriceChangeListPage category={input.category} client={client} now={() => NOW} onAccess={(granted) => access.push(granted)} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return { server, router, access, path };
}

describe('price-change list screen and the address', () => {
  beforeAll(async () => {
    await loadWire();
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('back before React drew the address the pager wrote: the list follows the address', async () => {
    const { server, router } = renderList({ category: 'B', today: TODAY, query: DEFAULT_PRICE_CHANGE_QUERY });
    await flush();
    server.answer('B', PAGE_OF_ROWS);
    await flush();
    expect(router.state.location.search).toBe('');

    // 'Next' writes ?page=2; back is pressed before React renders that address (the router draws
    // its locations in a transition, which a busy page can hold back).
    await act(async () => {
      fireEvent.click(ui.nextButton());
      await vi.advanceTimersByTimeAsync(0);
      expect(router.state.location.search).toBe('?page=2');
      await router.navigate(-1);
    });
    await flush();
    expect(router.state.location.search).toBe('');
    expect(server.requests.at(-1)!.searchParams.get('page')).toBe('1');
    server.answer('B', PAGE_OF_ROWS);
    await flush();
    expect(ui.pagerStatus()).toContain(`صفحه ${toPersianDigits(1)} `);
  });
});

describe('price-change list screen, driven along the model paths', () => {
  const notices = noticesUnderFakeTimers();

  const run = async (path: ModelPath) => {
    const input = path.input as PriceChangeListInput;
    const { server, router, access, path: route } = renderList(input);
    await flush();

    const check = (state: ModelPath['state']) => {
      const context = state.context as PriceChangeListContext;
      expect(router.state.location.search.replace(/^\?/, '')).toBe(new URLSearchParams(toAddressQuery(context.query)).toString());
      // The pickers show the applied range.
      expect(ui.fromBox().value).toBe(context.query.from ? formatDay(context.query.from) : '');
      expect(ui.toBox().value).toBe(context.query.to ? formatDay(context.query.to) : '');
      expect((ui.removeFilter() as HTMLButtonElement).disabled).toBe(!state.can({ type: 'RANGE.CLEAR' }));
      // The source filter shows once the imports answered, naming the chosen one (behaviour §10.12).
      const filter = ui.importFilter();
      if (context.imports.status !== 'ready') expect(filter).toBeNull();
      else {
        const chosen = context.imports.docs.find((imp) => imp._id === context.query.importId);
        expect(filter!.textContent).toBe(chosen ? importLabel(chosen) : faPrices.filter.all);
      }
      if (state.hasTag('loading')) {
        // Seven skeleton rows whatever the page size; the table keeps a page's height, so the pager
        // does not move when the rows arrive.
        expect(ui.skeletonRows()).toHaveLength(SKELETON_ROWS);
        expect(ui.reservedRows()).toBe(String(context.query.limit));
        expect(ui.pagerStatus()).toBe('');
        expect(ui.totalDocs()).toBe('');
        const last = server.requests[server.requests.length - 1];
        expect(Object.fromEntries(last.searchParams)).toEqual(
          Object.fromEntries(Object.entries(toApiQuery(context.query)).map(([k, v]) => [k, String(v)])),
        );
        return;
      }
      expectSettledPagedList<PriceChangeListContext['rows'][number]>(state, ui, {
        category: context.category,
        totalDocsText: fa.priceChanges.totalDocs,
        firstRow: (cells, row) => {
          expect(cells[1]!.textContent).toBe(row.brand_name_fa);
          // The spec's price, with the previous price before it and the change after it.
          expect(cells[4]!.textContent).toBe(formatAmount(row.previousPrice!));
          expect(cells[5]!.firstChild!.textContent).toBe(formatAmount(row.price!));
          expect(cells[6]!.textContent).toBe(formatPriceChange(priceChange(row.previousPrice, row.price)!));
          expect(cells[7]!.textContent).toBe(formatJalaliDate(row.changedAt!));
        },
      });
    };

    check(path.initial);
    for (const { event, state } of path.steps) {
      const before = { notices: notices.length, access: access.length };
      const paged = await takePagingStep<PriceChangePage>(
        event,
        ui,
        { answer: (page) => server.answer(input.category, page), fail: (error) => server.fail(error as ApiError) },
        flush,
      );
      if (!paged)
        switch (event.type) {
          case 'RANGE.CHANGE': {
            // Through the boxes, as a user types: from first, then to ('' empties an end).
            const { range } = event as unknown as { range: DayRange };
            ui.typeDate('from', range.from ? formatDay(range.from) : '');
            await flush();
            ui.typeDate('to', range.to ? formatDay(range.to) : '');
            break;
          }
          case 'RANGE.CLEAR':
            fireEvent.click(ui.removeFilter());
            break;
          case 'URL.CHANGED': {
            const { query } = event as unknown as { query: PriceChangeQuery };
            await act(() => router.navigate(`${route}?${new URLSearchParams(toAddressQuery(query))}`));
            break;
          }
          case 'xstate.done.actor.fetchImports':
            server.answerImports((event as unknown as { output: PublishedImport[] }).output);
            break;
          case 'xstate.error.actor.fetchImports':
            server.failImports((event as unknown as { error: ApiError }).error);
            break;
          case 'IMPORT.CHANGE': {
            const { importId } = event as unknown as { importId: string | null };
            const chosen = IMPORTS.find((imp) => imp._id === importId);
            ui.chooseImport(chosen ? importLabel(chosen) : faPrices.filter.all);
            break;
          }
          case 'EXPORT.ABSENT': {
            // A backend without the export (behaviour §10): a download answers 404, the buttons go,
            // nothing is said. The machine takes the answer in any state (it can arrive after the list
            // moved on); the screen offers the download only with rows.
            const excel = screen.queryByRole('button', { name: fa.priceChanges.downloadExcel }) as HTMLButtonElement | null;
            if (excel && !excel.disabled) {
              fireEvent.click(excel);
              await flush();
              server.fail(new ApiError({ kind: 'notFound', message: 'آدرس درخواستی یافت نشد.' }));
              await flush();
              expect(screen.queryByRole('button', { name: fa.priceChanges.downloadExcel })).toBeNull();
              expect(notices).toHaveLength(before.notices);
            }
            break;
          }
          default:
            throw new Error(`no way to send ${event.type} through the screen`);
        }
      await flush();
      check(state);

      expectPagingEffects(event, state, { access, notices }, before, fa.priceChanges.pageNotFound);
    }
  };

  for (const path of model.paths) {
    it(`${(path.input as PriceChangeListInput).category}: ${path.description}`, () => run(path));
  }
});

describe('price-change list rules', () => {
  it('behaviour §3: a category A row shows price_OA when it has added value, otherwise price_O; the last entry is current', () => {
    const base = { _id: 'a', brand_name_fa: 'الف', generic_name_fa: null, manufacturing_factory: 'کارخانه' };
    const o = [
      { price: 100, insert_date: '2026-01-01T00:00:00.000Z' },
      { price: 120, insert_date: '2026-10-01T00:00:00.000Z' },
    ];
    const oa = [
      { price: 110, insert_date: '2026-01-01T00:00:00.000Z' },
      { price: 132, insert_date: '2026-10-02T00:00:00.000Z' },
    ];
    expect(rowOfA({ ...base, added_value: true, price_O: o, price_OA: oa })).toMatchObject({
      price: 132,
      previousPrice: 110,
      changedAt: '2026-10-02T00:00:00.000Z',
      maker: 'کارخانه',
    });
    expect(rowOfA({ ...base, added_value: false, price_O: o, price_OA: oa })).toMatchObject({
      price: 120,
      previousPrice: 100,
      changedAt: '2026-10-01T00:00:00.000Z',
    });
    expect(rowOfA({ ...base, added_value: false, price_O: [], price_OA: oa })).toMatchObject({
      price: null,
      previousPrice: null,
      changedAt: null,
    });
    expect(rowOfA({ ...base, added_value: false, price_O: o.slice(1), price_OA: oa })).toMatchObject({ price: 120, previousPrice: null });
    expect(
      rowOfB({ _id: 'b', brand_name_fa: null, generic_name_fa: null, producer_company: 'پ', price_consumer: oa, price_updated_at: null }),
    ).toMatchObject({ price: 132, previousPrice: 110, maker: 'پ' });
  });

  it('behaviour §5/§7: from is the start of its Tehran day, to the end of its day in whole seconds', () => {
    const api = toApiQuery({ ...DEFAULT_PRICE_CHANGE_QUERY, from: { jy: 1405, jm: 1, jd: 1 }, to: { jy: 1405, jm: 1, jd: 1 } });
    // 1 Farvardin 1405 = 21 March 2026; Tehran is UTC+3:30.
    expect(new Date(api.from!).toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(new Date(api.to!).toISOString()).toBe('2026-03-21T20:29:59.000Z');
    expect(api.to! % 1000).toBe(0);
  });

  it('a pasted address reproduces the screen; a category A day outside the 5-month bound is dropped', () => {
    const params = new URLSearchParams('from=1405-08-01&to=۱۴۰۵/۰۸/۱۰&page=3&limit=30');
    const bA = boundsOf('A', TODAY);
    expect(bA).toEqual({ min: { jy: 1405, jm: 3, jd: 15 }, max: { jy: 1405, jm: 8, jd: 16 } });
    const query = parsePriceChangeQuery(params, bA);
    expect(query).toEqual({ page: 3, limit: 30, from: RECENT.from, to: RECENT.to, importId: null });
    expect(toAddressQuery(query)).toEqual({ from: '1405-08-01', to: '1405-08-10', page: '3', limit: '30' });
    expect(parsePriceChangeQuery(new URLSearchParams('from=1404-01-01'), bA).from).toBeNull();
    expect(parsePriceChangeQuery(new URLSearchParams('from=1404-01-01'), boundsOf('B', TODAY)).from).toEqual(OLD.from);
    // Reversed: dropped.
    expect(parsePriceChangeQuery(new URLSearchParams('from=1405-08-10&to=1405-08-01'), bA)).toMatchObject({ from: null, to: null });
  });

  it('behaviour §10.12: one import in the address narrows the list and its export; a malformed one is dropped', () => {
    const id = IMPORTS[0]!._id;
    const query = parsePriceChangeQuery(new URLSearchParams(`import=${id.toUpperCase()}&from=1405-08-01`), boundsOf('B', TODAY));
    expect(query.importId).toBe(id);
    expect(toAddressQuery(query)).toEqual({ from: '1405-08-01', import: id });
    expect(toApiQuery(query)).toMatchObject({ import_id: id, from: toApiQuery({ ...DEFAULT_PRICE_CHANGE_QUERY, from: RECENT.from }).from });
    expect(parsePriceChangeQuery(new URLSearchParams('import=x;DROP'), boundsOf('B', TODAY)).importId).toBeNull();
    expect(toApiQuery(DEFAULT_PRICE_CHANGE_QUERY)).not.toHaveProperty('import_id');
  });

  it('category A refuses a range beyond its bound; B takes it', () => {
    const start = (category: Category) =>
      createActor(priceChangeListMachine.provide({ actors: { fetchPage: fromPromise(() => new Promise<PriceChangePage>(() => {})) } }), {
        input: { category, query: DEFAULT_PRICE_CHANGE_QUERY, today: TODAY },
      }).start();
    const a = start('A');
    a.send({ type: 'RANGE.CHANGE', range: OLD });
    expect(a.getSnapshot().context.query.from).toBeNull();
    a.send({ type: 'RANGE.CHANGE', range: { from: null, to: { jy: 1405, jm: 8, jd: 17 } } });
    expect(a.getSnapshot().context.query.to).toBeNull();
    const b = start('B');
    b.send({ type: 'RANGE.CHANGE', range: OLD });
    expect(b.getSnapshot().context.query.from).toEqual(OLD.from);
  });
});

describe('price-change list screen, B and the export', () => {
  /** A fetch answering every list call with `page` and every export call with `exportStatus`. */
  function serverFor(category: Category, page: PriceChangePage, exportStatus = 200) {
    const requests: URL[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = new URL(request.url);
      requests.push(url);
      if (url.pathname.endsWith('/price-imports'))
        return new Response(JSON.stringify({ message: 'یافت نشد' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.includes('/export-')) {
        return exportStatus === 200
          ? new Response('\uFEFFردیف\r\n', {
              status: 200,
              headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="price-changes-b-x.csv"' },
            })
          : new Response(JSON.stringify({ message: 'اشتراک ندارید' }), {
              status: exportStatus,
              headers: { 'Content-Type': 'application/json' },
            });
      }
      const docs = page.rows.map((r) =>
        category === 'A'
          ? {
              _id: r._id,
              brand_name_fa: r.brand_name_fa,
              generic_name_fa: r.generic_name_fa,
              manufacturing_factory: r.maker,
              added_value: true,
              price_O: [],
              price_OA: [{ price: r.price, insert_date: r.changedAt }],
            }
          : {
              _id: r._id,
              brand_name_fa: r.brand_name_fa,
              generic_name_fa: r.generic_name_fa,
              producer_company: r.maker,
              price_consumer: [...before(r), { price: r.price, insert_date: '2026-01-01T00:00:00.000Z' }],
              price_updated_at: r.changedAt,
            },
      );
      return new Response(JSON.stringify({ docs, totalDocs: page.totalDocs, totalPages: page.totalPages }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    return { fetch, requests };
  }

  function show(category: Category, address: string, server: ReturnType<typeof serverFor>) {
    const access: boolean[] = [];
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
    const path = `/medicine${category}/changedPrice`;
    const router = createMemoryRouter(
      [
        {
          path,
          element: <PriceChangeListPage category={category} client={client} now={() => NOW} onAccess={(granted) => access.push(granted)} />,
        },
      ],
      { initialEntries: [`${path}${address}`] },
    );
    render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    return { access };
  }

  it('B: a pasted address before A’s bound loads; rows show producer, consumer price and the price_updated_at day', async () => {
    const server = serverFor('B', PAGE_OF_ROWS);
    show('B', '?from=1404-01-01', server);
    await vi.waitFor(() => expect(ui.bodyRows()).toHaveLength(2), untilCondition);
    expect(ui.fromBox().value).toBe('۱۴۰۴/۰۱/۰۱');
    const listCall = server.requests.find((url) => url.pathname.endsWith('/get-list-medicines-b-sort-change-price-user'))!;
    expect(Number(listCall.searchParams.get('from'))).toBe(toApiQuery({ ...DEFAULT_PRICE_CHANGE_QUERY, from: OLD.from }).from);
    const cells = ui.bodyRows()[0].querySelectorAll('td');
    expect(cells[3].textContent).toBe('داروسازی نمونه');
    expect(cells[4].textContent).toBe(formatAmount(1136364));
    expect(cells[5].firstChild!.textContent).toBe(formatAmount(1250000));
    expect(cells[6].textContent).toBe('▲ +۱۰٪');
    expect(cells[6].querySelector('[data-testid="price-change"]')!.getAttribute('aria-label')).toBe('افزایش ۱۰ درصد');
    expect(cells[7].textContent).toBe(formatJalaliDate('2026-11-01T09:00:00.000Z'));
    expect(ui.bodyRows()[0].querySelector('a')!.getAttribute('href')).toBe('/medicine-B/m1');
  });

  it("'download CSV' asks for the applied range and hands the file to the browser", async () => {
    const created: string[] = [];
    URL.createObjectURL = (() => (created.push('blob'), 'blob:x')) as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => {};
    const ok = serverFor('B', PAGE_OF_ROWS);
    const first = show('B', '?from=1405-08-01&to=1405-08-10', ok);
    await vi.waitFor(() => expect((ui.csvButton() as HTMLButtonElement).disabled).toBe(false), untilCondition);
    await act(async () => void fireEvent.click(ui.csvButton()!));
    await vi.waitFor(() => expect(created).toHaveLength(1), untilCondition);
    const sent = ok.requests.find((url) => url.pathname.endsWith('/export-medicines-b-sort-change-price-user'))!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      ...Object.fromEntries(
        Object.entries(toApiQuery({ ...DEFAULT_PRICE_CHANGE_QUERY, ...RECENT }))
          .filter(([k]) => k === 'from' || k === 'to')
          .map(([k, v]) => [k, String(v)]),
      ),
      format: 'csv',
    });
    expect(first.access).toEqual([true]);
  });

  it('a 403 on the export tells the access gate, like the list', async () => {
    URL.createObjectURL = (() => 'blob:x') as typeof URL.createObjectURL;
    const denied = serverFor('A', PAGE_OF_ROWS, 403);
    const { access } = show('A', '', denied);
    await vi.waitFor(() => expect((ui.excelButton() as HTMLButtonElement).disabled).toBe(false), untilCondition);
    await act(async () => void fireEvent.click(ui.excelButton()!));
    await vi.waitFor(() => expect(access).toEqual([true, false]), untilCondition);
  });
});
