import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsAuditActors } from '../../../machines/ops-audit.actors';
import { opsAuditMachine } from '../../../machines/ops-audit.machine';
import { api } from '../../api/client';
import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { AuditScreen } from './AuditView';

const reportFailure = (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure);

/** Route /ops/audit: the audit machine with the app's client and toasts. */
export default function AuditPage() {
  const [machine] = useState(() => opsAuditMachine.provide({ actors: opsAuditActors(api), actions: { reportFailure } }));
  const actorRef = useActorRef(machine);
  return <AuditScreen actorRef={actorRef} />;
}
