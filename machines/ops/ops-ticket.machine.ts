import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { providedActor } from '../provided';
import {
  ANSWER_MAX,
  NOTE_MAX,
  type AnswerOutcome,
  type OpsTicket,
  type OpsTicketContext,
  type OpsTicketEvent,
  type OpsTicketInput,
  type OpsTicketLoad,
} from './ops-ticket.types';

/** At least one visible character, within `max` (the contract's rule for answers and notes). */
const isSendable = (text: string, max: number) => /\S/.test(text) && text.length <= max;

/**
 * One ticket in the console (behaviour §10.10).
 *
 * - `loading` reads the ticket (with its pharmacy's name, province and subscription, its notes) and
 *   the people it can be assigned to → `ready`; a 404 → `missing`; any other failure → `failed`.
 * - In `ready`, an unanswered ticket takes an answer (`ANSWER.SEND` while it has a visible character
 *   and fits the contract's limit) → `answering`: stored → the ticket shows it, 'checked'; when
 *   another operator answered first (409) the ticket shows the answer that stands and says so
 *   (`conflict`), and what was typed is dropped, never sent again. A private note (`NOTE.SEND`) and
 *   a reassignment (`ASSIGN`) write the same way; a failed write keeps what was typed and says why.
 * Effects: `announce`, `reportFailure`. Actors: `opsTicketActors(client)`.
 */
export const opsTicketMachine = setup({
  types: {
    context: {} as OpsTicketContext,
    events: {} as OpsTicketEvent,
    input: {} as OpsTicketInput,
  },
  actors: {
    loadTicket: providedActor<OpsTicketLoad, { ticketId: string }>('loadTicket'),
    answerTicket: providedActor<AnswerOutcome, { ticketId: string; answer: string }>('answerTicket'),
    addNote: providedActor<OpsTicket, { ticketId: string; note: string }>('addNote'),
    assignTicket: providedActor<OpsTicket, { ticketId: string; assigneeId: string | null }>('assignTicket'),
  },
  guards: {
    isMissing: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'notFound',
    canAnswer: ({ context }) => context.ticket?.answer === null && isSendable(context.answer, ANSWER_MAX),
    canNote: ({ context }) => isSendable(context.note, NOTE_MAX),
    isNewAssignee: ({ context, event }) => event.type === 'ASSIGN' && event.assigneeId !== (context.ticket?.assignee?._id ?? null),
    isConflict: ({ event }) => (event as unknown as { output: AnswerOutcome }).output.kind === 'conflict',
  },
  actions: {
    storeLoad: assign((_, params: { load: OpsTicketLoad }) => ({
      ticket: params.load.ticket,
      assignees: params.load.assignees,
      failure: null,
    })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    storeTicket: assign((_, params: { ticket: OpsTicket }) => ({ ticket: params.ticket, writeFailure: null })),
    storeConflict: assign((_, params: { ticket: OpsTicket; message: string }) => ({
      ticket: params.ticket,
      conflict: params.message,
      answer: '',
      writeFailure: null,
    })),
    storeWriteFailure: assign((_, params: { failure: ApiFailure }) => ({ writeFailure: params.failure })),
    setAnswer: assign({ answer: ({ context, event }) => (event.type === 'ANSWER.CHANGE' ? event.value : context.answer) }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'NOTE.CHANGE' ? event.value : context.note) }),
    clearAnswer: assign({ answer: '' }),
    clearNote: assign({ note: '' }),
    announce: (_, _params: { message: 'answered' | 'noted' | 'assigned' }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsTicket',
  context: ({ input }) => ({
    ticketId: input.ticketId,
    ticket: null,
    assignees: [],
    answer: '',
    note: '',
    failure: null,
    writeFailure: null,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ ticketId: context.ticketId }),
        onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) } },
        onError: [
          { guard: 'isMissing', target: 'missing' },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
    missing: {},
    ready: {
      on: {
        'ANSWER.CHANGE': { actions: 'setAnswer' },
        'ANSWER.SEND': { guard: 'canAnswer', target: 'answering' },
        'NOTE.CHANGE': { actions: 'setNote' },
        'NOTE.SEND': { guard: 'canNote', target: 'noting' },
        ASSIGN: { guard: 'isNewAssignee', target: 'assigning' },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answerTicket',
        src: 'answerTicket',
        input: ({ context }) => ({ ticketId: context.ticketId, answer: context.answer }),
        onDone: [
          {
            guard: 'isConflict',
            target: 'ready',
            actions: {
              type: 'storeConflict',
              params: ({ event }) => ({
                ticket: event.output.ticket,
                message: event.output.kind === 'conflict' ? event.output.message : '',
              }),
            },
          },
          {
            target: 'ready',
            actions: [
              { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output.ticket }) },
              'clearAnswer',
              { type: 'announce', params: { message: 'answered' } },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeWriteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    noting: {
      tags: ['busy'],
      invoke: {
        id: 'addNote',
        src: 'addNote',
        input: ({ context }) => ({ ticketId: context.ticketId, note: context.note }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) },
            'clearNote',
            { type: 'announce', params: { message: 'noted' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeWriteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        id: 'assignTicket',
        src: 'assignTicket',
        input: ({ context, event }) => ({ ticketId: context.ticketId, assigneeId: event.type === 'ASSIGN' ? event.assigneeId : null }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) },
            { type: 'announce', params: { message: 'assigned' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeWriteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});

export type OpsTicketSnapshot = ReturnType<typeof opsTicketMachine.transition>;
