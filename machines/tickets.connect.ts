import type { TicketsSnapshot } from './tickets.machine';
import { TICKET_PAGE_SIZE, type TicketsEvent } from './tickets.types';

export type { TicketsSnapshot };

/** Skeleton rows while a page loads (behaviour §9). */
export const TICKET_SKELETON_ROWS = 7;
/** Ticket titles are cut at this many characters plus an ellipsis (behaviour §9). */
export const TICKET_TITLE_MAX = 20;

/** What the tickets screen reads from a snapshot of the tickets machine, and what it calls. */
export function connectTickets(snapshot: TicketsSnapshot, send: (event: TicketsEvent) => void) {
  const { context } = snapshot;
  const inList = snapshot.matches('list');
  const composing = snapshot.matches('composing') || snapshot.matches('sending');
  return {
    /** The list (table, pager) is on screen; otherwise the new-ticket form is. */
    showList: inList,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    failure: inList ? context.failure : null,
    rows: context.rows,
    page: context.page,
    /** Known only after a successful load (the pager says nothing before). */
    totalPages: snapshot.matches({ list: 'loaded' }) ? context.totalPages : null,
    /** behaviour §9: 10 × (page − 1) + 1 + index. */
    rowNumber: (index: number) => TICKET_PAGE_SIZE * (context.page - 1) + 1 + index,
    skeletonRows: TICKET_SKELETON_ROWS,
    titleMax: TICKET_TITLE_MAX,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canOpenNew: snapshot.can({ type: 'NEW.OPEN' }),
    /** The open ticket's detail dialog, or null. */
    detail: snapshot.matches({ list: { loaded: { rows: 'viewing' } } }) ? context.selected : null,
    /** The new-ticket form. */
    form: {
      open: composing,
      sending: snapshot.hasTag('busy'),
      draft: context.draft,
      /** The last send failed (what was typed is kept). */
      failure: snapshot.matches('composing') ? context.failure : null,
    },
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    openTicket: (id: string) => send({ type: 'TICKET.OPEN', id }),
    closeTicket: () => send({ type: 'TICKET.CLOSE' }),
    openNew: () => send({ type: 'NEW.OPEN' }),
    changeTitle: (value: string) => send({ type: 'DRAFT.TITLE', value }),
    changeBody: (value: string) => send({ type: 'DRAFT.BODY', value }),
    submitNew: () => send({ type: 'NEW.SUBMIT' }),
    cancelNew: () => send({ type: 'NEW.CANCEL' }),
  };
}

export type TicketsApi = ReturnType<typeof connectTickets>;
