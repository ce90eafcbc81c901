import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsPackagesActors } from '../../../../machines/ops/ops-packages.actors';
import { opsPackagesMachine } from '../../../../machines/ops/ops-packages.machine';
import { api } from '../../../api/client';
import { opsPackagesEffects } from './opsPackagesEffects';
import { PackagesScreen } from './PackagesView';

/** Route /ops/packages: the packages machine with the app's client and toasts. */
export default function PackagesPage() {
  const [machine] = useState(() => opsPackagesMachine.provide({ actors: opsPackagesActors(api), actions: opsPackagesEffects }));
  const actorRef = useActorRef(machine);
  return <PackagesScreen actorRef={actorRef} />;
}
