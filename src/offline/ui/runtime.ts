import { type ActorRefFrom, createActor } from 'xstate';
import { offlineSyncActors } from '../../../machines/offline-sync.actors';
import { offlineSyncMachine } from '../../../machines/offline-sync.machine';
import type { RefusedWrite } from '../../../machines/offline-sync.types';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { faOffline } from '../i18n/fa-offline';
import { closeDevice, onQueued, signedInUser } from '../device';
import { onClearDeviceData } from '../pwa/clear';

/** How often a synced copy asks for changes while the portal is open. */
const SYNC_EVERY_MS = 10 * 60_000;

export type OfflineSyncActor = ActorRefFrom<typeof offlineSyncMachine>;

let running: { user: string; actor: OfflineSyncActor; stop: () => void } | null = null;

/**
 * The signed-in user's offline-sync machine, started once per user (behaviour §10.15): it follows the
 * browser's `online`/`offline` events, syncs again when the page is shown and every ten minutes, and
 * counts writes queued offline. Null when signed out. This module is loaded lazily by the signed-in
 * frame, never by the sign-in route.
 */
export function offlineSync(): OfflineSyncActor | null {
  const user = signedInUser();
  if (running && running.user !== user) stopOfflineSync();
  if (!user) return null;
  if (running) return running.actor;
  const actor = createActor(
    offlineSyncMachine.provide({
      actors: offlineSyncActors(api),
      actions: {
        announceSent: (_, params: { sent: number }) => notifier.success(faOffline.sent(params.sent)),
        copyRefused: (_, params: { write: RefusedWrite }) => {
          navigator.clipboard.writeText(`${params.write.title}\n\n${params.write.text}`).then(
            () => notifier.success(faOffline.refused.copied),
            () => notifier.error(faOffline.refused.copyFailed),
          );
        },
      },
    }),
  );
  const online = () => actor.send({ type: 'ONLINE' });
  const offline = () => actor.send({ type: 'OFFLINE' });
  const shown = () => document.visibilityState === 'visible' && actor.send({ type: 'SYNC' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', shown);
  const timer = setInterval(() => actor.send({ type: 'SYNC' }), SYNC_EVERY_MS);
  const unqueued = onQueued(() => actor.send({ type: 'QUEUED' }));
  running = {
    user,
    actor,
    stop: () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
      clearInterval(timer);
      unqueued();
      actor.stop();
    },
  };
  actor.start();
  return actor;
}

/** Stops the machine and lets go of the database (logout deletes it next). */
export function stopOfflineSync(): void {
  running?.stop();
  running = null;
  closeDevice();
}

// Logout stops the machine first, so no sync reopens the database logout deletes.
onClearDeviceData(stopOfflineSync);
