/**
 * The console's machines' models (behaviour §10.10): walked in node (`tests/machines/ops/ops.model.test.ts`),
 * through the views in jsdom (`ops.paths.test.tsx`) and shown by the explorer.
 */
import type { EventObject } from 'xstate';
import { myReportsMachine } from '../../my-reports.machine';
import { opsAccessMachine } from '../ops-access.machine';
import { opsAuditMachine } from '../ops-audit.machine';
import { opsInboxMachine } from '../ops-inbox.machine';
import { opsOperatorsMachine } from '../ops-operators.machine';
import { opsPackagesMachine } from '../ops-packages.machine';
import { opsPharmacyMachine } from '../ops-pharmacy.machine';
import { opsReportsMachine } from '../ops-reports.machine';
import { opsTicketMachine } from '../ops-ticket.machine';
import { describeApiEvent, lazyModelOf, type ModelOptions } from '../../model/model';
import {
  answeredByOther,
  answeredTicket,
  assignedTicket,
  auditRows,
  error,
  failures,
  fixedReport,
  inboxRows,
  notedTicket,
  openTicket,
  operator,
  otherOperator,
  packageRows,
  pharmacy,
  pharmacySummary,
  lapsedSummary,
  newOperator,
  operatorRows,
  reportRows,
} from './ops.fixtures';

/** A page of `rows` as the console's search actors answer it. */
export const page = <T>(rows: T[], totalPages = rows.length ? 1 : 0) => ({ rows, totalDocs: rows.length, totalPages });
/** A page past the end: no rows, though the list has pages (rows gone meanwhile). */
const pastEnd = page([], 1);
/** The shared paging's events (`machines/paging.ts`): previous/next, go to a page in and out of range, the page size. */
const pagingEvents = [
  { type: 'PAGE.NEXT' },
  { type: 'PAGE.PREVIOUS' },
  { type: 'PAGE.GOTO', page: 2 },
  { type: 'PAGE.GOTO', page: 9 },
  { type: 'PAGE_SIZE.CHANGE', limit: 30 },
  { type: 'RETRY' },
] as const;
/** Describes API events: a done event with its rows' count, an error by its failure. */
export const describeEvent = (event: EventObject) => {
  const output = (event as { output?: { rows?: unknown[]; totalPages?: number } }).output;
  if (event.type.startsWith('xstate.done.actor.') && output?.rows)
    return `${event.type} (${output.rows.length} rows, ${output.totalPages} pages)`;
  return describeApiEvent(event);
};

export const opsAccessWalk: ModelOptions<typeof opsAccessMachine> = {
  outputs: { loadRole: ['operator', 'admin', 'pharmacist'] },
  errors: { loadRole: [error(failures.network)] },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.loadRole'
      ? `${event.type} ${String((event as { output?: unknown }).output)}`
      : describeApiEvent(event),
};
export const opsAccessModel = lazyModelOf(opsAccessMachine, opsAccessWalk);

export const opsInboxWalk: ModelOptions<typeof opsInboxMachine> = {
  events: [...pagingEvents],
  outputs: { fetchPage: [page(inboxRows, 2), page([]), pastEnd] },
  errors: { fetchPage: [error(failures.server), error(failures.forbidden)] },
  describeEvent,
  serializeState: (state) =>
    JSON.stringify([state.value, state.context.query, state.context.rows.length, state.context.failure?.kind ?? null]),
  limit: 500,
};
export const opsInboxModel = lazyModelOf(opsInboxMachine, opsInboxWalk);

