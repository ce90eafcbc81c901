import type { Ticket } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** Ticket list page size (behaviour §9). */
export const TICKET_PAGE_SIZE = 10;

/** One page of the user's tickets, newest first. */
export interface TicketPage {
  rows: Ticket[];
  totalDocs: number;
  totalPages: number;
}

/** A new ticket as typed (sent as typed: behaviour §5 has no client-side checks). */
export interface TicketDraft {
  title: string;
  report: string;
}

export interface TicketsContext {
  page: number;
  rows: Ticket[];
  totalDocs: number;
  totalPages: number;
  /** Why the list could not be loaded, or why the last send failed. */
  failure: ApiFailure | null;
  draft: TicketDraft;
  /** The ticket whose detail is open. */
  selected: Ticket | null;
}

export type TicketsEvent =
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'RETRY' }
  | { type: 'TICKET.OPEN'; id: string }
  | { type: 'TICKET.CLOSE' }
  | { type: 'NEW.OPEN' }
  | { type: 'DRAFT.TITLE'; value: string }
  | { type: 'DRAFT.BODY'; value: string }
  | { type: 'NEW.SUBMIT' }
  | { type: 'NEW.CANCEL' };
