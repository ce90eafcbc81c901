/** The console's machines' fixtures: what the ops calls answer in walks, path tests and stories. */
import type { Schemas } from '../../../src/api/client';
import { ApiError, type ApiFailure } from '../../../src/api/errors';

export const failures = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
  forbidden: { kind: 'forbidden', message: 'این بخش فقط برای کارشناسان پشتیبانی است.' },
  notFound: { kind: 'notFound', message: 'موردی یافت نشد.' },
  badRequest: { kind: 'client', status: 400, message: 'اطلاعات ارسال‌شده معتبر نیست.' },
  conflict: { kind: 'client', status: 409, message: 'این بسته کنار گذاشته شده است.' },
} satisfies Record<string, ApiFailure>;
export const error = (failure: ApiFailure) => new ApiError(failure);

export const operator: Schemas['OpsPerson'] = { _id: 'u-op', mobile: '09120000001', name: 'سارا کریمی' };
export const otherOperator: Schemas['OpsPerson'] = { _id: 'u-op2', mobile: '09120000009', name: 'رضا نوری' };
export const pharmacyPerson: Schemas['OpsPerson'] = { _id: 'u-ph', mobile: '09120000000', name: 'مریم احمدی' };

export const pharmacySummary: Schemas['OpsPharmacySummary'] = {
  _id: 'u-ph',
  mobile: '09120000000',
  first_name: 'مریم',
  last_name: 'احمدی',
  org_name: 'داروخانه دکتر احمدی',
  province: { _id: '8', name: 'تهران' },
  role: 'pharmacist',
  subscription: { active: true, expiresAt: '2027-06-01T00:00:00.000Z' },
  createdAt: '2026-01-10T08:00:00.000Z',
};
export const lapsedSummary: Schemas['OpsPharmacySummary'] = {
  ...pharmacySummary,
  _id: 'u-ph2',
  mobile: '09120000002',
  first_name: 'علی',
  last_name: 'محمدی',
  org_name: 'داروخانه شفا',
  province: { _id: '4', name: 'اصفهان' },
  subscription: { active: false, expiresAt: '2026-11-10T00:00:00.000Z' },
};

export const openTicket: Schemas['OpsTicket'] = {
  _id: 't-1',
  title: 'کد تأیید دیر می‌رسد',
  report: 'پس از زدن دکمه دریافت کد، پیامک چند دقیقه بعد می‌رسد.',
  date: '2026-11-25T08:15:00.000Z',
  status: 'not checked',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  assignee: null,
  pharmacy: pharmacySummary,
  notes: [],
};
export const answeredTicket: Schemas['OpsTicket'] = {
  ...openTicket,
  status: 'checked',
  answer: 'سلام؛ ارسال پیامک درست شد. لطفاً دوباره امتحان کنید.',
  answeredAt: '2026-11-25T09:00:00.000Z',
  answeredBy: operator,
};
/** Another operator's answer, standing when ours arrives second (the 409). */
export const answeredByOther: Schemas['OpsTicket'] = {
  ...answeredTicket,
  answer: 'سلام؛ مشکل پیامک برطرف شده است.',
  answeredBy: otherOperator,
};
export const notedTicket: Schemas['OpsTicket'] = {
  ...openTicket,
  notes: [{ _id: 'n-1', note: 'با پشتیبانی پیامک تماس گرفتم.', author: operator, createdAt: '2026-11-25T08:30:00.000Z' }],
};
export const assignedTicket: Schemas['OpsTicket'] = { ...openTicket, assignee: operator };

const summaryOf = (ticket: Schemas['OpsTicket']): Schemas['OpsTicketSummary'] => ({
  _id: ticket._id,
  title: ticket.title,
  date: ticket.date,
  status: ticket.status,
  answeredAt: ticket.answeredAt,
  assignee: ticket.assignee,
  pharmacy: pharmacyPerson,
});
export const inboxRows: Schemas['OpsTicketSummary'][] = [
  summaryOf(openTicket),
  { ...summaryOf(openTicket), _id: 't-2', title: 'خروجی اکسل هفتگی', date: '2026-11-26T10:00:00.000Z', assignee: operator },
  { ...summaryOf(answeredTicket), _id: 't-0', title: 'فاکتور خرید', date: '2026-11-20T06:00:00.000Z' },
];