export const ANSWER = 'سلام؛ ارسال پیامک درست شد.';
export const NOTE = 'با پشتیبانی پیامک تماس گرفتم.';
export const opsTicketWalk: ModelOptions<typeof opsTicketMachine> = {
  input: { ticketId: 't-1' },
  events: [
    { type: 'RETRY' },
    { type: 'ANSWER.CHANGE', value: ANSWER },
    { type: 'ANSWER.SEND' },
    { type: 'NOTE.CHANGE', value: NOTE },
    { type: 'NOTE.SEND' },
    { type: 'ASSIGN', assigneeId: operator._id },
  ],
  outputs: {
    loadTicket: [{ ticket: openTicket, assignees: [operator, otherOperator] }],
    answerTicket: [
      { kind: 'answered', ticket: answeredTicket },
      { kind: 'conflict', ticket: answeredByOther, message: 'به این تیکت پیش‌تر پاسخ داده شده است.' },
    ],
    addNote: [notedTicket],
    assignTicket: [assignedTicket],
  },
  errors: {
    loadTicket: [error(failures.network), error(failures.notFound)],
    answerTicket: [error(failures.network)],
    addNote: [error(failures.badRequest)],
    assignTicket: [error(failures.badRequest)],
  },
  describeEvent: (event) => {
    const output = (event as { output?: { kind?: string } }).output;
    if (event.type === 'xstate.done.actor.answerTicket') return `${event.type} (${output?.kind})`;
    return describeApiEvent(event);
  },
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.ticket?.answer ?? null,
      c.ticket?.notes.length ?? null,
      c.ticket?.assignee?._id ?? null,
      Boolean(c.answer),
      Boolean(c.note),
      c.conflict !== null,
      c.failure?.kind ?? null,
      c.writeFailure?.kind ?? null,
    ]);
  },
};
export const opsTicketModel = lazyModelOf(opsTicketMachine, opsTicketWalk);

export const opsReportsWalk: ModelOptions<typeof opsReportsMachine> = {
  events: [
    ...pagingEvents,
    { type: 'FILTER.STATUS', status: 'new' },
    { type: 'FILTER.CATEGORY', category: 'A' },
    { type: 'STATUS.SET', reportId: 'r-1', status: 'fixed' },
  ],
  outputs: { fetchPage: [page(reportRows, 2), page([]), pastEnd], setReportStatus: [fixedReport] },
  errors: { fetchPage: [error(failures.server), error(failures.forbidden)], setReportStatus: [error(failures.badRequest)] },
  describeEvent,
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.query,
      c.rows.map((row: { status: string }) => row.status),
      c.failure?.kind ?? null,
      c.change?.reportId ?? null,
    ]);
  },
  limit: 3000,
};
export const opsReportsModel = lazyModelOf(opsReportsMachine, opsReportsWalk);

export const QUERY = 'احمدی';
export const REASON = 'پرداخت در بانک انجام شده و برگشت نخورده است.';
export const opsPharmacyWalk: ModelOptions<typeof opsPharmacyMachine> = {
  events: [
    { type: 'QUERY.CHANGE', value: QUERY },
    { type: 'SEARCH' },
    ...pagingEvents,
    { type: 'PHARMACY.OPEN', userId: 'u-ph' },
    { type: 'PHARMACY.CLOSE' },
    { type: 'SUB.OPEN', action: 'extend' },
    { type: 'SUB.OPEN', action: 'end' },
    { type: 'SUB.DAYS', value: '۳۰' },
    { type: 'SUB.REASON', value: REASON },
    { type: 'SUB.SUBMIT' },
    { type: 'SUB.CANCEL' },
  ],
  outputs: {
    fetchPage: [page([pharmacySummary, lapsedSummary], 2), page([]), pastEnd],
    loadPharmacy: [pharmacy],
    changeSubscription: [{ active: true, expiresAt: '2027-07-01T00:00:00.000Z' }],
  },
  errors: {
    fetchPage: [error(failures.server), error(failures.forbidden)],
    loadPharmacy: [error(failures.notFound)],
    changeSubscription: [error(failures.conflict)],
  },
  describeEvent,
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      Boolean(c.text),
      c.query,
      c.rows.length,
      c.userId,
      c.pharmacy !== null,
      c.draft && [c.draft.action, Boolean(c.draft.days), Boolean(c.draft.reason)],
      c.failure?.kind ?? null,
      c.writeFailure?.kind ?? null,
    ]);
  },
  limit: 5000,
};
export const opsPharmacyModel = lazyModelOf(opsPharmacyMachine, opsPharmacyWalk);

