/**
 * The model-test walk options of each machine, for the explorer: the events with their payloads, the
 * outputs and errors its invoked actors answer with, the inputs it starts from. They mirror the
 * `modelOf(...)` call of each `tests/machines/<name>.test.tsx` (the same payloads and API doubles), so
 * the explorer lists the same paths; `tests/machines/explorer-registry.test.ts` checks that every walk
 * still takes every transition. Machines added later: add a block here and one line in registry.tsx.
 */
import type { EventObject } from 'xstate';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import type { CatalogListEvent, CatalogListInput, ListPage } from '../../machines/catalog-list.types';
import type { ProfileCheck, ProfileName } from '../../machines/access-gate.types';
import type { OtpLoginEvent } from '../../machines/otp-login.types';
import type { RegistrationContext, RegistrationEvent, RegistrationInput } from '../../machines/registration.types';
import type { ReportDialogEvent } from '../../machines/report-dialog.types';
import { describeApiEvent, type ModelOptions } from '../../tests/machines/model';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { FILLED_FORM, PROVINCES, SENT } from '../auth/auth-fixtures';
import { medicineA } from '../catalog/detail-fixtures';
import { rowsA } from '../catalog/list-fixtures';

export type WalkOptions = ModelOptions<AnyStateMachine>;

const MOBILE_TYPED = '۰۹۱۲۱۲۳۴۵۶۷';
const TOKENS = { accessToken: 'story-access', refreshToken: 'story-refresh' };
const NO_NETWORK = new ApiError({ kind: 'network' });
const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });
const WRONG_CODE = new ApiError({ kind: 'client', status: 400, message: 'کد تأیید نادرست است.' });
const TOO_MANY = new ApiError({ kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.' });
const ALREADY_SENT = new ApiError({
  kind: 'client',
  status: 429,
  message: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.',
  retryAfter: 74,
  codeAlreadySent: true,
});
const TOO_SOON = new ApiError({ kind: 'client', status: 429, message: 'برای دریافت کد جدید دو دقیقه صبر کنید.', retryAfter: 40, codeAlreadySent: false });

export const otpLoginWalk: WalkOptions = {
  inputs: [{ hasToken: false }, { hasToken: true }],
  events: [
    { type: 'PHONE.CHANGE', value: MOBILE_TYPED },
    { type: 'CODE.CHANGE', value: '12' },
    { type: 'CODE.CHANGE', value: '1234' },
  ] satisfies OtpLoginEvent[],
  outputs: { sendOtp: [SENT], resendOtp: [SENT], submitOtp: [TOKENS], getMyProfile: [{ first_name: 'مریم', last_name: 'احمدی' }] },
  errors: {
    sendOtp: [NO_NETWORK, ALREADY_SENT],
    resendOtp: [TOO_MANY, ALREADY_SENT, TOO_SOON],
    submitOtp: [WRONG_CODE, SERVER_DOWN],
    getMyProfile: [SERVER_DOWN],
  },
  describeEvent: describeApiEvent,
};

export const registrationWalk: WalkOptions = {
  inputs: [
    { hasToken: false, step: 1 },
    { hasToken: true, step: 1 },
    { hasToken: true, step: 3 },
    { hasToken: false, step: 2 },
  ] satisfies RegistrationInput[],
  // Each field is typed once (from empty), so the walk stays small.
  events: (state: AnyMachineSnapshot): RegistrationEvent[] => {
    const form = (state.context as RegistrationContext).form;
    const fields: RegistrationEvent[] = [];
    if (!form.mobile) fields.push({ type: 'FIELD.CHANGE', field: 'mobile', value: MOBILE_TYPED });
    if (!form.firstName) fields.push({ type: 'FIELD.CHANGE', field: 'firstName', value: FILLED_FORM.firstName });
    if (!form.lastName) fields.push({ type: 'FIELD.CHANGE', field: 'lastName', value: FILLED_FORM.lastName });
    return [
      ...fields,
      { type: 'CODE.CHANGE', value: '12' },
      { type: 'CODE.CHANGE', value: '1234' },
      { type: 'PACKAGE.CHOOSE', packageId: '1m' },
      { type: 'INVOICE.TOGGLE', checked: true },
      { type: 'STEP.ROUTE', step: 3 },
    ];
  },
  outputs: { provinces: [PROVINCES], sendOtp: [SENT], submitOtp: [TOKENS], register: [{ message: 'ثبت‌نام با موفقیت انجام شد.' }] },
  errors: {
    provinces: [NO_NETWORK, SERVER_DOWN],
    sendOtp: [TOO_MANY, ALREADY_SENT],
    submitOtp: [WRONG_CODE, SERVER_DOWN],
    register: [new ApiError({ kind: 'client', status: 409, message: 'ثبت‌نام این شماره قبلاً انجام شده است.' })],
  },
  serializeState: (state) => {
    const c = state.context as RegistrationContext;
    return JSON.stringify([state.value, state.status, c.hasToken, c.requestedStep, c.form.mobile, c.form.firstName, c.form.lastName, c.attempted, c.registered, c.code, c.failure?.kind, c.packageId, c.wantInvoice, c.provinces?.length, c.provincesFailed]);
  },
  describeEvent: describeApiEvent,
};

const NAME: ProfileName = { name: 'مریم', lastName: 'احمدی' };
const complete: ProfileCheck = { completeProfile: true };
const incomplete: ProfileCheck = { completeProfile: false };
const OFFLINE = new ApiError({ kind: 'network' });

export const accessGateWalk: WalkOptions = {
  inputs: [{ hasToken: true }, { hasToken: false }],
  outputs: { checkProfile: [complete, incomplete], recheckProfile: [complete, incomplete], loadProfile: [NAME] },
  errors: { checkProfile: [OFFLINE], recheckProfile: [OFFLINE], loadProfile: [OFFLINE] },
  describeEvent: describeApiEvent,
};

const rows = rowsA(2).map((row) => ({ ...row, irc_code: null, producer_company: null, supplier_company: null }));
const PAGE_OF_ROWS = { rows, totalDocs: 40, totalPages: 3 } as unknown as ListPage;
const NO_ROWS: ListPage = { rows: [], totalDocs: 0, totalPages: 0 };
const PAST_END: ListPage = { rows: [], totalDocs: 40, totalPages: 3 };

export const catalogListWalk: WalkOptions = {
  inputs: [
    { category: 'A', query: DEFAULT_QUERY },
    { category: 'B', query: DEFAULT_QUERY },
  ] satisfies CatalogListInput[],
  events: [
    { type: 'PAGE.GOTO', page: 2 },
    { type: 'PAGE.GOTO', page: 9 },
    { type: 'PAGE_SIZE.CHANGE', limit: 30 },
    { type: 'SEARCH.TYPE', text: 'آموکسی' },
    { type: 'FILTER.APPLY', filters: { genericCode: '123' } },
    { type: 'FILTER.REMOVE', key: 'genericCode' },
    { type: 'URL.CHANGED', query: { ...DEFAULT_QUERY, page: 4 } },
  ] satisfies CatalogListEvent[],
  outputs: { fetchPage: [PAGE_OF_ROWS, NO_ROWS, PAST_END] },
  errors: { fetchPage: [new ApiError({ kind: 'forbidden', message: 'اشتراک ندارید' }), SERVER_DOWN] },
  serializeState: (state) => {
    const c = state.context as { query: unknown; searchText: string; totalPages: number; rows: unknown[]; failure: { kind: string } | null };
    return JSON.stringify([state.value, c.query, c.searchText, c.totalPages, c.rows.length, c.failure?.kind]);
  },
  describeEvent: (event: EventObject) => {
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    if (type === 'xstate.done.actor.fetchPage') {
      const output = rest.output as ListPage;
      return `${type} (${output.rows.length} rows of ${output.totalPages} pages)`;
    }
    return describeApiEvent(event);
  },
};

const detailFailures: ApiFailure[] = [
  { kind: 'notFound', message: 'دارویی یافت نشد!' },
  { kind: 'forbidden', message: 'برای استفاده از اطلاعات دارویی باید اشتراک فعال داشته باشید.' },
  { kind: 'server', status: 500 },
  { kind: 'network' },
];

export const medicineDetailWalk: WalkOptions = {
  input: { category: 'A', medicineId: medicineA._id },
  events: [{ type: 'CHART.OPEN', kind: 'price_OA' }],
  outputs: { loadMedicine: [{ category: 'A', medicine: medicineA }] },
  errors: { loadMedicine: detailFailures.map((failure) => new ApiError(failure)) },
  serializeState: (state) => JSON.stringify([state.value, (state.context as { failure: { kind: string } | null }).failure?.kind ?? null]),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & Record<string, unknown>;
    if (e.type === 'xstate.done.actor.loadMedicine') return `${e.type} (${(e.output as { medicine: { _id: string } }).medicine._id})`;
    if (e.type === 'xstate.error.actor.loadMedicine') return `${e.type} (${(e.error as ApiError).failure.kind})`;
    return `${e.type}${'kind' in e ? ` ${String(e.kind)}` : ''}`;
  },
};

const typed: ReportDialogEvent[] = [
  { type: 'REPORT.OPEN' },
  { type: 'REPORT.TITLE', value: 'قیمت اشتباه' },
  { type: 'REPORT.BODY', value: 'قیمت جعبه با بسته‌بندی یکسان نیست.' },
  { type: 'REPORT.SUBMIT' },
  { type: 'REPORT.CANCEL' },
];

export const reportDialogWalk: WalkOptions = {
  inputs: [
    { category: 'A', medicineId: 'a-1' },
    { category: 'B', medicineId: 'b-1' },
  ],
  events: (state) => typed.filter((event) => state.can(event)),
  outputs: { sendReport: ['گزارش شما با موفقیت ثبت شد.'] },
  errors: {
    sendReport: [
      { kind: 'client', status: 400, message: 'عنوان گزارش بیش از حد طولانی است.' },
      { kind: 'server', status: 500 },
      { kind: 'network' },
    ].map((failure) => new ApiError(failure as ApiFailure)),
  },
  serializeState: (state) => JSON.stringify([state.value, (state.context as { category: string }).category]),
  describeEvent: describeApiEvent,
};

export const resendCountdownWalk: WalkOptions = {
  input: { seconds: 3 },
  describeState: (state) => `${String(state.value)} ${(state.context as { remaining: number }).remaining}s`,
};