export const newReport: Schemas['OpsReport'] = {
  _id: 'r-1',
  title: 'قیمت اشتباه',
  report: 'قیمت مصرف‌کننده با قیمت روی جعبه یکی نیست.',
  date: '2026-11-24T07:00:00.000Z',
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  medicine: { _id: 'm-1', category: 'A', brand_name_fa: 'آموکسی‌سیلین ۵۰۰', generic_name_fa: 'آموکسی‌سیلین' },
  pharmacy: pharmacyPerson,
};
export const fixedReport: Schemas['OpsReport'] = {
  ...newReport,
  status: 'fixed',
  statusChangedAt: '2026-11-25T07:00:00.000Z',
  statusChangedBy: operator,
};
export const reportRows: Schemas['OpsReport'][] = [
  newReport,
  {
    ...newReport,
    _id: 'r-2',
    title: 'تصویر دارو',
    status: 'in progress',
    medicine: { _id: 'm-9', category: 'B', brand_name_fa: 'ژلوفن', generic_name_fa: 'ایبوپروفن' },
  },
];

export const order: Schemas['OpsOrder'] = {
  _id: 'o-1',
  packageName: 'اشتراک سه‌ماهه',
  days: 90,
  amount: 300000,
  status: 'paid',
  createdAt: '2026-09-01T08:00:00.000Z',
  paidAt: '2026-09-01T08:02:00.000Z',
  expiresAt: '2026-11-30T08:02:00.000Z',
  provider: 'sandbox',
  authority: 'A00000000000000000000000000012345',
  refId: '123456789',
};
export const pharmacy: Schemas['OpsPharmacy'] = {
  profile: {
    ...pharmacySummary,
    address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
    phone: '02188776655',
    email: 'info@example.ir',
    last_login: '2026-11-26T08:00:00.000Z',
    profile_completed: true,
  },
  orders: [order],
  ordersTotal: 1,
  tickets: [summaryOf(openTicket)],
  ticketsTotal: 1,
  reports: [newReport],
  reportsTotal: 1,
};

export const packageRows: Schemas['OpsPackage'][] = [
  { _id: 'month-1', name: 'اشتراک یک‌ماهه', days: 30, price: 120000, retiredAt: null, orders: 4 },
  { _id: 'month-3', name: 'اشتراک سه‌ماهه', days: 90, price: 300000, retiredAt: null, orders: 9 },
  { _id: 'week-1', name: 'اشتراک آزمایشی', days: 7, price: 30000, retiredAt: '2026-10-01T00:00:00.000Z', orders: 2 },
];

export const auditRows: Schemas['OpsAuditEntry'][] = [
  {
    _id: 'a-2',
    at: '2026-11-25T09:00:00.000Z',
    actor: operator,
    action: 'ticket.answer',
    targetType: 'ticket',
    targetId: 't-1',
    before: { status: 'not checked' },
    after: { status: 'checked' },
    reason: null,
  },
  {
    _id: 'a-1',
    at: '2026-11-24T09:00:00.000Z',
    actor: null,
    action: 'operator.add',
    targetType: 'user',
    targetId: 'u-op',
    before: { role: 'pharmacist' },
    after: { role: 'operator' },
    reason: null,
  },
];

/** The admin's operators screen: an admin and an operator, and a pharmacist's number made an operator. */
export const operatorRows: Schemas['OpsOperator'][] = [
  { _id: 'u-admin', mobile: '09120000002', name: 'مدیر داروبان', role: 'admin', last_login: '2026-11-25T08:30:00.000Z' },
  { ...operator, role: 'operator', last_login: null },
];
export const newOperator: Schemas['OpsOperator'] = { ...pharmacyPerson, role: 'operator', last_login: '2026-11-20T10:00:00.000Z' };
