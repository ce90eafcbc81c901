import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { ApiError } from '../src/api/errors';
import type { DeviceStatus, FlushResult, SyncStep } from './offline-sync.types';

/** No IndexedDB, or signed out: the machine goes to `unavailable`. */
const noDevice = () => new ApiError({ kind: 'absent' });

/**
 * The offline-sync machine's actors over `client`. The device module (IndexedDB) is imported when an
 * actor first runs, so it is loaded after sign-in, in its own chunk (behaviour §10.17).
 */
export function offlineSyncActors(client: ApiClient) {
  const device = async () => {
    const module = await import('../src/offline/device');
    const db = await module.currentDevice();
    if (!db) throw noDevice();
    return { module, db };
  };
  return {
    /** The copy's state: off, offline, when synced, how many writes wait. */
    readStatus: fromPromise<DeviceStatus>(async () => {
      const { module, db } = await device();
      const meta = await db.meta();
      return {
        off: !module.offlineCopyOn(),
        offline: typeof navigator !== 'undefined' && navigator.onLine === false,
        syncedAt: meta.syncedAt,
        complete: meta.complete,
        queued: (await db.queued()).length,
      };
    }),
    /** Sends the queued writes, oldest first. */
    sendQueue: fromPromise<FlushResult>(async () => {
      const { module, db } = await device();
      return module.flushQueue(client, db);
    }),
    /** One page of the offline catalogue after the device's cursor, kept in IndexedDB. */
    syncPage: fromPromise<SyncStep>(async ({ signal }) => {
      const { module, db } = await device();
      const step = await module.syncPage(client, db, signal);
      return { received: step.received, total: step.total, more: step.more, at: step.at };
    }),
    /** The profile's "off": empties the copy and remembers the choice on this device. */
    clearCopy: fromPromise<void>(async () => {
      const { module, db } = await device();
      localStorage.setItem(module.OFFLINE_OFF_KEY, '1');
      await db.clearCatalogue();
    }),
  };
}
