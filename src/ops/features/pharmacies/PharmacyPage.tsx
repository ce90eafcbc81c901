import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsPharmacyActors } from '../../../../machines/ops/ops-pharmacy.actors';
import { opsPharmacyMachine } from '../../../../machines/ops/ops-pharmacy.machine';
import { api } from '../../../api/client';
import { opsPharmacyEffects } from './opsPharmacyEffects';
import { PharmacyScreen } from './PharmacyView';

/** Route /ops/pharmacies: the pharmacy machine with the app's client and toasts. */
export default function PharmacyPage() {
  const [machine] = useState(() => opsPharmacyMachine.provide({ actors: opsPharmacyActors(api), actions: opsPharmacyEffects }));
  const actorRef = useActorRef(machine);
  return <PharmacyScreen actorRef={actorRef} />;
}
