import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsOperatorsActors } from '../../../../machines/ops/ops-operators.actors';
import { opsOperatorsMachine } from '../../../../machines/ops/ops-operators.machine';
import { api } from '../../../api/client';
import { opsOperatorsEffects } from './opsOperatorsEffects';
import { OperatorsScreen } from './OperatorsView';

/** Route /ops/operators (admins only; the server answers 403 to anyone else): the operators machine. */
export default function OperatorsPage() {
  const [machine] = useState(() => opsOperatorsMachine.provide({ actors: opsOperatorsActors(api), actions: opsOperatorsEffects }));
  const actorRef = useActorRef(machine);
  return <OperatorsScreen actorRef={actorRef} />;
}
