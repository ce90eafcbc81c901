import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';
import { requestLimits } from '../../src/api/rules.gen';

/** One ticket as an operator reads it (with its pharmacy, answer, assignee and private notes). */
export type OpsTicket = Schemas['OpsTicket'];
/** An operator or admin a ticket can be assigned to. */
export type OpsPerson = Schemas['OpsPerson'];

/** The contract's limits: an answer and a private note (plain text). */
export const ANSWER_MAX = requestLimits.OpsAnswerRequest.answer;
export const NOTE_MAX = requestLimits.OpsNoteRequest.note;

/** What the ticket screen loads: the ticket and who it can go to. */
export interface OpsTicketLoad {
  ticket: OpsTicket;
  assignees: OpsPerson[];
}

/** How an answer ended: stored, or another operator's answer already stood (the 409). */
export type AnswerOutcome = { kind: 'answered'; ticket: OpsTicket } | { kind: 'conflict'; ticket: OpsTicket; message: string };

export interface OpsTicketInput {
  ticketId: string;
}

export interface OpsTicketContext {
  ticketId: string;
  ticket: OpsTicket | null;
  assignees: OpsPerson[];
  answer: string;
  note: string;
  /** Why the ticket could not be loaded. */
  failure: ApiFailure | null;
  /** Why the last write failed (what was typed is kept). */
  writeFailure: ApiFailure | null;
  /** Another operator answered first: the server's words (the standing answer is in `ticket`). */
  conflict: string | null;
}

export type OpsTicketEvent =
  | { type: 'RETRY' }
  | { type: 'ANSWER.CHANGE'; value: string }
  | { type: 'ANSWER.SEND' }
  | { type: 'NOTE.CHANGE'; value: string }
  | { type: 'NOTE.SEND' }
  | { type: 'ASSIGN'; assigneeId: string | null };