export const opsPackagesWalk: ModelOptions<typeof opsPackagesMachine> = {
  events: [
    { type: 'RETRY' },
    { type: 'ADD' },
    { type: 'EDIT', packageId: 'month-1' },
    { type: 'DRAFT.NAME', value: 'اشتراک دوماهه' },
    { type: 'DRAFT.DAYS', value: '۶۰' },
    { type: 'DRAFT.PRICE', value: '۲۲۰٬۰۰۰' },
    { type: 'SAVE' },
    { type: 'CANCEL' },
    { type: 'RETIRE', packageId: 'month-3' },
  ],
  outputs: { fetchPackages: [packageRows], savePackage: [packageRows[0]], retirePackage: [packageRows[1]] },
  errors: {
    fetchPackages: [error(failures.network)],
    savePackage: [error(failures.badRequest)],
    retirePackage: [error(failures.conflict)],
  },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchPackages'
      ? `${event.type} (${((event as { output?: unknown[] }).output ?? []).length} packages)`
      : describeApiEvent(event),
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.rows.length,
      c.draft && [c.draft.packageId, Boolean(c.draft.name), Boolean(c.draft.days), Boolean(c.draft.price)],
      c.retiring,
      c.failure?.kind ?? null,
      c.writeFailure?.kind ?? null,
    ]);
  },
  limit: 1000,
};
export const opsPackagesModel = lazyModelOf(opsPackagesMachine, opsPackagesWalk);

export const opsAuditWalk: ModelOptions<typeof opsAuditMachine> = {
  events: [...pagingEvents, { type: 'FILTER.ACTION', action: 'ticket.answer' }],
  outputs: { fetchPage: [page(auditRows, 2), page([]), pastEnd] },
  errors: { fetchPage: [error(failures.server), error(failures.forbidden)] },
  describeEvent,
  serializeState: (state) =>
    JSON.stringify([state.value, state.context.query, state.context.rows.length, state.context.failure?.kind ?? null]),
  limit: 1000,
};
export const opsAuditModel = lazyModelOf(opsAuditMachine, opsAuditWalk);

export const myReportsWalk: ModelOptions<typeof myReportsMachine> = {
  input: { category: 'A', medicineId: 'm-1' },
  outputs: {
    fetchMyReports: [
      [
        {
          _id: 'r-1',
          title: 'قیمت اشتباه',
          date: '2026-11-24T07:00:00.000Z',
          status: 'fixed',
          statusChangedAt: '2026-11-25T07:00:00.000Z',
        },
      ],
      [],
    ],
  },
  errors: { fetchMyReports: [error(failures.notFound)] },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchMyReports'
      ? `${event.type} (${((event as { output?: unknown[] }).output ?? []).length} reports)`
      : describeApiEvent(event),
};
export const myReportsModel = lazyModelOf(myReportsMachine, myReportsWalk);

/** A pharmacist's number, typed with Persian digits as an admin would. */
export const NEW_OPERATOR_MOBILE = '۰۹۱۲۰۰۰۰۰۰۰';
export const opsOperatorsWalk: ModelOptions<typeof opsOperatorsMachine> = {
  events: [
    { type: 'RETRY' },
    { type: 'MOBILE.CHANGE', value: '0912' },
    { type: 'MOBILE.CHANGE', value: NEW_OPERATOR_MOBILE },
    { type: 'ADD' },
    { type: 'REMOVE', userId: 'u-op' },
  ],
  outputs: { fetchOperators: [operatorRows, []], addOperator: [newOperator], removeOperator: [undefined] },
  errors: {
    fetchOperators: [error(failures.forbidden)],
    addOperator: [error(failures.conflict)],
    removeOperator: [error(failures.conflict)],
  },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchOperators'
      ? `${event.type} (${((event as { output?: unknown[] }).output ?? []).length} operators)`
      : describeApiEvent(event),
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.rows.map((row: { _id: string }) => row._id),
      c.mobile,
      c.removing,
      c.failure?.kind ?? null,
      c.addFailure?.kind ?? null,
    ]);
  },
  limit: 2000,
};
export const opsOperatorsModel = lazyModelOf(opsOperatorsMachine, opsOperatorsWalk);
