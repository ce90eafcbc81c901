import { leadSeries } from '../src/lib/lead-series';
import { toLatinDigits } from '../src/lib/digits';
import {
  addDays,
  addMonths,
  compareDays,
  dayKey,
  parseDay,
  sameDay,
  tehranEndOfDay,
  tehranStartOfDay,
  type JalaliDate,
} from '../src/lib/jalali-days';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './catalog-list.types';
import type { Category, DayBounds, DayRange, PriceChangeQuery, PriceChangeRow } from './price-change-list.types';
import type { components } from '../src/api/schema';

type Schemas = components['schemas'];

/** behaviour §5/§9: category A pickers allow 5 months before today up to tomorrow. */
export const CATEGORY_A_MONTHS_BACK = 5;

export const DEFAULT_PRICE_CHANGE_QUERY: PriceChangeQuery = { page: 1, limit: DEFAULT_PAGE_SIZE, from: null, to: null, importId: null };

/** An import's `_id` as the address carries it (`?import=…`): a uuid, else it is dropped. */
const IMPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The days a category's date pickers allow, seen from `today` (Tehran). */
export function boundsOf(category: Category, today: JalaliDate): DayBounds {
  return category === 'A' ? { min: addMonths(today, -CATEGORY_A_MONTHS_BACK), max: addDays(today, 1) } : { min: null, max: null };
}

/** Whether a day is inside the bounds. */
export function isDayAllowed(day: JalaliDate, bounds: DayBounds): boolean {
  return (!bounds.min || compareDays(day, bounds.min) >= 0) && (!bounds.max || compareDays(day, bounds.max) <= 0);
}

/** A range the list can show: both ends inside the bounds, from not after to. */
export function isRangeAllowed(range: DayRange, bounds: DayBounds): boolean {
  if (range.from && !isDayAllowed(range.from, bounds)) return false;
  if (range.to && !isDayAllowed(range.to, bounds)) return false;
  return !(range.from && range.to && compareDays(range.from, range.to) > 0);
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * Reads a price-change query from the address ('?from=1405-08-01&to=1405-08-30&page=2&limit=30',
 * and `import=<uuid>` for one published import: behaviour §10.12).
 * Malformed values fall back to the default; a day outside the category's bounds (an old link to
 * list A) or a reversed range is dropped, so the screen never asks for what its pickers forbid.
 */
export function parsePriceChangeQuery(params: URLSearchParams, bounds: DayBounds): PriceChangeQuery {
  const page = Number(toLatinDigits(params.get('page') ?? ''));
  const limit = Number(toLatinDigits(params.get('limit') ?? ''));
  const day = (name: string) => {
    const parsed = parseDay(params.get(name) ?? '');
    return parsed && isDayAllowed(parsed, bounds) ? parsed : null;
  };
  let from = day('from');
  let to = day('to');
  if (from && to && compareDays(from, to) > 0) [from, to] = [null, null];
  const importId = params.get('import') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
    from,
    to,
    importId: IMPORT_ID.test(importId) ? importId.toLowerCase() : null,
  };
}

/** The address query: defaults left out, so the unfiltered first page is the bare route. */
export function toAddressQuery(query: PriceChangeQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.from) out.from = dayKey(query.from);
  if (query.to) out.to = dayKey(query.to);
  if (query.page !== 1) out.page = String(query.page);
  if (query.limit !== DEFAULT_PAGE_SIZE) out.limit = String(query.limit);
  if (query.importId) out.import = query.importId;
  return out;
}

/** The range as the API reads it (behaviour §7): from = start of its Tehran day, to = end of its day in whole seconds, epoch ms. */
export function toApiRange(range: DayRange): { from?: number; to?: number } {
  const out: { from?: number; to?: number } = {};
  if (range.from) out.from = tehranStartOfDay(range.from);
  if (range.to) out.to = tehranEndOfDay(range.to);
  return out;
}

/** What the list and its export are narrowed to: the range, and the import when one is chosen (behaviour §10.12). */
export function toApiFilter(query: PriceChangeQuery): { from?: number; to?: number; import_id?: string } {
  return query.importId ? { ...toApiRange(query), import_id: query.importId } : toApiRange(query);
}

/** The API query of one page (behaviour §7). */
export function toApiQuery(query: PriceChangeQuery): { from?: number; to?: number; import_id?: string; limit: number; page: number } {
  return { ...toApiFilter(query), limit: query.limit, page: query.page };
}

export function sameQuery(a: PriceChangeQuery, b: PriceChangeQuery): boolean {
  return a.page === b.page && a.limit === b.limit && sameDay(a.from, b.from) && sameDay(a.to, b.to) && a.importId === b.importId;
}

function last<T>(list: readonly T[]): T | undefined {
  return list[list.length - 1];
}

/** behaviour §3: a category A row's price is the last entry of price_OA when it has added value, otherwise of price_O. */
export function rowOfA(doc: Schemas['MedicineAPriceChange']): PriceChangeRow {
  const history = doc[leadSeries('A', doc.added_value)];
  const current = last(history);
  return {
    _id: doc._id,
    brand_name_fa: doc.brand_name_fa,
    generic_name_fa: doc.generic_name_fa,
    maker: doc.manufacturing_factory,
    price: current?.price ?? null,
    previousPrice: history.at(-2)?.price ?? null,
    changedAt: current?.insert_date ?? null,
  };
}

/** A category B row: the current consumer price, changed at `price_updated_at` (or its last entry's date). */
export function rowOfB(doc: Schemas['MedicineBPriceChange']): PriceChangeRow {
  const current = last(doc.price_consumer);
  return {
    _id: doc._id,
    brand_name_fa: doc.brand_name_fa,
    generic_name_fa: doc.generic_name_fa,
    maker: doc.producer_company,
    price: current?.price ?? null,
    previousPrice: doc.price_consumer.at(-2)?.price ?? null,
    changedAt: doc.price_updated_at ?? current?.insert_date ?? null,
  };
}
