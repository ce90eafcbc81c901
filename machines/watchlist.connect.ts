import type { WatchlistSnapshot } from './watchlist.machine';
import type { WatchCategory, WatchlistEvent, WatchTarget } from './watchlist.types';

export type { WatchlistSnapshot };

/** What a star, the bell and the watchlist screen read from a snapshot of the watchlist machine, and what they call. */
export function connectWatchlist(snapshot: WatchlistSnapshot, send: (event: WatchlistEvent) => void) {
  const { context } = snapshot;
  const ready = !snapshot.matches({ items: 'loading' }) && !snapshot.matches({ items: 'failed' });
  const isWatched = (category: WatchCategory, medicineId: string) =>
    context.items.some((item) => item.category === category && item.medicineId === medicineId) ||
    (snapshot.matches({ items: 'adding' }) && context.pending?.category === category && context.pending.medicineId === medicineId);
  const isPending = (category: WatchCategory, medicineId: string) =>
    context.pending !== null && context.pending.category === category && context.pending.medicineId === medicineId;
  return {
    /** The backend has the watchlist (false after its calls answered 404): stars, bell, menu entry and screen hide. */
    available: !snapshot.hasTag('absent'),
    /** The watchlist is known: stars can show whether a medicine is watched. */
    ready,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    failure: context.failure,
    items: context.items,
    /** Whether the medicine is watched (a star being added counts already). */
    isWatched,
    /** This medicine's star is being saved. */
    isPending,
    /** A star can be pressed now (not while another is being saved). */
    canToggle: snapshot.can({ type: 'WATCH.TOGGLE', category: 'A', medicineId: '' }),
    toggle: (target: WatchTarget) => send({ type: 'WATCH.TOGGLE', ...target }),
    reload: () => send({ type: 'RELOAD' }),
    /** The bell: unread alerts (newest first) and their number. */
    alerts: context.alerts,
    unread: context.unread,
    alertsLoading: snapshot.matches({ alerts: 'loading' }),
    canMarkRead: snapshot.can({ type: 'ALERTS.MARK_READ' }),
    marking: snapshot.hasTag('marking'),
    refreshAlerts: () => send({ type: 'ALERTS.REFRESH' }),
    markRead: () => send({ type: 'ALERTS.MARK_READ' }),
  };
}

export type WatchlistApi = ReturnType<typeof connectWatchlist>;
