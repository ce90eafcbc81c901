import { useSelector } from '@xstate/react';
import { OfflineSwitchView } from './OfflineSwitchView';
import { type OfflineSyncActor, offlineSync } from './runtime';

function Running({ actor }: { actor: OfflineSyncActor }) {
  const snapshot = useSelector(actor, (s) => s);
  return <OfflineSwitchView snapshot={snapshot} send={actor.send} />;
}

/** The profile's device-copy card over the user's running sync machine (a lazy chunk of its own). */
export default function OfflineSwitch() {
  const actor = offlineSync();
  return actor ? <Running actor={actor} /> : null;
}
