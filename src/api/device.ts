import { ApiError } from './errors';

/**
 * The device copy (behaviour §10.15) as the machines' actors reach it: the offline folder's module
 * (src/offline/device.ts), which the app's entry provides (`provideDevice`, src/main.tsx) and which
 * loads in its own chunk on first use. Machines import this, never src/offline/; with nothing provided
 * (tests, stories) there is no device copy, and a failure without a network stands.
 */
export type DeviceModule = typeof import('../offline/device');
export type { DeviceDb, QueuedWrite } from '../offline/db';

let load: (() => Promise<DeviceModule>) | undefined;

/** Called once by the app's entry with the offline folder's loader. */
export function provideDevice(loader: () => Promise<DeviceModule>): void {
  load = loader;
}

/** The device module; rejects as `absent` when none was provided. */
export function deviceModule(): Promise<DeviceModule> {
  return load ? load() : Promise.reject(new ApiError({ kind: 'absent' }));
}
