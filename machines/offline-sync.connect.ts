import type { OfflineSyncSnapshot } from './offline-sync.machine';
import type { OfflineSyncEvent } from './offline-sync.types';

export type { OfflineSyncSnapshot };

/** What the offline status (the shell's strip and the profile's switch) reads from a snapshot, and what it calls. */
export function connectOfflineSync(snapshot: OfflineSyncSnapshot, send: (event: OfflineSyncEvent) => void) {
  const { context } = snapshot;
  const syncing = snapshot.matches('syncing') || snapshot.matches('sending');
  // With the copy off, `sending` only sends queued writes: no first sync to show.
  const first = syncing && !context.complete && !context.off;
  const offline = snapshot.matches('offline');
  const failed = snapshot.matches('failed');
  const expired = snapshot.matches('expired');
  return {
    /** The network is gone: every screen says so, with the date of its prices. */
    offline,
    /** Offline because the server gave no answer while the browser is online (not the user's internet). */
    unreachable: offline && context.unreachable,
    /** When the device's prices are from (ISO), null before a first sync finished. */
    syncedAt: context.syncedAt,
    /** A first sync is running: the progress bar shows `received` of `total`. */
    firstSync: first,
    progress: first && context.total ? Math.min(1, context.received / context.total) : null,
    received: context.received,
    total: context.total,
    syncing,
    synced: snapshot.matches('synced'),
    /** The subscription ended: no new sync, the copy stays readable with its date. */
    expired,
    failed,
    failure: context.failure,
    /** Writes made offline, waiting to be sent («در صف ارسال»). */
    queued: context.queued,
    /**
     * Writes the server refused for good (never sent again): what the user wrote, the server's reason,
     * and the two things to do with each: copy its text, or discard it («حذف»).
     */
    refused: context.refused.map((write) => ({
      ...write,
      copy: () => send({ type: 'REFUSED.COPY', id: write.id }),
      discard: () => send({ type: 'REFUSED.DISCARD', id: write.id }),
    })),
    /**
     * The corner panel has something to say: what the copy does on its own (a first sync, writes
     * waiting or refused, a failed sync, an ended subscription) shows there, over the page, so the
     * page never moves under the user; only the network going away puts the notice above the screen.
     */
    corner: (!offline && (first || context.queued > 0 || failed || expired)) || context.refused.length > 0,
    /** The copy is turned off (the profile's switch reads it). */
    off: snapshot.matches('off') || snapshot.matches('clearing') || context.off,
    clearing: snapshot.matches('clearing'),
    /** The switch can be turned (not while the copy is being cleared, nor where it cannot be kept). */
    canSwitch: !snapshot.matches('clearing') && !snapshot.matches('unavailable') && !snapshot.matches('starting'),
    retry: () => send({ type: 'RETRY' }),
    turnOn: () => send({ type: 'COPY.ON' }),
    /** Turns the copy off and clears it from this device. */
    turnOff: () => send({ type: 'COPY.OFF' }),
  };
}

export type OfflineSyncApi = ReturnType<typeof connectOfflineSync>;
