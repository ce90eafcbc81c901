import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { opsImportActors } from '../../../machines/ops-import.actors';
import { opsImportMachine } from '../../../machines/ops-import.machine';
import { api } from '../../api/client';
import { opsImportEffects } from './opsImportEffects';
import { ImportScreen } from './ImportView';

/** The effects a list inside a screen of its own has no use for: the address and the access gate. */
const quiet = { syncUrl: () => {}, notifyAccess: () => {} };

/** Routes /ops/imports/new and /ops/imports/:importId: the import machine with the app's client and toasts. */
export default function ImportPage() {
  const { importId } = useParams();
  const [machine] = useState(() => opsImportMachine.provide({ actors: opsImportActors(api), actions: { ...opsImportEffects, ...quiet } }));
  const actorRef = useActorRef(machine, { input: { importId: importId === 'new' ? null : (importId ?? null) } });
  return <ImportScreen actorRef={actorRef} />;
}
