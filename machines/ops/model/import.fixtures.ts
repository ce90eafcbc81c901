/** The import screens' fixtures (behaviour §10.12), shared by their model walks and stories. */
import type { ChosenFile, ImportLayout, PreviewRow, PriceImport } from '../ops-import.types';

export const chosenFile: ChosenFile = {
  name: 'price-list-a.xlsx',
  size: 48_213,
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const layout: ImportLayout = {
  headers: ['کد برند', 'نام تجاری فارسی', 'قیمت', 'قیمت با ارزش افزوده', 'تاریخ اجرا'],
  mapping: { code: 0, brand_name_fa: 1, price: 2, price_with_value: 3, effective_date: 4 },
  saved: true,
};
export const guessedLayout: ImportLayout = { headers: ['ستون ۱', 'ستون ۲'], mapping: {}, saved: false };

const base: PriceImport = {
  _id: '5b0d3a52-6f7a-4c1e-9a3e-0f2d7c1b9a11',
  catalogue: 'A',
  file_name: 'price-list-a.xlsx',
  sha256: 'a'.repeat(64),
  status: 'preview',
  progress: null,
  failure: null,
  effective_at: '2026-11-26T20:30:00.000Z',
  counts: { rows: 302, new: 4, change: 37, same: 259, error: 2, missing: 11, flagged: 3 },
  headers: layout.headers,
  mapping: layout.mapping,
  createdAt: '2026-11-27T07:10:00.000Z',
  createdBy: 'u-op',
  publishedAt: null,
  publishedBy: null,
  rolledBackAt: null,
};
export const previewImport = base;
export const cleanImport: PriceImport = { ...base, _id: 'c1', counts: { ...base.counts, error: 0 } };
export const readingImport: PriceImport = {
  ...base,
  status: 'reading',
  progress: 0.42,
  effective_at: null,
  counts: { rows: 0, new: 0, change: 0, same: 0, error: 0, missing: 0, flagged: 0 },
};
export const failedImport: PriceImport = { ...readingImport, status: 'failed', progress: null, failure: 'فایل جز سطر عنوان ردیفی ندارد.' };
export const publishedImport: PriceImport = {
  ...base,
  status: 'published',
  publishedAt: '2026-11-27T07:12:00.000Z',
  publishedBy: 'u-op',
};
export const rolledBackImport: PriceImport = {
  ...publishedImport,
  _id: 'r1',
  file_name: 'price-list-b.csv',
  catalogue: 'B',
  status: 'rolled back',
  rolledBackAt: '2026-11-27T08:00:00.000Z',
};

export const previewRows: PreviewRow[] = [
  {
    _id: 'p1',
    rowNo: 2,
    kind: 'change',
    code: '1012',
    medicineId: 'm1',
    name: 'آموکسی‌سیلین ۵۰۰',
    oldPrice: 1_200_000,
    newPrice: 1_320_000,
    percent: 10,
    flagged: false,
    effectiveAt: base.effective_at,
    reason: null,
  },
  {
    _id: 'p2',
    rowNo: 3,
    kind: 'change',
    code: '1044',
    medicineId: 'm2',
    name: 'سفکسیم ۴۰۰',
    oldPrice: 800_000,
    newPrice: 1_760_000,
    percent: 120,
    flagged: true,
    effectiveAt: base.effective_at,
    reason: null,
  },
  {
    _id: 'p3',
    rowNo: 4,
    kind: 'change',
    code: '1100',
    medicineId: 'm3',
    name: 'لوزارتان ۲۵',
    oldPrice: 450_000,
    newPrice: 0,
    percent: -100,
    flagged: true,
    effectiveAt: base.effective_at,
    reason: null,
  },
];
export const errorRows: PreviewRow[] = [
  {
    _id: 'e1',
    rowNo: 57,
    kind: 'error',
    code: '2031',
    medicineId: null,
    name: null,
    oldPrice: null,
    newPrice: null,
    percent: null,
    flagged: false,
    effectiveAt: null,
    reason: 'قیمت عدد معتبری نیست.',
  },
  {
    _id: 'e2',
    rowNo: 211,
    kind: 'error',
    code: null,
    medicineId: null,
    name: null,
    oldPrice: null,
    newPrice: null,
    percent: null,
    flagged: false,
    effectiveAt: null,
    reason: 'کد دارو خالی است.',
  },
];
