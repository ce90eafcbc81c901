import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsInboxActors } from '../../../../machines/ops/ops-inbox.actors';
import { opsInboxMachine } from '../../../../machines/ops/ops-inbox.machine';
import { api } from '../../../api/client';
import { opsListEffects } from '../../components/opsListEffects';
import { InboxScreen } from './InboxView';

/** Route /ops: the inbox machine with the app's client and toasts. */
export default function InboxPage() {
  const [machine] = useState(() => opsInboxMachine.provide({ actors: opsInboxActors(api), actions: opsListEffects }));
  const actorRef = useActorRef(machine);
  return <InboxScreen actorRef={actorRef} />;
}
