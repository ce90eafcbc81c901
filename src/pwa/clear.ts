/**
 * What logout clears on the device besides local storage (behaviour §4, §10.17). This is the offline
 * copy's part only: the installable shell's worker adds the caches to this
 * file; `onClearDeviceData` is the same registry, so the two merge as one.
 */
import { forgetOfflineData } from '../offline/forget';

/** One part of the device's data to clear at logout. */
export type DeviceDataCleaner = () => Promise<void> | void;

const cleaners = new Set<DeviceDataCleaner>();

/** Adds a part to clear at logout; returns the function that takes it back. */
export function onClearDeviceData(cleaner: DeviceDataCleaner): () => void {
  cleaners.add(cleaner);
  return () => cleaners.delete(cleaner);
}

/**
 * Clears the signed-in user's data from the device: each registered part (the running sync lets go
 * of its database), then every offline database (the catalogue copy and the queued writes). A part
 * that fails does not stop the others (logout must always finish); nothing here throws.
 */
export async function clearDeviceData(): Promise<void> {
  await Promise.allSettled([...cleaners].map(async (cleaner) => cleaner()));
  await forgetOfflineData().catch(() => {});
}
