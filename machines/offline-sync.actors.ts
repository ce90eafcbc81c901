import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { ApiError } from '../src/api/errors';
import { type DeviceDb, type QueuedWrite, deviceModule } from '../src/api/device';
import type { DeviceStatus, FlushResult, RefusedWrite, SyncStep } from './offline-sync.types';

/** No IndexedDB, or signed out: the machine goes to `unavailable`. */
const noDevice = () => new ApiError({ kind: 'absent' });

/** A refused write as the strip shows it: what the user wrote (a star: its drug's name) and why. */
async function refusedOf(db: DeviceDb, writes: QueuedWrite[]): Promise<RefusedWrite[]> {
  return Promise.all(
    writes.map(async (write) => {
      const body = write.body;
      const star = write.kind === 'watch-add' || write.kind === 'watch-remove';
      const drug = star ? await db.drug(body.category as 'A' | 'B', String(body.medicineId)).catch(() => undefined) : undefined;
      return {
        id: write.id,
        kind: write.kind,
        title: star ? (drug?.brand_name_fa ?? drug?.brand_name_la ?? String(body.medicineId)) : String(body.title ?? ''),
        text: star ? '' : String(body.report ?? ''),
        reason: write.refused?.reason ?? '',
        queuedAt: write.queuedAt,
      };
    }),
  );
}

/**
 * The offline-sync machine's actors over `client`. The device module (IndexedDB, provided through
 * src/api/device.ts) is loaded when an actor first runs, so it is loaded after sign-in, in its own chunk (behaviour §10.15).
 */
export function offlineSyncActors(client: ApiClient) {
  const device = async () => {
    const module = await deviceModule();
    const db = await module.currentDevice();
    if (!db) throw noDevice();
    return { module, db };
  };
  return {
    /** The copy's state: off, offline, when synced, how many writes wait. */
    readStatus: fromPromise<DeviceStatus>(async () => {
      const { module, db } = await device();
      const meta = await db.meta();
      const queue = await module.queueOf(db);
      return {
        off: !module.offlineCopyOn(),
        offline: typeof navigator !== 'undefined' && navigator.onLine === false,
        syncedAt: meta.syncedAt,
        complete: meta.complete,
        queued: queue.left,
        refused: await refusedOf(db, queue.refused),
      };
    }),
    /** Sends the queued writes, oldest first; those the server refuses for good are kept, marked. */
    sendQueue: fromPromise<FlushResult>(async () => {
      const { module, db } = await device();
      const flushed = await module.flushQueue(client, db);
      return { sent: flushed.sent, left: flushed.left, refused: await refusedOf(db, flushed.refused) };
    }),
    /** The user's «حذف» of a refused write. */
    discardWrite: fromPromise<void, { id: string }>(async ({ input }) => {
      const { module, db } = await device();
      await module.discardRefused(db, input.id);
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
