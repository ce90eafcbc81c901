import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { ticketsActors } from '../../../machines/tickets.actors';
import { ticketsMachine } from '../../../machines/tickets.machine';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { TicketsScreen } from './TicketsView';

/** The real bodies of the effects the tickets machine names: the toasts. */
export const ticketsEffects = {
  announce: (_: unknown, params: { message: string }) => notifier.success(params.message),
  reportFailure: (_: unknown, params: { failure: Parameters<typeof notifier.failure>[0] }) => notifier.failure(params.failure),
};

/** Route /Reports: the tickets machine with the app's client and toasts. */
export default function TicketsPage() {
  const [machine] = useState(() => ticketsMachine.provide({ actors: ticketsActors(api), actions: ticketsEffects }));
  const actorRef = useActorRef(machine);
  return <TicketsScreen actorRef={actorRef} />;
}
