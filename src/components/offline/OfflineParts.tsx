import { useSelector } from '@xstate/react';
import { OfflineCornerView } from './OfflineCornerView';
import { OfflineStatusView } from './OfflineStatusView';
import { OfflineSwitchView } from './OfflineSwitchView';
import { type OfflineSyncActor, offlineSync } from './runtime';

/**
 * The device copy's pieces over the user's running sync machine (behaviour §10.17), in one lazy chunk
 * with the machine: the signed-in frame's notice and corner, and the profile's switch.
 */

function StatusOf({ actor }: { actor: OfflineSyncActor }) {
  const snapshot = useSelector(actor, (s) => s);
  return <OfflineStatusView snapshot={snapshot} send={actor.send} />;
}

function CornerOf({ actor }: { actor: OfflineSyncActor }) {
  const snapshot = useSelector(actor, (s) => s);
  return <OfflineCornerView snapshot={snapshot} send={actor.send} />;
}

function SwitchOf({ actor }: { actor: OfflineSyncActor }) {
  const snapshot = useSelector(actor, (s) => s);
  return <OfflineSwitchView snapshot={snapshot} send={actor.send} />;
}

/** The signed-in frame's notice while offline, above the screen. */
export function OfflineStatus() {
  const actor = offlineSync();
  return actor ? <StatusOf actor={actor} /> : null;
}

/** The signed-in frame's corner: the sync's progress, its failures and the refused writes, over the page. */
export function OfflineCorner() {
  const actor = offlineSync();
  return actor ? <CornerOf actor={actor} /> : null;
}

/** The profile's device-copy card. */
export function OfflineSwitch() {
  const actor = offlineSync();
  return actor ? <SwitchOf actor={actor} /> : null;
}
