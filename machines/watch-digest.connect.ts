import type { WatchDigestSnapshot } from './watch-digest.machine';
import type { WatchDigestEvent } from './watch-digest.types';

export type { WatchDigestSnapshot };

/** What the digest switch on the profile screen reads from a snapshot, and what it calls. */
export function connectWatchDigest(snapshot: WatchDigestSnapshot, send: (event: WatchDigestEvent) => void) {
  const { context } = snapshot;
  const saving = snapshot.hasTag('busy');
  const ready = snapshot.matches('ready');
  return {
    /** False when the user has no watchlist (no complete profile or subscription): nothing is shown. */
    visible: !snapshot.matches('unavailable'),
    /** The setting is being read (the switch waits, turned off). */
    loading: snapshot.hasTag('loading'),
    /** The setting could not be read: why, and 'try again'. */
    loadFailed: snapshot.matches('failed'),
    failure: context.failure,
    /** On or off: the value being saved while saving, else the stored one (so a failed save shows the stored value again). */
    checked: saving && context.pending !== null ? context.pending : context.stored,
    saving,
    /** The switch can be turned: loaded and no save in flight. */
    canChange: snapshot.can({ type: 'DIGEST.SET', on: !context.stored }),
    /** Why the last save failed (shown under the switch until it is turned again). */
    saveFailure: ready ? context.failure : null,
    change: (on: boolean) => send({ type: 'DIGEST.SET', on }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type WatchDigestApi = ReturnType<typeof connectWatchDigest>;
