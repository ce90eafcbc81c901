import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsMedicineActors } from '../../../../machines/ops/ops-medicine.actors';
import { opsMedicineMachine } from '../../../../machines/ops/ops-medicine.machine';
import { api } from '../../../api/client';
import { opsMedicineEffects } from './opsMedicineEffects';
import { MedicinesScreen } from './MedicinesView';

/** Route /ops/medicines: the drugs machine with the app's client and toasts (behaviour §10.13). */
export default function MedicinesPage() {
  const [machine] = useState(() => opsMedicineMachine.provide({ actors: opsMedicineActors(api), actions: opsMedicineEffects }));
  const actorRef = useActorRef(machine);
  return <MedicinesScreen actorRef={actorRef} />;
}
