import { useSelector } from '@xstate/react';
import { OfflineStatusView } from './OfflineStatusView';
import { type OfflineSyncActor, offlineSync } from './runtime';

function Running({ actor }: { actor: OfflineSyncActor }) {
  const snapshot = useSelector(actor, (s) => s);
  return <OfflineStatusView snapshot={snapshot} send={actor.send} />;
}

/** The signed-in frame's offline strip over the user's running sync machine (a lazy chunk of its own). */
export default function OfflineStatus() {
  const actor = offlineSync();
  return actor ? <Running actor={actor} /> : null;
}
