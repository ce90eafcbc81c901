import type { JalaliDate } from '../src/lib/jalali-days';
import type { components } from '../src/api/schema';
import type { Category, Page, PagedListContext, PageSize, PagingEvent } from './paging';

export type { Category, JalaliDate, PageSize };

/** A date range; either end alone is enough (behaviour §5). */
export interface DayRange {
  from: JalaliDate | null;
  to: JalaliDate | null;
}

/** What a price-change list shows, as the address query says it: the source of truth. */
export interface PriceChangeQuery extends DayRange {
  page: number;
  limit: PageSize;
  /** Only the drugs this published import changed (behaviour §10.12), or null for every source. */
  importId: string | null;
}

/** A published import of the official price list the list can be narrowed to (behaviour §10.12). */
export type PublishedImport = components['schemas']['PublishedPriceImportList']['docs'][number];

/**
 * The imports offered as the list's sources: `loading` until they answer, `ready` with them, or
 * `hidden` when the call failed (a backend without it answers 404: behaviour §10) and no filter is offered.
 */
export interface ImportSources {
  status: 'loading' | 'ready' | 'hidden';
  docs: PublishedImport[];
}

/** One row of a price-change list, the same shape for A and B. */
export interface PriceChangeRow {
  _id: string;
  brand_name_fa: string | null;
  generic_name_fa: string | null;
  /** A: manufacturing factory; B: producer company. */
  maker: string | null;
  /** A: the current unit price (with added value when the drug has it); B: the current consumer price. Rial. */
  price: number | null;
  /** The price before the current one (the entry before the last), or null when it is the first. */
  previousPrice: number | null;
  /** When the current price took effect (ISO date-time), or null. */
  changedAt: string | null;
}

/** One page as the fetch actor returns it. */
export type PriceChangePage = Page<PriceChangeRow>;

/** The days a category's pickers allow (behaviour §5: A from 5 months before today to tomorrow; B unbounded). */
export interface DayBounds {
  min: JalaliDate | null;
  max: JalaliDate | null;
}

/** Machine input: the catalogue, the query parsed from the URL and today in Tehran (for the A bound). */
export interface PriceChangeListInput {
  category: Category;
  query: PriceChangeQuery;
  today: JalaliDate;
  /** The backend was found this session to have no export (behaviour §10): the download buttons stay hidden. */
  exportAbsent?: boolean;
}

export interface PriceChangeListContext extends PagedListContext<PriceChangeRow, PriceChangeQuery> {
  bounds: DayBounds;
  /** The backend has no export (its call answered 404): the download buttons hide (behaviour §10). */
  exportAbsent: boolean;
  /** The published imports to filter by (behaviour §10.12). */
  imports: ImportSources;
}

export type PriceChangeListEvent =
  | PagingEvent
  | { type: 'RANGE.CHANGE'; range: DayRange }
  | { type: 'RANGE.CLEAR' }
  | { type: 'URL.CHANGED'; query: PriceChangeQuery }
  /** The export answered that the backend has none. */
  | { type: 'EXPORT.ABSENT' }
  /** Narrow the list to one published import, or (null) show every source again. */
  | { type: 'IMPORT.CHANGE'; importId: string | null };
