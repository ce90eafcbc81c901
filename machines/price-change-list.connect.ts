import type { priceChangeListMachine } from './price-change-list.machine';
import { connectPaging } from './paging';
import { toApiFilter } from './price-change-list.query';
import type { DayRange, PriceChangeListEvent } from './price-change-list.types';

export type PriceChangeListSnapshot = ReturnType<typeof priceChangeListMachine.transition>;

/** What a price-change list screen reads from a snapshot of its machine, and what it calls. */
export function connectPriceChangeList(snapshot: PriceChangeListSnapshot, send: (event: PriceChangeListEvent) => void) {
  const { category, query, bounds, imports } = snapshot.context;
  const range: DayRange = { from: query.from, to: query.to };
  const importOffered = imports.status === 'ready' && (imports.docs.length > 0 || query.importId !== null);
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
    /** What the export downloads: the applied range and import (the list's rows, all its pages). */
    exportFilter: toApiFilter(query),
    /**
     * The import filter (behaviour §10.12): the published imports, newest first, and the chosen one
     * (null: every source); null when none is offered (none published, or a backend without them).
     */
    importFilter: importOffered ? { imports: imports.docs, selected: query.importId } : null,
    changeImport: (importId: string | null) => send({ type: 'IMPORT.CHANGE', importId }),
    changeRange: (next: DayRange) => send({ type: 'RANGE.CHANGE', range: next }),
    clearRange: () => send({ type: 'RANGE.CLEAR' }),
  };
}

export type PriceChangeListApi = ReturnType<typeof connectPriceChangeList>;
