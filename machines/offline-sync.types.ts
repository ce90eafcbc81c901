import type { ApiFailure } from '../src/api/errors';

/** What the device copy holds when the machine starts (read from IndexedDB). */
export interface DeviceStatus {
  /** The user turned the offline copy off in the profile. */
  off: boolean;
  /** The network is gone now (`navigator.onLine`). */
  offline: boolean;
  /** When the copy was last brought up to date (ISO), null before a first sync finished. */
  syncedAt: string | null;
  /** Whether a first (full) sync has finished. */
  complete: boolean;
  /** Writes waiting to be sent. */
  queued: number;
}

/** One page of a sync, as the actor kept it. */
export interface SyncStep {
  received: number;
  /** The first page of a first sync: how many drugs it will bring (the progress bar's end). */
  total: number | null;
  more: boolean;
  /** When the page was answered (ISO). */
  at: string;
}

/** What sending the queue did. */
export interface FlushResult {
  sent: number;
  dropped: number;
  left: number;
}

export interface OfflineSyncContext {
  off: boolean;
  syncedAt: string | null;
  complete: boolean;
  queued: number;
  /** Drugs received so far in this sync, and how many a first sync brings (null when not known). */
  received: number;
  total: number | null;
  failure: ApiFailure | null;
}

export type OfflineSyncEvent =
  /** The browser says the network is back (`online`), or the user pressed 'try again'. */
  | { type: 'ONLINE' }
  /** The browser says the network is gone (`offline`). */
  | { type: 'OFFLINE' }
  /** Time to bring the copy up to date (the app regains focus, a timer). */
  | { type: 'SYNC' }
  | { type: 'RETRY' }
  /** A write was queued offline. */
  | { type: 'QUEUED' }
  /** The profile's switch: keep a copy on this device, or not (off clears it). */
  | { type: 'COPY.ON' }
  | { type: 'COPY.OFF' };
