import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { opsImportActors } from '../../../../machines/ops/ops-import.actors';
import { opsImportMachine } from '../../../../machines/ops/ops-import.machine';
import { opsImportHistoryActors } from '../../../../machines/ops/ops-import-history.actors';
import { opsImportHistoryMachine } from '../../../../machines/ops/ops-import-history.machine';
import { api } from '../../../api/client';
import { opsImportEffects } from './opsImportEffects';
import { ImportScreen } from './ImportView';
import { ImportHistoryScreen } from './ImportHistoryView';

const IMPORT_NEW = 'new';

/** The effects a list inside a screen of its own has no use for: the address and the access gate. */
const quiet = { syncUrl: () => {}, notifyAccess: () => {} };

/** Route /ops/imports: the imports list machine with the app's client and toasts. */
function ImportsList() {
  const [machine] = useState(() => opsImportHistoryMachine.provide({ actors: opsImportHistoryActors(api), actions: opsImportEffects }));
  const actorRef = useActorRef(machine);
  return <ImportHistoryScreen actorRef={actorRef} />;
}

/** /ops/imports?import=new and ?import=<id>: the import machine with the app's client and toasts. */
function OneImport({ importId }: { importId: string | null }) {
  const [machine] = useState(() => opsImportMachine.provide({ actors: opsImportActors(api), actions: { ...opsImportEffects, ...quiet } }));
  const actorRef = useActorRef(machine, { input: { importId } });
  return <ImportScreen actorRef={actorRef} />;
}

/**
 * The price-list import screens (behaviour §10.12), one lazy console chunk: the list at /ops/imports,
 * a new import at /ops/imports?import=new, an import at ?import=<id>.
 */
export default function ImportHistoryPage() {
  const [params] = useSearchParams();
  const importId = params.get('import');
  if (importId === null) return <ImportsList />;
  return <OneImport key={importId} importId={importId === IMPORT_NEW ? null : importId} />;
}
