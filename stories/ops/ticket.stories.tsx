import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsTicketMachine } from '../../machines/ops/ops-ticket.machine';
import type { OpsTicketContext } from '../../machines/ops/ops-ticket.types';
import {
  answeredByOther,
  answeredTicket,
  failures,
  notedTicket,
  openTicket,
  operator,
  otherOperator,
} from '../../machines/ops/model/ops.fixtures';
import { TicketView } from '../../src/ops/features/tickets/TicketView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** One ticket in the console (/ops/tickets/:id), one story per state of the ticket machine. */
const meta = { title: 'Ops/Ticket', parameters: { route: '/ops/tickets/t-1', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsTicketContext = {
  ticketId: 't-1',
  ticket: null,
  assignees: [operator, otherOperator],
  answer: '',
  note: '',
  failure: null,
  writeFailure: null,
  conflict: null,
};
const show = (value: Parameters<typeof opsTicketMachine.resolveState>[0]['value'], context: Partial<OpsTicketContext> = {}) => (
  <TicketView snapshot={snapshotOf(opsTicketMachine, value, context, base)} send={noop} />
);
const ANSWER = 'سلام؛ ارسال پیامک درست شد. لطفاً دوباره امتحان کنید.';

/** The ticket loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** It could not be loaded. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
/** No such ticket. */
export const Missing: StoryObj = { render: () => show('missing') };
/** Unanswered, with the pharmacy's name, province and subscription; an answer typed. */
export const Ready: StoryObj = { render: () => show('ready', { ticket: notedTicket, answer: ANSWER }) };
/** The same on a phone. */
export const ReadyPhone: StoryObj = { ...Ready, globals: phone };
/** The answer is on its way. */
export const Answering: StoryObj = { render: () => show('answering', { ticket: openTicket, answer: ANSWER }) };
/** Answered: 'checked', who answered and when. */
export const Answered: StoryObj = { render: () => show('ready', { ticket: answeredTicket }) };
/** Another operator answered first: their answer stands and the screen says so. */
export const AnsweredByAnother: StoryObj = {
  render: () => show('ready', { ticket: answeredByOther, conflict: 'به این تیکت پیش‌تر پاسخ داده شده است.' }),
};
/** A private note is on its way. */
export const Noting: StoryObj = { render: () => show('noting', { ticket: openTicket, note: 'با پشتیبانی پیامک تماس گرفتم.' }) };
/** Reassigning. */
export const Assigning: StoryObj = { render: () => show('assigning', { ticket: openTicket }) };
/** A write failed: what was typed stays, the reason shows. */
export const WriteFailed: StoryObj = {
  render: () => show('ready', { ticket: openTicket, note: 'یادداشت', writeFailure: failures.badRequest }),
};
