import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { ticketsActors } from '../../../machines/tickets.actors';
import { ticketsMachine } from '../../../machines/tickets.machine';
import { api } from '../../api/client';
import { ticketsEffects } from './ticketsEffects';
import { TicketsScreen } from './TicketsView';

/** Route /Reports: the tickets machine with the app's client and toasts. */
export default function TicketsPage() {
  const [machine] = useState(() => ticketsMachine.provide({ actors: ticketsActors(api), actions: ticketsEffects }));
  const actorRef = useActorRef(machine);
  return <TicketsScreen actorRef={actorRef} />;
}
