/** The model walk of machines/tickets.machine.ts: its fixtures and `modelOf` options, shared by its test and the machine explorer. */
import type { TicketPage, TicketsContext, TicketsEvent } from '../tickets.types';
import type { Ticket } from '../../src/api/client';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { describeApiEvent, type ModelOptions } from './model';
import type { AnyStateMachine } from 'xstate';

type WalkOptions = ModelOptions<AnyStateMachine>;

export const SENT = 'تیکت شما با موفقیت ثبت شد.';
export const tickets: Ticket[] = [
  {
    _id: 't-2',
    title: 'فاکتور خرید بسته در صفحه سوابق خرید نمایش داده نمی‌شود',
    report: 'پس از پرداخت، فاکتور دیده نمی‌شود.',
    date: '2026-11-23T08:15:00.000Z',
    status: 'not checked',
    answer: null,
  },
  {
    _id: 't-1',
    title: 'ورود با کد',
    report: 'کد تأیید دیر می‌رسد.',
    date: '2026-11-20T06:00:00.000Z',
    status: 'checked',
    answer: 'پیامک‌ها اکنون بی‌درنگ ارسال می‌شوند.',
  },
];
export const pageOfTwo: TicketPage = { rows: tickets, totalDocs: 12, totalPages: 2 };
export const nothing: TicketPage = { rows: [], totalDocs: 0, totalPages: 0 };
export const failures = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  badRequest: { kind: 'client', status: 400, message: 'اطلاعات ارسال‌شده معتبر نیست.' },
  forbidden: { kind: 'forbidden', message: 'دسترسی به این بخش مجاز نیست.' },
  unauthorized: { kind: 'unauthorized', message: 'نشست شما منقضی شده است؛ لطفاً دوباره وارد شوید.' },
} satisfies Record<string, ApiFailure>;
export const error = (failure: ApiFailure) => new ApiError(failure);

export const offered: TicketsEvent[] = [
  { type: 'PAGE.NEXT' },
  { type: 'PAGE.PREVIOUS' },
  { type: 'RETRY' },
  { type: 'TICKET.OPEN', id: 't-2' },
  { type: 'TICKET.CLOSE' },
  { type: 'NEW.OPEN' },
  { type: 'DRAFT.TITLE', value: 'مشکل در ورود' },
  { type: 'DRAFT.BODY', value: 'پس از ورود صفحه داروها باز نمی‌شود.' },
  { type: 'NEW.SUBMIT' },
  { type: 'NEW.CANCEL' },
];

export const ticketsWalk: WalkOptions = {
  events: offered,
  outputs: { fetchTickets: [pageOfTwo, nothing], sendTicket: [SENT] },
  errors: {
    fetchTickets: [error(failures.network), error(failures.server), error(failures.forbidden), error(failures.unauthorized)],
    sendTicket: [error(failures.badRequest), error(failures.network), error(failures.unauthorized)],
  },
  describeEvent: (event) => {
    const { output } = event as { output?: unknown };
    if (event.type === 'xstate.done.actor.fetchTickets') return `${event.type} (${(output as TicketPage).rows.length} rows)`;
    return describeApiEvent(event);
  },
  // A vertex per state, page and what is known; the draft only as typed or not.
  serializeState: (state) => {
    const c = state.context as TicketsContext;
    return JSON.stringify([
      state.value,
      c.page,
      c.rows.length,
      c.totalPages,
      Boolean(c.draft.title),
      Boolean(c.draft.report),
      c.selected?._id ?? null,
      c.failure?.kind ?? null,
    ]);
  },
};
