import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { opsTicketActors } from '../../../../machines/ops/ops-ticket.actors';
import { opsTicketMachine } from '../../../../machines/ops/ops-ticket.machine';
import { api } from '../../../api/client';
import { opsTicketsEffects } from './opsTicketsEffects';
import { TicketScreen } from './TicketView';

/** Route /ops/tickets/:ticketId: one ticket's machine with the app's client and toasts. */
export default function TicketPage() {
  const { ticketId = '' } = useParams();
  return <TicketRun key={ticketId} ticketId={ticketId} />;
}

function TicketRun({ ticketId }: { ticketId: string }) {
  const [machine] = useState(() => opsTicketMachine.provide({ actors: opsTicketActors(api), actions: opsTicketsEffects }));
  const actorRef = useActorRef(machine, { input: { ticketId } });
  return <TicketScreen actorRef={actorRef} />;
}
