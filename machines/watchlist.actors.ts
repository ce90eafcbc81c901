import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import { ALERTS_SHOWN, WATCHLIST_MAX, type AlertPage, type WatchItem, type WatchTarget } from './watchlist.types';

/**
 * A star turned without a network: queued on the device and sent when the network returns (both
 * calls are idempotent, behaviour §10.15); without a device copy the failure stands.
 */
async function orQueued(kind: 'watch-add' | 'watch-remove', target: WatchTarget, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
    if (
      !(await deviceModule()
        .then((device) => device.enqueueWrite(kind, { ...target }))
        .catch(() => null))
    )
      throw error;
  }
}

/** The watchlist machine's actors over `client`; a backend without the watchlist fails them as `absent`. */
export function watchlistActors(client: ApiClient) {
  const call = <T>(work: () => Promise<T>) => callAddition(client, 'watchlist', work);
  return {
    /** Every watched medicine in one page (a user watches at most 500). */
    fetchItems: fromPromise<WatchItem[]>(async ({ signal }) => {
      const body = await call(() =>
        unwrap(client.GET('/watchlist/v1/items', { params: { query: { limit: WATCHLIST_MAX, page: 1 } }, signal })),
      );
      return body.docs;
    }),
    addItem: fromPromise<void, WatchTarget>(async ({ input }) => {
      const target = { category: input.category, medicineId: input.medicineId };
      await orQueued('watch-add', target, () => call(() => unwrap(client.POST('/watchlist/v1/items', { body: target }))));
    }),
    removeItem: fromPromise<void, WatchTarget>(async ({ input }) => {
      const target = { category: input.category, medicineId: input.medicineId };
      await orQueued('watch-remove', target, () =>
        call(() => unwrap(client.DELETE('/watchlist/v1/items/{category}/{medicineId}', { params: { path: target } }))),
      );
    }),
    /** The newest unread alerts and how many are unread. */
    fetchAlerts: fromPromise<AlertPage>(async ({ signal }) => {
      const body = await call(() =>
        unwrap(client.GET('/watchlist/v1/alerts', { params: { query: { limit: ALERTS_SHOWN, page: 1 } }, signal })),
      );
      return { alerts: body.docs, unread: body.unreadCount };
    }),
    markRead: fromPromise<void>(async () => {
      await call(() => unwrap(client.POST('/watchlist/v1/alerts/read')));
    }),
  };
}
