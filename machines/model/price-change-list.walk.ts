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
  { type: 'URL.CHANGED', query: { ...DEFAULT_PRICE_CHANGE_QUERY, page: 4 } },
  // The export answered 404 (behaviour §10: a backend without it).
  { type: 'EXPORT.ABSENT' },
];

export const priceChangeListWalk: WalkOptions = {
  inputs,
  events,
  outputs: { fetchPage: [PAGE_OF_ROWS, NO_ROWS, PAST_END] },
  errors: { fetchPage: [FORBIDDEN, SERVER_DOWN] },
  serializeState: (state) => {
    const c = state.context as PriceChangeListContext;
    return JSON.stringify([state.value, c.query, c.totalPages, c.rows.length, c.failure?.kind]);
  },
  describeEvent: (event) => {
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    if (type === 'xstate.done.actor.fetchPage') {
      const output = rest.output as PriceChangePage;
      return `${type} (${output.rows.length} rows of ${output.totalPages} pages)`;
    }
    if (type === 'xstate.error.actor.fetchPage') return `${type} (${(rest.error as ApiError).failure.kind})`;
    if (type === 'RANGE.CHANGE') {
      const range = rest.range as DayRange;
      return `${type} ${range.from ? formatDay(range.from) : '…'}–${range.to ? formatDay(range.to) : '…'}`;
    }
    if (type === 'URL.CHANGED') return `${type} page ${(rest.query as PriceChangeQuery).page}`;
    return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
  },
};
