/** The model walk of machines/watchlist.machine.ts: its fixtures and `modelOf` options, shared by its tests and the machine explorer. */
import type { AnyStateMachine } from 'xstate';
import type { AlertPage, WatchAlert, WatchItem, WatchlistContext, WatchlistEvent } from '../watchlist.types';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { describeApiEvent, type ModelOptions } from './model';

type WalkOptions = ModelOptions<AnyStateMachine>;

const item = (category: 'A' | 'B', medicineId: string, fields: Partial<WatchItem> = {}): WatchItem => ({
  category,
  medicineId,
  brand_name_fa: null,
  brand_name_la: null,
  generic_name_fa: null,
  currentPrice: null,
  previousPrice: null,
  priceChangedAt: null,
  status_medicine: null,
  addedAt: '2026-11-20T06:00:00.000Z',
  ...fields,
});

export const watchedA = item('A', 'a-1', {
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم',
  brand_name_la: 'Amoxicillin 500 mg',
  generic_name_fa: 'آموکسی‌سیلین',
  currentPrice: 13_200,
  previousPrice: 10_700,
  priceChangedAt: '2026-11-02T06:00:00.000Z',
});
export const watchedB = item('B', 'b-1', {
  brand_name_fa: 'استامینوفن ۳۲۵',
  brand_name_la: 'Acetaminophen 325',
  generic_name_fa: 'استامینوفن',
  currentPrice: 4_500,
  previousPrice: null,
  priceChangedAt: '2026-01-10T06:00:00.000Z',
  status_medicine: 'active',
});
/** Two watched drugs. */
export const twoItems: WatchItem[] = [watchedA, watchedB];
/** The limit reached: 500 watched drugs (none of them `b-9`). */
export const fullItems: WatchItem[] = Array.from({ length: 500 }, (_, i) =>
  item(i % 2 ? 'A' : 'B', `full-${i}`, { brand_name_fa: `داروی ${i}` }),
);

export const priceAlert: WatchAlert = {
  _id: '12',
  category: 'A',
  medicineId: 'a-1',
  kind: 'price',
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم',
  generic_name_fa: 'آموکسی‌سیلین',
  oldPrice: 10_700,
  newPrice: 13_200,
  oldStatus: null,
  newStatus: null,
  changedAt: '2026-11-02T06:00:00.000Z',
};
export const statusAlert: WatchAlert = {
  ...priceAlert,
  _id: '13',
  category: 'B',
  medicineId: 'b-1',
  kind: 'status',
  brand_name_fa: 'استامینوفن ۳۲۵',
  oldPrice: null,
  newPrice: null,
  oldStatus: 'active',
  newStatus: 'awaiting',
  changedAt: '2026-11-03T06:00:00.000Z',
};
export const twoUnread: AlertPage = { alerts: [statusAlert, priceAlert], unread: 2 };
export const noneUnread: AlertPage = { alerts: [], unread: 0 };

export const failures = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  forbidden: { kind: 'forbidden', message: 'برای استفاده از امکانات سایت باید اشتراک خریداری کنید' },
  /** A backend without the watchlist (404). */
  absent: { kind: 'absent' },
  conflict: {
    kind: 'client',
    status: 409,
    message: 'حداکثر ۵۰۰ دارو را می‌توانید پیگیری کنید؛ برای افزودن داروی تازه، یکی از داروهای فهرست را حذف کنید.',
  },
} satisfies Record<string, ApiFailure>;
export const error = (failure: ApiFailure) => new ApiError(failure);

export const offered: WatchlistEvent[] = [
  { type: 'WATCH.TOGGLE', category: 'A', medicineId: 'a-1' },
  { type: 'WATCH.TOGGLE', category: 'B', medicineId: 'b-9' },
  { type: 'RELOAD' },
  { type: 'ALERTS.REFRESH' },
  { type: 'ALERTS.MARK_READ' },
];

export const watchlistWalk: WalkOptions = {
  events: offered,
  outputs: {
    fetchItems: [twoItems, fullItems],
    refetchItems: [twoItems],
    addItem: [undefined],
    removeItem: [undefined],
    fetchAlerts: [twoUnread, noneUnread],
    markRead: [undefined],
  },
  errors: {
    fetchItems: [error(failures.forbidden), error(failures.network), error(failures.absent)],
    refetchItems: [error(failures.network)],
    addItem: [error(failures.conflict)],
    removeItem: [error(failures.server)],
    fetchAlerts: [error(failures.forbidden), error(failures.absent)],
    markRead: [error(failures.network)],
  },
  describeEvent: (event) => {
    const { output } = event as { output?: unknown };
    if (event.type === 'xstate.done.actor.fetchItems' || event.type === 'xstate.done.actor.refetchItems')
      return `${event.type} (${(output as WatchItem[]).length} items)`;
    if (event.type === 'xstate.done.actor.fetchAlerts') return `${event.type} (${(output as AlertPage).unread} unread)`;
    return describeApiEvent(event);
  },
  // A vertex per state and what is known: how many watched, which is being saved, how many unread.
  serializeState: (state) => {
    const c = state.context as WatchlistContext;
    return JSON.stringify([
      state.value,
      c.items.length,
      c.pending ? `${c.pending.category}/${c.pending.medicineId}` : null,
      c.unread,
      c.alerts.length,
      c.failure?.kind ?? null,
    ]);
  },
};
