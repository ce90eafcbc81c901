/** Fixtures of the price machines (behaviour §10.12, §10.13): what their calls answer in walks, tests and stories. */
import type { Schemas } from '../../src/api/client';
import { operator } from '../ops/model/ops.fixtures';

export const medicineSummary: Schemas['OpsMedicineSummary'] = {
  category: 'A',
  _id: 'm-a1',
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰',
  brand_name_la: 'Amoxicillin 500',
  generic_name_fa: 'آموکسی‌سیلین',
  code: '1234567',
  price: 1_250_000,
  priceAt: '2026-11-01T08:30:00.000Z',
};
export const otherSummary: Schemas['OpsMedicineSummary'] = {
  ...medicineSummary,
  _id: 'm-a2',
  brand_name_fa: 'آموکسی‌سیلین ۲۵۰',
  brand_name_la: 'Amoxicillin 250',
  code: '1234568',
  price: 640_000,
};

export const importRef: Schemas['PriceImportRef'] = {
  _id: 'i-1',
  file_name: 'فهرست-قیمت-آذر.xlsx',
  sha256: 'a'.repeat(64),
};

export const priceEntries: Schemas['OpsPriceEntry'][] = [
  {
    seq: '12',
    insert_date: '2026-11-01T08:30:00.000Z',
    oldPrice: 1_100_000,
    price: 1_250_000,
    kind: 'import',
    publishedAt: '2026-11-01T09:00:00.000Z',
    by: operator,
    reason: null,
    import: importRef,
  },
  {
    seq: '3',
    insert_date: '2026-08-20T08:30:00.000Z',
    oldPrice: null,
    price: 1_100_000,
    kind: 'seed',
    publishedAt: '2026-08-20T08:30:00.000Z',
    by: null,
    reason: null,
    import: null,
  },
];

/** Category A's correctable fields, as the console reads them (behaviour §10.13). */
export const medicineFields: Schemas['MedicineEditFields'] = {
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰',
  brand_name_la: 'Amoxicillin 500',
  generic_name_fa: 'آموکسی‌سیلین',
  generic_name_la: 'Amoxicillin',
  generic_code: '10452',
  brand_code: '1234567',
  quantity_in_pack: 10,
};

export const opsMedicine: Schemas['OpsMedicine'] = { medicine: medicineSummary, entries: priceEntries, fields: medicineFields, edits: [] };

/** A hand edit of the fields: the pack corrected, by the operator, with its reason. */
export const fieldsEdit: Schemas['OpsMedicineEdit'] = {
  at: '2026-11-27T10:30:00.000Z',
  by: operator,
  reason: 'تعداد در بسته بر پایه بسته‌بندی تازه',
  before: { quantity_in_pack: 10, brand_name_la: 'Amoxicillin 500' },
  after: { quantity_in_pack: 20, brand_name_la: 'Amoxicillin 500 mg' },
};
export const correctedMedicine: Schemas['OpsMedicine'] = {
  ...opsMedicine,
  fields: { ...medicineFields, quantity_in_pack: 20, brand_name_la: 'Amoxicillin 500 mg' },
  edits: [fieldsEdit],
};

export const handEntry: Schemas['OpsPriceEntry'] = {
  seq: '13',
  insert_date: '2026-11-27T10:00:00.000Z',
  oldPrice: 1_250_000,
  price: 1_300_000,
  kind: 'hand',
  publishedAt: '2026-11-27T10:00:00.000Z',
  by: operator,
  reason: 'اصلاح بر پایه نامه سازمان غذا و دارو',
  import: null,
};
export const editedMedicine: Schemas['OpsMedicine'] = {
  medicine: { ...medicineSummary, price: 1_300_000, priceAt: handEntry.insert_date },
  entries: [handEntry, ...priceEntries],
  fields: medicineFields,
  edits: [],
};

export const handPrice: Schemas['HandPriceResponse']['data'] = {
  category: 'A',
  medicineId: 'm-a1',
  oldPrice: 1_250_000,
  price: 1_300_000,
  insert_date: handEntry.insert_date,
};

export const apiKey: Schemas['ApiKey'] = {
  _id: 'k-1',
  name: 'نرم‌افزار داروخانه',
  prefix: 'drb_Q3x9Lk',
  createdAt: '2026-11-20T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-11-27T06:15:00.000Z',
};
export const revokedKey: Schemas['ApiKey'] = {
  ...apiKey,
  _id: 'k-0',
  name: 'رایانه قدیمی',
  prefix: 'drb_7hTq2p',
  createdAt: '2026-10-02T08:00:00.000Z',
  revokedAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: null,
};
export const madeKey: Schemas['ApiKeyCreated'] = {
  data: { ...apiKey, _id: 'k-2', name: 'صندوق دوم', prefix: 'drb_m2Vb8s', createdAt: '2026-11-27T10:00:00.000Z', lastUsedAt: null },
  key: 'drb_m2Vb8sYw4kQ1nR7tXe9LzPa3cD6fHj0u',
};
