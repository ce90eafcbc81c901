import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { ticketsActors } from '../../../machines/tickets.actors';
import { ticketsMachine } from '../../../machines/tickets.machine';
import { api } from '../../api/client';
import { useUnreadAnswers } from '../../components/unreadAnswers';
import { ticketsEffects } from './ticketsEffects';
import { TicketsScreen } from './TicketsView';

/** Route /Reports: the tickets machine with the app's client and toasts. */
export default function TicketsPage() {
  const unread = useUnreadAnswers();
  const [machine] = useState(() =>
    ticketsMachine.provide({
      actors: ticketsActors(api),
      actions: { ...ticketsEffects, markRead: (_, params: { ticketId: string }) => unread?.markRead(params.ticketId) },
    }),
  );
  const actorRef = useActorRef(machine);
  return <TicketsScreen actorRef={actorRef} />;
}
