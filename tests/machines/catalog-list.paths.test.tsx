import { SKELETON_ROWS } from '../../src/components/DataTable';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { createApiClient, loadWire } from '../../src/api/client';
import { expectPagingEffects, expectSettledPagedList, heldPageServer, noticesUnderFakeTimers, takePagingStep } from '../kit/paged-list';
import { flush } from '../kit/timers';
import { type ApiError } from '../../src/api/errors';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { MedicineListPage } from '../../src/features/catalog/MedicineListPage';
import { SearchSuggestions } from '../../src/features/catalog/SearchSuggestions';
import { connectCatalogList } from '../../machines/catalog-list.connect';
import { catalogListMachine, SEARCH_PAUSE_MS } from '../../machines/catalog-list.machine';
import { DEFAULT_QUERY, toAddressQuery, toApiQuery } from '../../machines/catalog-list.query';
import type { CatalogListContext, CatalogListInput, ListPage } from '../../machines/catalog-list.types';
import { catalogListDom as ui } from '../models/catalog-list.dom';
import { type ModelPath } from '../../machines/model/model';
import { row, PAGE_OF_ROWS, model } from '../../machines/model/catalog-list.walk';

/** The list's API double: the catalogue's answer around a page. */
const createStubFetch = () =>
  heldPageServer((page: ListPage) => ({ data: { main: { docs: page.rows, totalDocs: page.totalDocs, totalPages: page.totalPages } } }));

// The filter dialog and drawer load on first open (React.lazy), the response schemas with the first
// call (loadWire): loaded once here, their imports resolve at once during the path tests, which run
// under fake timers.
beforeAll(async () => {
  await Promise.all([import('../../src/features/catalog/FilterDialog'), import('../../src/features/catalog/FilterDrawer'), loadWire()]);
});

