import type { OpsTicketSnapshot } from './ops-ticket.machine';
import { ANSWER_MAX, NOTE_MAX, type OpsTicketEvent } from './ops-ticket.types';

export type { OpsTicketSnapshot };

/** What the ticket screen reads from a snapshot and what it calls. */
export function connectOpsTicket(snapshot: OpsTicketSnapshot, send: (event: OpsTicketEvent) => void) {
  const { context } = snapshot;
  const ticket = context.ticket;
  const busy = snapshot.hasTag('busy');
  return {
    loading: snapshot.hasTag('loading'),
    failure: snapshot.matches('failed') ? context.failure : null,
    missing: snapshot.matches('missing'),
    ticket: snapshot.matches('loading') || snapshot.matches('failed') || snapshot.matches('missing') ? null : ticket,
    assignees: context.assignees,
    busy,
    /** The answer box shows while the ticket has no answer. */
    canWriteAnswer: ticket !== null && ticket.answer === null,
    answer: context.answer,
    answerMax: ANSWER_MAX,
    answerTooLong: context.answer.length > ANSWER_MAX,
    answering: snapshot.matches('answering'),
    canSendAnswer: snapshot.can({ type: 'ANSWER.SEND' }),
    /** Another operator answered first: the server's words (the standing answer shows). */
    conflict: context.conflict,
    note: context.note,
    noteMax: NOTE_MAX,
    noting: snapshot.matches('noting'),
    canSendNote: snapshot.can({ type: 'NOTE.SEND' }),
    assigning: snapshot.matches('assigning'),
    canAssign: snapshot.matches('ready'),
    writeFailure: snapshot.matches('ready') ? context.writeFailure : null,
    retry: () => send({ type: 'RETRY' }),
    changeAnswer: (value: string) => send({ type: 'ANSWER.CHANGE', value }),
    sendAnswer: () => send({ type: 'ANSWER.SEND' }),
    changeNote: (value: string) => send({ type: 'NOTE.CHANGE', value }),
    sendNote: () => send({ type: 'NOTE.SEND' }),
    assign: (assigneeId: string | null) => send({ type: 'ASSIGN', assigneeId }),
  };
}

export type OpsTicketApi = ReturnType<typeof connectOpsTicket>;
