import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsAuditActors } from '../../../../machines/ops/ops-audit.actors';
import { opsAuditMachine } from '../../../../machines/ops/ops-audit.machine';
import { api } from '../../../api/client';
import { opsListEffects } from '../../components/opsListEffects';
import { AuditScreen } from './AuditView';

/** Route /ops/audit: the audit machine with the app's client and toasts. */
export default function AuditPage() {
  const [machine] = useState(() => opsAuditMachine.provide({ actors: opsAuditActors(api), actions: opsListEffects }));
  const actorRef = useActorRef(machine);
  return <AuditScreen actorRef={actorRef} />;
}
