import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
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
  // Sent here with a draft (the scan card's report of an unknown label): the new report opens filled in.
  const draft = (useLocation().state as { draft?: { title: string; report: string } } | null)?.draft;
  useEffect(() => {
    if (!draft) return;
    actorRef.send({ type: 'NEW.OPEN' });
    actorRef.send({ type: 'DRAFT.TITLE', value: draft.title });
    actorRef.send({ type: 'DRAFT.BODY', value: draft.report });
  }, [actorRef, draft]);
  return <TicketsScreen actorRef={actorRef} />;
}