function renderList(input: CatalogListInput) {
  const server = createStubFetch();
  const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
  const access: boolean[] = [];
  const path = `/medicine${input.category}`;
  const router = createMemoryRouter(
    [{ path, element: <MedicineListPage category={input.category} client={client} onAccess={(granted) => access.push(granted)} /> }],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return { server, router, access };
}

describe('catalogue list screen, driven along the model paths', () => {
  const notices = noticesUnderFakeTimers();

  const run = async (path: ModelPath) => {
    const input = path.input as CatalogListInput;
    const { server, router, access } = renderList(input);
    await flush();

    const check = (state: ModelPath['state']) => {
      const context = state.context as CatalogListContext;
      const expectedSearch = new URLSearchParams(toAddressQuery(context.category, context.query)).toString();
      expect(router.state.location.search.replace(/^\?/, '')).toBe(expectedSearch);
      expect((ui.searchBox() as HTMLInputElement).value).toBe(context.searchText);
      if (state.hasTag('loading')) {
        // Seven skeleton rows whatever the page size; the table keeps a page's height, so the pager
        // does not move when the rows arrive.
        expect(ui.skeletonRows()).toHaveLength(SKELETON_ROWS);
        expect(ui.reservedRows()).toBe(String(context.query.limit));
        // Nothing the screen does not know yet: no page count, no total.
        expect(ui.pagerStatus()).toBe('');
        expect(ui.totalDocs()).toBe('');
        const last = server.requests[server.requests.length - 1];
        expect(Object.fromEntries(last.searchParams)).toEqual(
          Object.fromEntries(Object.entries(toApiQuery(context.category, context.query)).map(([k, v]) => [k, String(v)])),
        );
        return;
      }
      expectSettledPagedList<CatalogListContext['rows'][number]>(state, ui, {
        category: context.category,
        totalDocsText: fa.catalog.totalDocs,
        firstRow: (cells, row) => expect(cells[1]!.textContent).toBe(row.brand_name_fa),
      });
    };

    check(path.initial);
    for (const { event, state } of path.steps) {
      const before = { notices: notices.length, access: access.length };
      const paged = await takePagingStep<ListPage>(
        event,
        ui,
        { answer: (page) => server.answer(page), fail: (error) => server.fail(error as ApiError) },
        flush,
      );
      if (!paged)
        switch (event.type) {
          case 'SEARCH.TYPE':
            ui.typeSearch((event as { text: string } & EventObject).text);
            break;
          case 'SEARCH.COMMIT':
            await act(async () => {
              await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
            });
            break;
          case 'SEARCH.SUBMIT':
            fireEvent.click(ui.searchButton());
            break;
          case 'FILTER.APPLY':
            await ui.applyFilters((event as unknown as { filters: Record<string, string> }).filters, flush);
            break;
          case 'FILTER.REMOVE':
            fireEvent.click(ui.filterChip((event as unknown as { key: 'genericCode' }).key)!);
            break;
          case 'FILTER.CLEAR_ALL':
            fireEvent.click(ui.clearAllChip()!);
            break;
          case 'URL.CHANGED': {
            const { query } = event as unknown as { query: CatalogListContext['query'] };
            await act(() => router.navigate(`/medicine${input.category}?${new URLSearchParams(toAddressQuery(input.category, query))}`));
            break;
          }
          default:
            throw new Error(`no way to send ${event.type} through the screen`);
        }
      await flush();
      check(state);

      // The named actions reached the outside world.
      expectPagingEffects(event, state, { access, notices }, before, input.category === 'A' ? fa.catalog.pageNotFound : null);
    }
  };

  for (const path of model.paths) {
    it(`${(path.input as CatalogListInput).category}: ${path.description}`, () => run(path));
  }
});

describe('catalogue list screen and the address', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('back before React drew the address the search wrote: the list and the search box follow the address', async () => {
    const { server, router } = renderList({ category: 'A', query: DEFAULT_QUERY });
    await flush();
    server.answer(PAGE_OF_ROWS);
    await flush();
    fireEvent.click(ui.nextButton());
    await flush();
    server.answer(PAGE_OF_ROWS);
    await flush();
    expect(router.state.location.search).toBe('?page=2');

    ui.typeSearch('سیلین');
    // The search commits and writes ?search=…; back is pressed before React renders that address
    // (the router draws its locations in a transition, which a busy page can hold back).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ search: 'سیلین' })}`);
      await router.navigate(-1);
    });
    await flush();
    expect(router.state.location.search).toBe('?page=2');
    expect((ui.searchBox() as HTMLInputElement).value).toBe('');
    const last = server.requests.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '2', limit: '15' });
    server.answer(PAGE_OF_ROWS);
    await flush();
    expect(ui.pagerStatus()).toContain(toPersianDigits(2));
  });
});

