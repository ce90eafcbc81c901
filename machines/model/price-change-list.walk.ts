/** The model walk of machines/price-change-list.machine.ts: its fixtures and `modelOf` options, shared by its test and the machine explorer. */
import { type EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { formatDay, type JalaliDate } from '../../src/lib/jalali-days';
import { DEFAULT_PRICE_CHANGE_QUERY } from '../price-change-list.query';
import type {
  DayRange,
  PriceChangeListContext,
  PriceChangeListEvent,
  PriceChangeListInput,
  PriceChangePage,
  PriceChangeQuery,
  PublishedImport,
} from '../price-change-list.types';
import { type ModelOptions } from './model';
import type { AnyStateMachine } from 'xstate';

type WalkOptions = ModelOptions<AnyStateMachine>;

export const TODAY: JalaliDate = { jy: 1405, jm: 8, jd: 15 };

export function row(id: string, name: string, price: number) {
  return {
    _id: id,
    brand_name_fa: name,
    generic_name_fa: `ژنریک ${name}`,
    maker: 'داروسازی نمونه',
    price,
    previousPrice: Math.round(price / 1.1),
    changedAt: '2026-11-01T09:00:00.000Z',
  };
}

export const PAGE_OF_ROWS: PriceChangePage = {
  rows: [row('m1', 'آموکسی‌سیلین', 1250000), row('m2', 'استامینوفن', 98000)],
  totalDocs: 40,
  totalPages: 3,
};
export const NO_ROWS: PriceChangePage = { rows: [], totalDocs: 0, totalPages: 0 };
export const PAST_END: PriceChangePage = { rows: [], totalDocs: 40, totalPages: 3 };
/** The catalogue's published imports (behaviour §10.12), and a backend without them (behaviour §10). */
export const IMPORTS: PublishedImport[] = [
  { _id: '3c1f0b7a-2d4e-4f60-9a8b-7c6d5e4f3a21', file_name: 'price-list.xlsx', publishedAt: '2026-11-01T08:00:00.000Z', effectiveAt: null },
];
const IMPORT_ID = IMPORTS[0]!._id;
export const IMPORTS_ABSENT = new ApiError({ kind: 'absent' });
export const FORBIDDEN = new ApiError({ kind: 'forbidden', message: 'اشتراک ندارید' });
export const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });

/** Inside A's bound; and one before it (allowed on B only). */
export const RECENT: DayRange = { from: { jy: 1405, jm: 8, jd: 1 }, to: { jy: 1405, jm: 8, jd: 10 } };
export const OLD: DayRange = { from: { jy: 1404, jm: 1, jd: 1 }, to: null };

export const inputs: PriceChangeListInput[] = [
  { category: 'A', query: DEFAULT_PRICE_CHANGE_QUERY, today: TODAY },
  { category: 'B', query: DEFAULT_PRICE_CHANGE_QUERY, today: TODAY },
];
export const events: PriceChangeListEvent[] = [
  { type: 'PAGE.GOTO', page: 2 },
  { type: 'PAGE.GOTO', page: 9 },
  { type: 'PAGE_SIZE.CHANGE', limit: 30 },
  { type: 'RANGE.CHANGE', range: RECENT },
  { type: 'RANGE.CHANGE', range: OLD },
  // A pasted link to page 4 of one import's changes (behaviour §10.12).
  { type: 'URL.CHANGED', query: { ...DEFAULT_PRICE_CHANGE_QUERY, page: 4, importId: IMPORT_ID } },
  // Narrowed to the published import and back to every source (behaviour §10.12).
  { type: 'IMPORT.CHANGE', importId: IMPORT_ID },
  { type: 'IMPORT.CHANGE', importId: null },
  // The export answered 404 (behaviour §10: a backend without it).
  { type: 'EXPORT.ABSENT' },
];

export const priceChangeListWalk: WalkOptions = {
  inputs,
  events,
  outputs: { fetchPage: [PAGE_OF_ROWS, NO_ROWS, PAST_END], fetchImports: [IMPORTS] },
  errors: { fetchPage: [FORBIDDEN, SERVER_DOWN], fetchImports: [IMPORTS_ABSENT] },
  limit: 40_000,
  serializeState: (state) => {
    const c = state.context as PriceChangeListContext;
    return JSON.stringify([state.value, c.query, c.totalPages, c.rows.length, c.failure?.kind, c.imports.status]);
  },
  describeEvent: (event) => {
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    if (type === 'xstate.done.actor.fetchPage') {
      const output = rest.output as PriceChangePage;
      return `${type} (${output.rows.length} rows of ${output.totalPages} pages)`;
    }
    if (type === 'xstate.error.actor.fetchPage' || type === 'xstate.error.actor.fetchImports')
      return `${type} (${(rest.error as ApiError).failure.kind})`;
    if (type === 'xstate.done.actor.fetchImports') return `${type} (${(rest.output as PublishedImport[]).length} imports)`;
    if (type === 'IMPORT.CHANGE') return `${type} ${rest.importId === null ? 'every source' : 'one import'}`;
    if (type === 'RANGE.CHANGE') {
      const range = rest.range as DayRange;
      return `${type} ${range.from ? formatDay(range.from) : '…'}–${range.to ? formatDay(range.to) : '…'}`;
    }
    if (type === 'URL.CHANGED') {
      const query = rest.query as PriceChangeQuery;
      return `${type} page ${query.page}${query.importId ? ' of one import' : ''}`;
    }
    return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
  },
};
