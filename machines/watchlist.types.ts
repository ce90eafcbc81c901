import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** A watched medicine as the watchlist lists it (names, current and previous price, last change). */
export type WatchItem = Schemas['WatchItem'];
/** One price or status change of a watched medicine. */
export type WatchAlert = Schemas['WatchAlert'];
export type WatchCategory = WatchItem['category'];

/** The most medicines one user can watch (the server answers 409 past it). */
export const WATCHLIST_MAX = 500;
/** Unread alerts the bell shows at once. */
export const ALERTS_SHOWN = 20;

/** A medicine of one catalogue. */
export interface WatchTarget {
  category: WatchCategory;
  medicineId: string;
}

/** The unread alerts and their number. */
export interface AlertPage {
  alerts: WatchAlert[];
  unread: number;
}

export interface WatchlistContext {
  /** Every watched medicine, newest first (all of them: at most 500). */
  items: WatchItem[];
  /** The medicine being starred or unstarred. */
  pending: WatchTarget | null;
  /** Why the watchlist could not be loaded. */
  failure: ApiFailure | null;
  alerts: WatchAlert[];
  unread: number;
}

export type WatchlistEvent =
  ({ type: 'WATCH.TOGGLE' } & WatchTarget) | { type: 'RELOAD' } | { type: 'ALERTS.REFRESH' } | { type: 'ALERTS.MARK_READ' };