describe('catalogue list machine details', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(category: 'A' | 'B' = 'A') {
    const calls: Array<{ query: CatalogListContext['query']; resolve: (page: ListPage) => void }> = [];
    const addresses: Array<Record<string, string>> = [];
    const machine = catalogListMachine.provide({
      actors: {
        fetchPage: fromPromise<ListPage, { category: 'A' | 'B'; query: CatalogListContext['query'] }>(
          ({ input }) => new Promise((resolve) => calls.push({ query: input.query, resolve })),
        ),
      },
      actions: { syncUrl: (_, { query }) => void addresses.push(query) },
    });
    const actor = createActor(machine, { input: { category, query: DEFAULT_QUERY } }).start();
    return { actor, calls, addresses };
  }

  it('a response to an older query is discarded: only the newest query fills the table', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PAGE_SIZE.CHANGE', limit: 50 });
    expect(calls.map((call) => call.query.limit)).toEqual([15, 50]);
    calls[0].resolve(PAGE_OF_ROWS);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    calls[1].resolve({ rows: [row('z', 'زینک')], totalDocs: 1, totalPages: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.rows.map((r) => r._id)).toEqual(['z']);
  });

  it('typing in bursts sends one search, 800 ms after the last keystroke, from page 1', async () => {
    const { actor, calls, addresses } = start();
    calls[0].resolve(PAGE_OF_ROWS);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PAGE.NEXT' });
    calls[1].resolve(PAGE_OF_ROWS);
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ['آ', 'آم', 'آمو', 'آموکسی ۵۰۰']) {
      actor.send({ type: 'SEARCH.TYPE', text });
      await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS - 1);
    }
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(calls[2].query).toMatchObject({ search: 'آموکسی ۵۰۰', page: 1 });
    expect(toApiQuery('A', calls[2].query)).toMatchObject({ search: 'آموکسی 500', page: 1 });
    expect(addresses.at(-1)).toEqual({ search: 'آموکسی ۵۰۰' });
  });

  it('a search that found nothing offers its near spellings; taking one searches it at once', async () => {
    const { actor, calls, addresses } = start();
    calls[0].resolve(PAGE_OF_ROWS);
    await vi.advanceTimersByTimeAsync(0);
    const view = () => connectCatalogList(actor.getSnapshot(), actor.send);
    expect(view().suggestions).toEqual([]);
    actor.send({ type: 'SEARCH.SUBMIT' });
    actor.send({ type: 'SEARCH.TYPE', text: 'انالاپرل' });
    actor.send({ type: 'SEARCH.SUBMIT' });
    // The search itself (folded alike) is not offered back.
    calls.at(-1)!.resolve({ rows: [], totalDocs: 0, totalPages: 0, suggestions: ['انالاپریل', 'انالاپرل', 'انالاپریل اسوه'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().suggestions).toEqual(['انالاپریل', 'انالاپریل اسوه']);
    view().searchFor('انالاپریل');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(view().suggestions).toEqual([]);
    expect(calls.at(-1)!.query.search).toBe('انالاپریل');
    expect(view().searchText).toBe('انالاپریل');
    expect(addresses.at(-1)).toEqual({ search: 'انالاپریل' });
    // A backend without suggestions: the empty page offers none.
    calls.at(-1)!.resolve({ rows: [], totalDocs: 0, totalPages: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(view().suggestions).toEqual([]);
  });

  it('the empty row names the near spellings as links that run the search', () => {
    const searched: string[] = [];
    const { getByTestId, getByRole } = render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <SearchSuggestions suggestions={['انالاپریل', 'Enalapril 10']} onSearch={(text) => searched.push(text)} />
      </FluentProvider>,
    );
    expect(getByTestId('search-suggestions').textContent).toBe('منظورتان «انالاپریل» یا «Enalapril 10» بود؟');
    fireEvent.click(getByRole('button', { name: fa.catalog.searchFor('انالاپریل') }));
    expect(searched).toEqual(['انالاپریل']);
  });

  it('clearing the search text removes the search parameter', async () => {
    const { actor, calls, addresses } = start();
    actor.send({ type: 'SEARCH.TYPE', text: 'ب' });
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
    expect(addresses.at(-1)).toEqual({ search: 'ب' });
    actor.send({ type: 'SEARCH.TYPE', text: '' });
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
    expect(addresses.at(-1)).toEqual({});
    expect(toApiQuery('A', calls.at(-1)!.query)).toEqual({ page: 1, limit: 15 });
  });

  it('applying filters keeps the page size, resets the page and writes the address names', async () => {
    const { actor, calls, addresses } = start('B');
    actor.send({ type: 'PAGE_SIZE.CHANGE', limit: 30 });
    calls.at(-1)!.resolve(PAGE_OF_ROWS);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PAGE.NEXT' });
    actor.send({ type: 'FILTER.APPLY', filters: { ircCode: '۱۲۳', producerComopany: ' رازک ', concessionaire: 'x' } });
    expect(addresses.at(-1)).toEqual({ ircCode: '123', producerComopany: 'رازک', limit: '30' });
    expect(toApiQuery('B', calls.at(-1)!.query)).toEqual({ page: 1, limit: 30, irc_code: '123', producer_company: 'رازک' });
  });

  it('clearing all filters goes back to the bare list route', async () => {
    const { actor, addresses } = start();
    actor.send({ type: 'FILTER.APPLY', filters: { brandNameFA: 'الف' } });
    actor.send({ type: 'PAGE_SIZE.CHANGE', limit: 50 });
    actor.send({ type: 'FILTER.CLEAR_ALL' });
    expect(addresses.at(-1)).toEqual({});
    expect(actor.getSnapshot().context.query).toEqual(DEFAULT_QUERY);
  });
});
