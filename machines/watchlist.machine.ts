import { assign, raise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import {
  WATCHLIST_MAX,
  type AlertPage,
  type WatchItem,
  type WatchlistContext,
  type WatchlistEvent,
  type WatchTarget,
} from './watchlist.types';

const same = (a: WatchTarget, b: WatchTarget) => a.category === b.category && a.medicineId === b.medicineId;
const targetOf = (event: WatchlistEvent): WatchTarget | null =>
  event.type === 'WATCH.TOGGLE' ? { category: event.category, medicineId: event.medicineId } : null;
/** A starred medicine until the list is read again (names and prices unknown yet). */
const placeholder = (target: WatchTarget, at: string): WatchItem => ({
  ...target,
  brand_name_fa: null,
  brand_name_la: null,
  generic_name_fa: null,
  currentPrice: null,
  previousPrice: null,
  priceChangedAt: null,
  status_medicine: null,
  addedAt: at,
});

/**
 * The signed-in user's watchlist and price alerts (behaviour §10.1), one actor for the whole shell: the
 * stars on list rows and detail pages, the header's bell and the 'my watchlist' screen read it.
 *
 * - `items`: `loading` (every watched medicine at once: at most 500) → `ready` or `failed` (quiet:
 *   a 403 without access leaves the stars out; `RELOAD` tries again). In `ready`, `WATCH.TOGGLE`
 *   unstars a watched medicine (`removing`) or stars another (`adding`, then `refreshing` reads the
 *   list again for its names and price); past 500 it only says so (`informFull`). A failed save keeps
 *   the list as it was and reports the failure. A save asks the bell to refresh (a new star backfills
 *   the last 30 days of changes).
 *   A backend without the watchlist (404, behaviour §10) leaves `items` and `alerts` `absent`: nothing shows.
 * - `alerts`: `loading` → `idle` (the unread alerts and their count) or `failed` (quiet);
 *   `ALERTS.REFRESH` reads them again; `ALERTS.MARK_READ` (only with unread alerts, also while a
 *   read is under way) → `marking`.
 * Effects the view provides: `informFull`, `reportFailure`. Actors: `watchlistActors(client)`.
 */
export const watchlistMachine = setup({
  types: {
    context: {} as WatchlistContext,
    events: {} as WatchlistEvent,
  },
  actors: {
    fetchItems: providedActor<WatchItem[]>('fetchItems'),
    addItem: providedActor<void, WatchTarget>('addItem'),
    removeItem: providedActor<void, WatchTarget>('removeItem'),
    fetchAlerts: providedActor<AlertPage>('fetchAlerts'),
    markRead: providedActor<void>('markRead'),
  },
  guards: {
    isWatched: ({ context, event }) => {
      const target = targetOf(event);
      return target !== null && context.items.some((item) => same(item, target));
    },
    isFull: ({ context }) => context.items.length >= WATCHLIST_MAX,
    hasUnread: ({ context }) => context.unread > 0,
    isAbsent: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'absent',
  },
  actions: {
    storeItems: assign((_, params: { items: WatchItem[] }) => ({ items: params.items, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    setPending: assign({ pending: ({ event }) => targetOf(event) }),
    clearPending: assign({ pending: null }),
    addPlaceholder: assign({
      items: ({ context }) =>
        context.pending ? [placeholder(context.pending, new Date(0).toISOString()), ...context.items] : context.items,
    }),
    dropPending: assign({
      items: ({ context }) => context.items.filter((item) => !context.pending || !same(item, context.pending)),
      alerts: ({ context }) => context.alerts.filter((alert) => !context.pending || !same(alert, context.pending)),
    }),
    storeAlerts: assign((_, params: { page: AlertPage }) => ({ alerts: params.page.alerts, unread: params.page.unread })),
    clearAlerts: assign({ alerts: [], unread: 0 }),
    refreshAlerts: raise({ type: 'ALERTS.REFRESH' }),
    informFull: () => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'watchlist',
  context: { items: [], pending: null, failure: null, alerts: [], unread: 0 },
  type: 'parallel',
  states: {
    items: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchItems',
            src: 'fetchItems',
            onDone: { target: 'ready', actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) } },
            onError: [
              { guard: 'isAbsent', target: 'absent' },
              { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
            ],
          },
        },
        /** The backend has no watchlist (its calls answer 404): stars, bell and screen hide for the session. */
        absent: { tags: ['absent'] },
        failed: {
          tags: ['failed'],
          on: { RELOAD: 'loading' },
        },
        ready: {
          on: {
            'WATCH.TOGGLE': [
              { guard: 'isWatched', target: 'removing', actions: 'setPending' },
              { guard: 'isFull', actions: 'informFull' },
              { target: 'adding', actions: 'setPending' },
            ],
          },
        },
        adding: {
          tags: ['saving'],
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => context.pending!,
            onDone: { target: 'refreshing', actions: ['addPlaceholder', 'clearPending', 'refreshAlerts'] },
            onError: {
              target: 'ready',
              actions: ['clearPending', { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
            },
          },
        },
        removing: {
          tags: ['saving'],
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: ({ context }) => context.pending!,
            onDone: { target: 'ready', actions: ['dropPending', 'clearPending', 'refreshAlerts'] },
            onError: {
              target: 'ready',
              actions: ['clearPending', { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
            },
          },
        },
        /** After a star: the list again, for the new medicine's names and price (the old one stays on screen). */
        refreshing: {
          invoke: {
            id: 'refetchItems',
            src: 'fetchItems',
            onDone: { target: 'ready', actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) } },
            onError: { target: 'ready' },
          },
        },
      },
    },
    alerts: {
      initial: 'loading',
      states: {
        loading: {
          // The bell reads the alerts again each time it opens, with the last ones still on screen:
          // 'mark all read' stays available meanwhile (marking ends this read; none are unread after).
          on: { 'ALERTS.MARK_READ': { guard: 'hasUnread', target: 'marking' } },
          invoke: {
            id: 'fetchAlerts',
            src: 'fetchAlerts',
            onDone: { target: 'idle', actions: { type: 'storeAlerts', params: ({ event }) => ({ page: event.output }) } },
            onError: [{ guard: 'isAbsent', target: 'absent' }, { target: 'failed' }],
          },
        },
        absent: { tags: ['absent'] },
        idle: {
          on: {
            'ALERTS.REFRESH': 'loading',
            'ALERTS.MARK_READ': { guard: 'hasUnread', target: 'marking' },
          },
        },
        failed: {
          on: { 'ALERTS.REFRESH': 'loading' },
        },
        marking: {
          tags: ['marking'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            onDone: { target: 'idle', actions: 'clearAlerts' },
            onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
          },
        },
      },
    },
  },
});

export type WatchlistSnapshot = ReturnType<typeof watchlistMachine.transition>;
