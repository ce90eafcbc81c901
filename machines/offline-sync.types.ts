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
  /** Writes the server refused for good, kept for the user. */
  refused: RefusedWrite[];
}

/**
 * A write made offline that the server refused for good (behaviour §10.15): kept on the device with
 * what the user wrote and the server's reason until the user discards it; never sent again.
 */
export interface RefusedWrite {
  /** The write's idempotency key. */
  id: string;
  kind: 'ticket' | 'report' | 'watch-add' | 'watch-remove';
  /** A ticket's or report's title; a star's drug (its name when the device copy has it). */
  title: string;
  /** A ticket's or report's text (empty for a star). */
  text: string;
  /** Why the server refused it, in Persian. */
  reason: string;
  /** When it was queued (ISO). */
  queuedAt: string;
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
  /** Writes still waiting (a refused write does not wait). */
  left: number;
  /** Every refused write the device keeps, this flush's and earlier ones. */
  refused: RefusedWrite[];
}

export interface OfflineSyncContext {
  off: boolean;
  syncedAt: string | null;
  complete: boolean;
  queued: number;
  /** Writes the server refused for good, until the user discards them. */
  refused: RefusedWrite[];
  /** Drugs received so far in this sync, and how many a first sync brings (null when not known). */
  received: number;
  total: number | null;
  failure: ApiFailure | null;
  /** In `offline`: the browser is online but the server gave no answer (behaviour §8), not the user's internet. */
  unreachable: boolean;
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
  | { type: 'COPY.OFF' }
  /** A refused write: copy what the user wrote, or discard it for good («حذف»). */
  | { type: 'REFUSED.COPY'; id: string }
  | { type: 'REFUSED.DISCARD'; id: string };
