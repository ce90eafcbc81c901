import type { ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { OfflineSyncSnapshot } from '../../../machines/offline-sync.connect';
import type { OfflineSyncEvent } from '../../../machines/offline-sync.types';
import { OfflineCornerView } from './OfflineCornerView';
import { OfflineStatusView } from './OfflineStatusView';
import { OfflineSwitchView } from './OfflineSwitchView';
import { type OfflineSyncActor, offlineSync } from './runtime';

/**
 * The device copy's pieces over the user's running sync machine (behaviour §10.15), in one lazy chunk
 * with the machine: the signed-in frame's notice and corner, and the profile's switch.
 */

type OfflineView = ComponentType<{ snapshot: OfflineSyncSnapshot; send: (event: OfflineSyncEvent) => void }>;

function Following({ actor, view: View }: { actor: OfflineSyncActor; view: OfflineView }) {
  const snapshot = useSelector(actor, (s) => s);
  return <View snapshot={snapshot} send={actor.send} />;
}

/** `view` over the signed-in user's sync machine; nothing when signed out. */
function OverSync({ view }: { view: OfflineView }) {
  const actor = offlineSync();
  return actor ? <Following actor={actor} view={view} /> : null;
}

/** The signed-in frame's notice while offline, above the screen. */
export const OfflineStatus = () => <OverSync view={OfflineStatusView} />;

/** The signed-in frame's corner: the sync's progress, its failures and the refused writes, over the page. */
export const OfflineCorner = () => <OverSync view={OfflineCornerView} />;

/** The profile's device-copy card. */
export const OfflineSwitch = () => <OverSync view={OfflineSwitchView} />;
