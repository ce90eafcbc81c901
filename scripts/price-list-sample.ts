/**
 * Writes the sample price lists the README points to (behaviour §10.12), from the demo catalogue
 * `npm start` seeds: `samples/price-list-b.csv` (catalogue B, the official list's Persian headers, Jalali
 * dates) and `samples/price-list-a.xlsx` (catalogue A, English headers, Gregorian dates). A few hundred
 * rows each, some prices changed (one by more than half, flagged), one new drug, and two bad rows.
 * Run: `npx tsx scripts/price-list-sample.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { generateCatalog } from '../server/db/seed/catalog';

const ROWS = 300;
const OUT = join(import.meta.dirname, '..', 'samples');
// The server's first seed: 2,000 a catalogue, PRNG seed 1 (codes and current prices do not depend on the date).
const catalog = generateCatalog({ scale: 2_000, seed: 1, now: new Date('2026-11-20T00:00:00Z') });
const last = <T>(list: T[]) => list[list.length - 1];
const changed = (i: number, price: number) =>
  i === 7 ? Math.round(price * 1.6) : i % 6 === 0 ? Math.round((price * 1.12) / 100) * 100 : price;

const b = catalog.medicinesB.filter((m) => m.irc_code && last(m.price_consumer)).slice(0, ROWS);
const csvField = (v: string | number | null) => {
  const t = v === null ? '' : String(v);
  return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};
const lines = [['کد IRC', 'GTIN', 'نام تجاری فارسی', 'نام ژنریک فارسی', 'تعداد در بسته', 'قیمت مصرف کننده', 'تاریخ اجرا']];
b.forEach((m, i) => {
  const price = last(m.price_consumer)!.price;
  lines.push([
    m.irc_code!,
    m.gtin_code ?? '',
    m.brand_name_fa ?? '',
    m.generic_name_fa ?? '',
    String(m.quantity_in_pack ?? ''),
    String(changed(i, price)),
    '1405/09/01',
  ]);
});
lines.push(['9990000000001', '', 'آموکسی‌سیلین نمونه', 'آموکسی‌سیلین', '20', '185000', '1405/09/01']); // a new drug
lines.push([b[3]!.irc_code!, '', '', '', '', 'سیصد هزار', '1405/09/01']); // bad number (and a duplicate code)
lines.push(['', '', 'بدون کد', '', '', '120000', '1405/09/01']); // no code
writeFileSync(join(OUT, 'price-list-b.csv'), `\uFEFF${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`);

const a = catalog.medicinesA.filter((m) => m.brand_code && last(m.added_value ? m.price_OA : m.price_O)).slice(0, ROWS);
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('price list');
sheet.addRow(['brand_code', 'brand_name_fa', 'generic_name_la', 'pack', 'price', 'price_with_value', 'effective_date']);
const seen = new Set<string>();
a.forEach((m, i) => {
  if (seen.has(m.brand_code!)) return;
  seen.add(m.brand_code!);
  const o = last(m.price_O)?.price ?? null;
  const oa = last(m.price_OA)?.price ?? null;
  sheet.addRow([
    m.brand_code,
    m.brand_name_fa,
    m.generic_name_la,
    m.quantity_in_pack,
    o === null ? null : changed(i, o),
    oa === null ? null : changed(i, oa),
    '2026-11-22',
  ]);
});
sheet.addRow(['777001', 'داروی تازه نمونه', 'Sample', 10, 95000, null, '2026-11-22']); // a new drug
sheet.addRow(['777002', '', '', 10, -5, null, '2026-11-22']); // bad number
sheet.addRow([a[0]!.brand_code, '', '', '', 1000, null, '2099-01-01']); // a date in the future (and a duplicate code)
await book.xlsx.writeFile(join(OUT, 'price-list-a.xlsx'));
console.log(`samples/price-list-b.csv: ${b.length + 3} rows; samples/price-list-a.xlsx: ${seen.size + 3} rows`);
