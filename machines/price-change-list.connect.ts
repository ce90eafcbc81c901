import type { priceChangeListMachine } from './price-change-list.machine';
import { toApiRange } from './price-change-list.query';
import { PAGE_SIZES } from './catalog-list.types';
import type { DayRange, PageSize, PriceChangeListEvent } from './price-change-list.types';

export type PriceChangeListSnapshot = ReturnType<typeof priceChangeListMachine.transition>;

/** What a price-change list screen reads from a snapshot of its machine, and what it calls. */
export function connectPriceChangeList(snapshot: PriceChangeListSnapshot, send: (event: PriceChangeListEvent) => void) {
  const { category, query, bounds, rows, totalPages, totalDocs } = snapshot.context;
  const range: DayRange = { from: query.from, to: query.to };
  return {
    category,
    /** The applied query (range, page, page size), as the address says it. */
    query,
    range,
    /** The days the pickers allow (category A: behaviour §5's 5-month bound). */
    bounds,
    rows,
    totalPages,
    totalDocs,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    failure: snapshot.context.failure,
    /** Totals are known only after a successful load. */
    totalsKnown: snapshot.matches('loaded'),
    pageSizes: PAGE_SIZES,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canGoTo: snapshot.can({ type: 'PAGE.GOTO', page: 1 }),
    canClearRange: snapshot.can({ type: 'RANGE.CLEAR' }),
    /** The export covers the applied range (all its pages), once rows are known to exist. */
    canExport: snapshot.hasTag('rows'),
    exportRange: toApiRange(range),
    changeRange: (next: DayRange) => send({ type: 'RANGE.CHANGE', range: next }),
    clearRange: () => send({ type: 'RANGE.CLEAR' }),
    changePageSize: (limit: PageSize) => send({ type: 'PAGE_SIZE.CHANGE', limit }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    goToPage: (page: number) => send({ type: 'PAGE.GOTO', page }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type PriceChangeListApi = ReturnType<typeof connectPriceChangeList>;
