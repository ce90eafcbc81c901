/**
 * What logout clears on the device besides local storage (behaviour §4, §10.14): every cache of ours
 * but the app shell's (the shell holds this build's files, never a user's data, and keeps the portal
 * opening offline), whatever the service worker keeps for a user, and what the device copy adds
 * (`onClearDeviceData`: the offline catalogue and the queued writes in IndexedDB register their own
 * clearing here, src/offline/), then every offline database (behaviour §10.15).
 */
import { forgetOfflineData } from '../forget';
import { SHELL_CACHE_PREFIX, type WorkerMessage } from './keys';

/** One part of the device's data to clear at logout. */
export type DeviceDataCleaner = () => Promise<void> | void;

const cleaners = new Set<DeviceDataCleaner>();

/** Adds a part to clear at logout; returns the function that takes it back. */
export function onClearDeviceData(cleaner: DeviceDataCleaner): () => void {
  cleaners.add(cleaner);
  return () => cleaners.delete(cleaner);
}

/** How long logout waits for the worker's answer: an old or busy worker must never hold it. */
const WORKER_ANSWER_MS = 2000;

/** Asks the active worker to drop what it keeps for a user and waits for its answer (bounded). */
function askWorker(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CLEAR_USER_DATA' } satisfies WorkerMessage, [channel.port2]);
  });
}

/** Deletes the caches with user data: every cache but the shell's. */
async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * Clears the signed-in user's data from the device: the caches, the worker's, and each registered
 * part. A part that fails does not stop the others (logout must always finish); nothing here throws.
 */
export async function clearDeviceData(): Promise<void> {
  await Promise.allSettled([clearCaches(), askWorker(), ...[...cleaners].map(async (cleaner) => cleaner())]);
  await forgetOfflineData().catch(() => {});
}
