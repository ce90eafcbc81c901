import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsImportsActors } from '../../../machines/ops-imports.actors';
import { opsImportsMachine } from '../../../machines/ops-imports.machine';
import { api } from '../../api/client';
import { opsImportEffects } from './opsImportEffects';
import { ImportsScreen } from './ImportsView';

/** Route /ops/imports: the imports list machine with the app's client and toasts. */
export default function ImportsPage() {
  const [machine] = useState(() => opsImportsMachine.provide({ actors: opsImportsActors(api), actions: opsImportEffects }));
  const actorRef = useActorRef(machine);
  return <ImportsScreen actorRef={actorRef} />;
}
