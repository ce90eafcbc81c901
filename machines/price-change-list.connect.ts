import type { priceChangeListMachine } from './price-change-list.machine';
import { connectPaging } from './paging';
import { toApiRange } from './price-change-list.query';
import type { DayRange, PriceChangeListEvent } from './price-change-list.types';

export type PriceChangeListSnapshot = ReturnType<typeof priceChangeListMachine.transition>;

/** What a price-change list screen reads from a snapshot of its machine, and what it calls. */
export function connectPriceChangeList(snapshot: PriceChangeListSnapshot, send: (event: PriceChangeListEvent) => void) {
  const { category, query, bounds } = snapshot.context;
  const range: DayRange = { from: query.from, to: query.to };
  return {
    ...connectPaging(snapshot, send),
    category,
    /** The applied query (range, page, page size), as the address says it. */
    query,
    range,
    /** The days the pickers allow (category A: behaviour §5's 5-month bound). */
    bounds,
    canClearRange: snapshot.can({ type: 'RANGE.CLEAR' }),
    /** The export covers the applied range (all its pages), once rows are known to exist. */
    canExport: snapshot.hasTag('rows'),
    /** The download buttons show: the backend has the export (behaviour §10). */
    exportShown: !snapshot.context.exportAbsent,
    /** The export answered that the backend has none. */
    exportAbsent: () => send({ type: 'EXPORT.ABSENT' }),
    exportRange: toApiRange(range),
    changeRange: (next: DayRange) => send({ type: 'RANGE.CHANGE', range: next }),
    clearRange: () => send({ type: 'RANGE.CLEAR' }),
  };
}

export type PriceChangeListApi = ReturnType<typeof connectPriceChangeList>;
