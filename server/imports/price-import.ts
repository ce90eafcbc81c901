import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { toLatinDigits } from '../../src/lib/digits';
import { foldForSearch, foldPersian } from '../../src/lib/fold';
import { isValidDay, tehranStartOfDay, tehranToday } from '../../src/lib/jalali-days';
import { toJalaali } from 'jalaali-js';
import { currentUser } from '../auth/bearer';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { applyMedicineChangeIn, lockPrices } from '../service/medicine-change';
import { isUuid } from '../service/medicine-sql';
import { type Rows, audit, iso, poolRows, transaction } from '../ops/ops-kit';
import { paging } from '../service/paging';
import { type Cell, type ReadProgress, type SheetRow, UploadBody, checkZip, readRows, sniff, spool, uploadPath } from './read';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';

/**
 * Importing the official price list (behaviour §10.12): upload → preview (nothing published) →
 * publish in one transaction, or roll a published import back as a whole; and an operator's hand edit
 * of one price. Every entry written keeps its provenance in `price_entries`.
 */

type Catalogue = 'A' | 'B';
type Field = components['schemas']['PriceImportField'];
type PriceImport = components['schemas']['PriceImport'];
type Mapping = Partial<Record<Field, number>>;

const FIELDS: readonly Field[] = [
  'code',
  'gtin',
  'brand_name_fa',
  'brand_name_la',
  'generic_name_fa',
  'generic_name_la',
  'generic_code',
  'pack',
  'price',
  'price_with_value',
  'effective_date',
];

/** The counts of an import still being read. */
const NO_COUNTS = { rows: 0, new: 0, change: 0, same: 0, error: 0, missing: 0, flagged: 0 };

/** A change above this many percent, or to zero, is flagged in the preview. */
export const FLAG_PERCENT = 50;

/** How a header reads for matching: folded, lower case, without spaces, underscores, dashes or ZWNJ. */
const headerKey = (text: string) =>
  foldPersian(toLatinDigits(text))
    .toLowerCase()
    .replace(/[\s_\-\u200c().]/g, '');

/** The names a column of each field goes by in the lists we know (the official list's Persian headers, ours in English). */
const HEADER_NAMES: Record<Field, string[]> = {
  code: ['code', 'brandcode', 'irc', 'irccode', 'کد', 'کددارو', 'کدبرند', 'کدirc', 'کدآیآرسی'],
  gtin: ['gtin', 'gtincode', 'بارکد', 'کدgtin'],
  brand_name_fa: ['brandnamefa', 'نامتجاری', 'نامتجاریفارسی', 'نامبرند', 'نامبرندفارسی'],
  brand_name_la: ['brandnamela', 'brandname', 'نامتجاریلاتین', 'نامبرندلاتین'],
  generic_name_fa: ['genericnamefa', 'نامژنریک', 'نامژنریکفارسی'],
  generic_name_la: ['genericnamela', 'genericname', 'نامژنریکلاتین'],
  generic_code: ['genericcode', 'کدژنریک'],
  pack: ['pack', 'quantityinpack', 'تعداددربسته', 'تعداددرهربسته'],
  price: ['price', 'priceo', 'priceconsumer', 'قیمت', 'قیمتمصرفکننده', 'قیمتبدونارزشافزوده'],
  price_with_value: ['pricewithvalue', 'priceoa', 'قیمتباارزشافزوده'],
  effective_date: ['effectivedate', 'date', 'تاریخ', 'تاریخاجرا', 'تاریخاعمال'],
};

/** The Persian names of the fields, for the wrong-layout message. */
const FIELD_NAMES: Record<Field, string> = {
  code: 'کد دارو',
  gtin: 'GTIN',
  brand_name_fa: 'نام تجاری فارسی',
  brand_name_la: 'نام تجاری لاتین',
  generic_name_fa: 'نام ژنریک فارسی',
  generic_name_la: 'نام ژنریک لاتین',
  generic_code: 'کد ژنریک',
  pack: 'تعداد در بسته',
  price: 'قیمت',
  price_with_value: 'قیمت با ارزش افزوده',
  effective_date: 'تاریخ اجرا',
};

function guessMapping(headers: string[]): Mapping {
  const mapping: Mapping = {};
  headers.forEach((header, index) => {
    const key = headerKey(header);
    for (const field of FIELDS) {
      if (mapping[field] === undefined && HEADER_NAMES[field].some((name) => headerKey(name) === key)) {
        mapping[field] = index;
        return;
      }
    }
  });
  return mapping;
}

/** A mapping sent by the operator: `{ field: column }`, known fields and columns only (400 otherwise). */
function parseMapping(text: string, columns: number): Mapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(messages.imports.badMapping);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(messages.imports.badMapping);
  const mapping: Mapping = {};
  for (const [field, column] of Object.entries(value)) {
    if (!FIELDS.includes(field as Field) || !Number.isInteger(column) || (column as number) < 0 || (column as number) >= columns)
      throw badRequest(messages.imports.badMapping);
    mapping[field as Field] = column as number;
  }
  return mapping;
}

const cellText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** A whole number of rial (Latin or Persian digits, thousands separators allowed), null when empty, NaN when not one. */
export function parsePrice(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell >= 0 ? cell : NaN;
  const text = toLatinDigits(cellText(cell)).replace(/[,\u066c\u060c\s]/g, '');
  if (text === '') return null;
  if (!/^\d{1,13}$/.test(text)) return NaN;
  return Number(text);
}

/**
 * A date as the start of its day in Tehran: Jalali (`1405/09/06`) or Gregorian (`2026-11-27`) text,
 * an xlsx date, or an Excel day number; null when empty, NaN-dated (invalid) when unreadable.
 */
export function parseDate(cell: Cell | undefined): Date | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const invalid = new Date(NaN);
  let gregorian: { y: number; m: number; d: number } | null = null;
  if (cell instanceof Date) gregorian = { y: cell.getUTCFullYear(), m: cell.getUTCMonth() + 1, d: cell.getUTCDate() };
  else if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 20_000 || cell > 80_000) return invalid;
    const day = new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000);
    gregorian = { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate() };
  } else {
    const match = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})(?:$|[T\s])/.exec(toLatinDigits(cell.trim()));
    if (!match) return invalid;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 1700) {
      if (!isValidDay({ jy: y, jm: m, jd: d })) return invalid;
      return new Date(tehranStartOfDay({ jy: y, jm: m, jd: d }));
    }
    gregorian = { y, m, d };
  }
  const check = new Date(Date.UTC(gregorian.y, gregorian.m - 1, gregorian.d));
  if (check.getUTCMonth() !== gregorian.m - 1 || check.getUTCDate() !== gregorian.d) return invalid;
  const j = toJalaali(gregorian.y, gregorian.m, gregorian.d);
  return new Date(tehranStartOfDay({ jy: j.jy, jm: j.jm, jd: j.jd }));
}

/** One row read from the file, before it is compared with the catalogue. */
interface Staged {
  n: number;
  rowNo: number;
  code: string | null;
  effectiveAt: string | null;
  reason: string | null;
  fields: Record<string, string | number | null> | null;
}

/** A code as compared with the catalogue's: trimmed, Latin digits. */
const normCode = (cell: Cell | undefined): string => toLatinDigits(cellText(cell)).replace(/\s+/g, '');

function stageRow(row: SheetRow, n: number, mapping: Mapping, fallbackDate: Date | null, endOfToday: number): Staged {
  const get = (field: Field) => (mapping[field] === undefined ? undefined : row.cells[mapping[field]!]);
  const staged: Staged = { n, rowNo: row.rowNo, code: null, effectiveAt: null, reason: null, fields: null };
  const code = normCode(get('code'));
  if (code === '') return { ...staged, reason: messages.imports.row.noCode };
  staged.code = code.slice(0, 64);
  const price = parsePrice(get('price'));
  const withValue = parsePrice(get('price_with_value'));
  if (Number.isNaN(price) || Number.isNaN(withValue)) return { ...staged, reason: messages.imports.row.badNumber };
  if (price === null && withValue === null) return { ...staged, reason: messages.imports.row.noPrice };
  const pack = parsePrice(get('pack'));
  if (Number.isNaN(pack)) return { ...staged, reason: messages.imports.row.badPack };
  const date = mapping.effective_date === undefined ? fallbackDate : parseDate(get('effective_date'));
  if (!date || Number.isNaN(date.getTime())) return { ...staged, reason: messages.imports.row.badDate };
  if (date.getTime() > endOfToday) return { ...staged, reason: messages.imports.row.futureDate };
  const text = (field: Field) => {
    const value = cellText(get(field));
    return value === '' ? null : value.slice(0, 300);
  };
  return {
    ...staged,
    effectiveAt: date.toISOString(),
    fields: {
      price,
      price_with_value: withValue,
      pack,
      gtin: text('gtin'),
      brand_name_fa: text('brand_name_fa'),
      brand_name_la: text('brand_name_la'),
      generic_name_fa: text('generic_name_fa'),
      generic_name_la: text('generic_name_la'),
      generic_code: text('generic_code'),
    },
  };
}

/** The catalogue's table and the column a file's `code` is matched with. */
const TABLE = { A: { table: 'medicines_a', code: 'brand_code' }, B: { table: 'medicines_b', code: 'irc_code' } } as const;
/** The current price a list's row sets: category A's unit price (with added value when the drug has it), category B's consumer price. */
const LEAD_PRICE = {
  A: `CASE WHEN m.added_value THEN coalesce((r.fields->>'price_with_value')::bigint, (r.fields->>'price')::bigint)
      ELSE coalesce((r.fields->>'price')::bigint, (r.fields->>'price_with_value')::bigint) END`,
  B: `coalesce((r.fields->>'price')::bigint, (r.fields->>'price_with_value')::bigint)`,
} as const;
const CURRENT = { A: 'current_price', B: 'current_price_consumer' } as const;

/**
 * Stages a batch of rows in one statement of six array parameters (`unnest`): its text is the same
 * for every batch, so it is parsed once per connection, and no per-row SQL is built.
 */
async function insertStaged(tx: Rows, importId: string, batch: Staged[]): Promise<void> {
  if (batch.length === 0) return;
  await tx(sql`
    INSERT INTO price_import_rows (import_id, n, row_no, kind, code, effective_at, reason, fields)
    SELECT ${importId}, t.n, t.row_no, CASE WHEN t.reason IS NULL THEN 'pending' ELSE 'error' END, t.code, t.effective_at, t.reason, t.fields
    FROM unnest(${sql.param(batch.map((r) => r.n))}::int[], ${sql.param(batch.map((r) => r.rowNo))}::int[],
      ${sql.param(batch.map((r) => r.code))}::text[], ${sql.param(batch.map((r) => r.effectiveAt))}::timestamptz[],
      ${sql.param(batch.map((r) => r.reason))}::text[], ${sql.param(batch.map((r) => (r.fields ? JSON.stringify(r.fields) : null)))}::jsonb[])
      AS t(n, row_no, code, effective_at, reason, fields)`);
}

/** Compares the staged rows with the catalogue, in SQL: duplicates, unknown codes, new drugs, changes, and the drugs missing from the file. */
async function classify(tx: Rows, importId: string, catalogue: Catalogue, lastN: number): Promise<void> {
  const { table, code } = TABLE[catalogue];
  await tx(sql`
    UPDATE price_import_rows r SET kind = 'error', reason = ${messages.imports.row.duplicate}
    FROM (SELECT n, row_number() OVER (PARTITION BY code ORDER BY n) AS k FROM price_import_rows
          WHERE import_id = ${importId} AND kind = 'pending') d
    WHERE r.import_id = ${importId} AND r.n = d.n AND d.k > 1`);
  await tx(sql`
    UPDATE price_import_rows r SET medicine_id = m.id, old_price = m.${sql.raw(CURRENT[catalogue])}, new_price = ${sql.raw(LEAD_PRICE[catalogue])}
    FROM (SELECT DISTINCT ON (${sql.raw(code)}) id, ${sql.raw(code)}, ${sql.raw(CURRENT[catalogue])}, ${sql.raw(catalogue === 'A' ? 'added_value' : 'NULL AS added_value')}
          FROM ${sql.raw(table)} WHERE ${sql.raw(code)} IS NOT NULL ORDER BY ${sql.raw(code)}, seq) m
    WHERE r.import_id = ${importId} AND r.kind = 'pending' AND m.${sql.raw(code)} = r.code`);
  await tx(sql`
    UPDATE price_import_rows r SET
      kind = CASE
        WHEN r.medicine_id IS NULL AND coalesce(r.fields->>'brand_name_fa', r.fields->>'generic_name_fa', r.fields->>'brand_name_la', r.fields->>'generic_name_la') IS NULL THEN 'error'
        WHEN r.medicine_id IS NULL THEN 'new'
        WHEN r.new_price IS DISTINCT FROM r.old_price THEN 'change'
        ELSE 'same' END,
      reason = CASE WHEN r.medicine_id IS NULL AND coalesce(r.fields->>'brand_name_fa', r.fields->>'generic_name_fa', r.fields->>'brand_name_la', r.fields->>'generic_name_la') IS NULL
        THEN ${messages.imports.row.unknownCode} END,
      new_price = CASE WHEN r.medicine_id IS NULL THEN coalesce((r.fields->>'price_with_value')::bigint, (r.fields->>'price')::bigint) ELSE r.new_price END
    WHERE r.import_id = ${importId} AND r.kind = 'pending'`);
  await tx(sql`
    UPDATE price_import_rows SET flagged = true
    WHERE import_id = ${importId} AND kind = 'change'
      AND (new_price = 0 OR (old_price > 0 AND abs(new_price - old_price) * 100 > ${FLAG_PERCENT} * old_price))`);
  await tx(sql`
    INSERT INTO price_import_rows (import_id, n, kind, code, medicine_id, old_price)
    SELECT ${importId}, ${lastN} + row_number() OVER (ORDER BY m.seq), 'missing', m.${sql.raw(code)}, m.id, m.${sql.raw(CURRENT[catalogue])}
    FROM ${sql.raw(table)} m
    WHERE m.${sql.raw(code)} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM price_import_rows r WHERE r.import_id = ${importId} AND r.code = m.${sql.raw(code)})`);
  await tx(sql`
    UPDATE price_imports SET
      effective_at = (SELECT max(effective_at) FROM price_import_rows WHERE import_id = ${importId} AND kind IN ('new', 'change', 'same')),
      counts = (SELECT json_build_object(
        'rows', count(*) FILTER (WHERE kind <> 'missing'),
        'new', count(*) FILTER (WHERE kind = 'new'), 'change', count(*) FILTER (WHERE kind = 'change'),
        'same', count(*) FILTER (WHERE kind = 'same'), 'error', count(*) FILTER (WHERE kind = 'error'),
        'missing', count(*) FILTER (WHERE kind = 'missing'), 'flagged', count(*) FILTER (WHERE flagged))
        FROM price_import_rows WHERE import_id = ${importId})
    WHERE id = ${importId}`);
}

/** A reading import beats this often; one silent for `STALE_SECONDS` reads as failed (its instance went away). */
const HEARTBEAT_MS = 5_000;
const STALE_SECONDS = 60;
/** A reading import whose reader fell silent: its instance went away mid-file. */
const STALE = sql.raw(`(i.status = 'reading' AND i.heartbeat_at < now() - interval '${STALE_SECONDS} seconds')`);
const IMPORT_COLUMNS = sql`i.id AS "_id", i.catalogue, i.file_name, i.sha256, CASE WHEN ${STALE} THEN 'failed' ELSE i.status END AS status,
  CASE WHEN i.status = 'reading' AND NOT ${STALE} THEN least(1, coalesce(i.read_bytes, 0)::float8 / greatest(coalesce(i.size_bytes, 1), 1)) END AS progress,
  CASE WHEN ${STALE} THEN ${messages.imports.readStopped} ELSE i.failure END AS failure,
  ${iso('i.effective_at')} AS effective_at, i.counts,
  coalesce(l.headers, '[]'::jsonb) AS headers, i.mapping, ${iso('i.created_at')} AS "createdAt", i.created_by AS "createdBy",
  ${iso('i.published_at')} AS "publishedAt", i.published_by AS "publishedBy", ${iso('i.rolled_back_at')} AS "rolledBackAt"`;

async function loadImport(rows: Rows, id: string): Promise<PriceImport> {
  if (!isUuid(id)) throw notFound(messages.imports.notFound);
  const [found] = await rows<PriceImport>(
    sql`SELECT ${IMPORT_COLUMNS} FROM price_imports i LEFT JOIN price_import_layouts l ON l.layout = i.layout WHERE i.id = ${id}`,
  );
  if (!found) throw notFound(messages.imports.notFound);
  return found;
}

/** The operator's effective date for a file without a date column (400 when unreadable). */
function fallbackDate(text: string | undefined): Date | null {
  if (text === undefined || text.trim() === '') return null;
  const date = parseDate(text);
  if (!date || Number.isNaN(date.getTime())) throw badRequest(messages.imports.badEffectiveDate);
  return date;
}

/** A file's layout: its header row, the layout's key, the mapping (the operator's, the saved one, or guessed by the names). */
interface Layout {
  headers: string[];
  layout: string;
  mapping: Mapping;
  saved: boolean;
}

/** Reads rows from `rows` up to the header row (the first with two cells or more): the file's layout. 400 when there is none. */
async function readLayout(db: Rows, rows: AsyncIterator<SheetRow>, catalogue: Catalogue, mappingText?: string): Promise<Layout> {
  for (;;) {
    const next = await rows.next();
    if (next.done) throw badRequest(messages.imports.empty);
    const row = next.value;
    if (row.cells.filter((c) => cellText(c) !== '').length < 2) continue;
    const headers = row.cells.map((c) => cellText(c).slice(0, 200));
    const layout = createHash('sha256')
      .update(`${catalogue}\n${headers.map(headerKey).join('\t')}`)
      .digest('hex');
    const [saved] = await db<{ mapping: Mapping }>(sql`SELECT mapping FROM price_import_layouts WHERE layout = ${layout}`);
    const mapping = mappingText !== undefined ? parseMapping(mappingText, headers.length) : (saved?.mapping ?? guessMapping(headers));
    return { headers, layout, mapping, saved: Boolean(saved) };
  }
}

/** 400 naming the fields a mapping lacks (a code, a price, and a date unless the operator gave one). */
function requireFields(mapping: Mapping, fallback: Date | null): void {
  const missing: Field[] = [];
  if (mapping.code === undefined) missing.push('code');
  if (mapping.price === undefined && mapping.price_with_value === undefined) missing.push('price');
  if (mapping.effective_date === undefined && !fallback) missing.push('effective_date');
  if (missing.length > 0) throw badRequest(messages.imports.wrongLayout(missing.map((f) => FIELD_NAMES[f]).join('، ')));
}

/** Rows staged a statement at a time while a file is read (all that is held of it at once). */
const STAGE_BATCH = 1_000;

/** How long an upload's answer waits for its preview before answering 202 and letting the screen poll. */
export const UPLOAD_WAIT_MS = 10_000;

/**
 * Reads the rest of a file into an import's preview (the import row is there, 'reading'): the rows are
 * staged in batches outside any transaction, the progress and a heartbeat kept in the import's row for
 * whichever instance the screen polls; then, in one transaction, compared with the catalogue, the
 * layout saved, the import made a 'preview' and the upload audited. A failure leaves the import
 * 'failed' with its Persian reason and no rows; it answers the error (null when the preview stands).
 */
async function readInto(
  ctx: ServiceContext,
  rows: AsyncIterator<SheetRow>,
  progress: ReadProgress,
  options: { importId: string; catalogue: Catalogue; layout: Layout; fallback: Date | null; userId: string; now: Date },
): Promise<unknown> {
  const db = poolRows(ctx);
  const { importId, catalogue, layout } = options;
  const endOfToday = tehranStartOfDay(tehranToday(options.now)) + 86_400_000 - 1;
  const beat = () => db(sql`UPDATE price_imports SET read_bytes = ${progress.bytes}, heartbeat_at = now() WHERE id = ${importId}`);
  const heart = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  try {
    let n = 0;
    let batch: Staged[] = [];
    for (;;) {
      const next = await rows.next();
      if (next.done) break;
      const row = next.value;
      if (row.cells.every((c) => cellText(c) === '')) continue;
      batch.push(stageRow(row, ++n, layout.mapping, options.fallback, endOfToday));
      if (batch.length >= STAGE_BATCH) {
        await insertStaged(db, importId, batch);
        await beat();
        batch = [];
      }
    }
    if (n === 0) throw badRequest(messages.imports.noRows);
    await insertStaged(db, importId, batch);
    await beat();
    await ctx.importHooks?.beforeClassify?.(importId);
    await transaction(ctx, async (tx) => {
      await classify(tx, importId, catalogue, n);
      await tx(sql`
        INSERT INTO price_import_layouts (layout, catalogue, headers, mapping, saved_at, saved_by)
        VALUES (${layout.layout}, ${catalogue}, ${JSON.stringify(layout.headers)}::jsonb, ${JSON.stringify(layout.mapping)}::jsonb,
          ${at(options.now)}, ${options.userId})
        ON CONFLICT (layout) DO UPDATE SET mapping = EXCLUDED.mapping, headers = EXCLUDED.headers, saved_at = EXCLUDED.saved_at, saved_by = EXCLUDED.saved_by`);
      await tx(sql`UPDATE price_imports SET status = 'preview', read_bytes = size_bytes, heartbeat_at = now() WHERE id = ${importId}`);
      const imp = await loadImport(tx, importId);
      await audit(tx, options.now, {
        actorId: options.userId,
        action: 'priceImport.upload',
        targetType: 'priceImport',
        targetId: importId,
        before: null,
        after: { file_name: imp.file_name, sha256: imp.sha256, catalogue, counts: imp.counts },
      });
    });
    return null;
  } catch (err) {
    await rows.return?.(undefined).catch(() => undefined);
    const failure = err instanceof HttpError ? err.message : messages.imports.readFailed;
    await db(sql`DELETE FROM price_import_rows WHERE import_id = ${importId}`).catch(() => undefined);
    await db(sql`UPDATE price_imports SET status = 'failed', failure = ${failure}, heartbeat_at = now() WHERE id = ${importId}`).catch(
      () => undefined,
    );
    return err;
  } finally {
    clearInterval(heart);
  }
}

/** A new drug of a published import, as a catalogue row with its first price entry. */
async function insertNewDrug(
  tx: Rows,
  catalogue: Catalogue,
  row: { code: string; fields: Record<string, string | number | null>; new_price: number; effective_at: string },
): Promise<string> {
  const f = row.fields;
  const id = randomUUID();
  const text = (key: string) => (typeof f[key] === 'string' ? (f[key] as string) : null);
  const fold = (value: string | null) => foldForSearch(value ?? '');
  const search = (...parts: (string | null)[]) => parts.map(fold).filter(Boolean).join('\n');
  const entry = (price: number) => JSON.stringify([{ price, insert_date: new Date(row.effective_at).toISOString() }]);
  const pack = typeof f.pack === 'number' && f.pack > 0 ? f.pack : null;
  if (catalogue === 'A') {
    const price = typeof f.price === 'number' ? f.price : null;
    const withValue = typeof f.price_with_value === 'number' ? f.price_with_value : null;
    await tx(sql`
      INSERT INTO medicines_a (id, brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code, brand_code, quantity_in_pack,
        added_value, price_o, price_oa, price_b, price_ba, current_price, price_changed_at, search_f, brand_name_fa_f, brand_name_la_f,
        generic_name_fa_f, generic_name_la_f, generic_code_f)
      VALUES (${id}, ${text('brand_name_fa')}, ${text('brand_name_la')}, ${text('generic_name_fa')}, ${text('generic_name_la')}, ${text('generic_code')},
        ${row.code}, ${pack}, ${withValue !== null},
        ${price === null ? '[]' : entry(price)}::jsonb, ${withValue === null ? '[]' : entry(withValue)}::jsonb,
        ${price === null || pack === null ? '[]' : entry(price * pack)}::jsonb, ${withValue === null || pack === null ? '[]' : entry(withValue * pack)}::jsonb,
        ${row.new_price}, ${row.effective_at}, ${search(text('brand_name_fa'), text('brand_name_la'), text('generic_name_fa'), text('generic_name_la'), text('generic_code'), row.code)},
        ${fold(text('brand_name_fa'))}, ${fold(text('brand_name_la'))}, ${fold(text('generic_name_fa'))}, ${fold(text('generic_name_la'))}, ${fold(text('generic_code'))})`);
  } else {
    await tx(sql`
      INSERT INTO medicines_b (id, brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code, irc_code, gtin_code, quantity_in_pack,
        price_consumer, current_price_consumer, price_updated_at, search_f, brand_name_fa_f, brand_name_la_f, generic_name_fa_f, generic_name_la_f,
        generic_code_f, irc_code_f)
      VALUES (${id}, ${text('brand_name_fa')}, ${text('brand_name_la')}, ${text('generic_name_fa')}, ${text('generic_name_la')}, ${text('generic_code')},
        ${row.code}, ${text('gtin')}, ${pack}, ${entry(row.new_price)}::jsonb, ${row.new_price}, ${row.effective_at},
        ${search(text('brand_name_fa'), text('brand_name_la'), text('generic_name_fa'), text('generic_name_la'), text('generic_code'), row.code, text('gtin'))},
        ${fold(text('brand_name_fa'))}, ${fold(text('brand_name_la'))}, ${fold(text('generic_name_fa'))}, ${fold(text('generic_name_la'))},
        ${fold(text('generic_code'))}, ${fold(row.code)})`);
  }
  return id;
}

/** Rows of a publish read in slices (never the whole file in memory). */
const SLICE = 1_000;

/** A price series extended by one entry dated `pe.effective_at`: `exact`, or its last price scaled by the change's ratio. */
function extended(column: string, exact: boolean): string {
  const date = `to_char(pe.effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const ratio = `CASE WHEN coalesce(pe.old_price, 0) = 0 THEN 1 ELSE pe.price::numeric / pe.old_price END`;
  const price = exact ? 'pe.price' : `round((m.${column} -> -1 ->> 'price')::numeric * ${ratio})::bigint`;
  const first = exact ? `jsonb_build_array(jsonb_build_object('price', pe.price, 'insert_date', ${date}))` : `m.${column}`;
  return `CASE WHEN jsonb_array_length(m.${column}) = 0 THEN ${first}
    ELSE m.${column} || jsonb_build_array(jsonb_build_object('price', ${price}, 'insert_date', ${date})) END`;
}

/**
 * Publishes an import's rows inside `tx`, under the price lock: the changes set-wise (their entries,
 * the watchers' alerts and the price series, as `applyMedicineChange` writes one), then the new drugs.
 */
async function publish(tx: Rows, imp: { id: string; catalogue: Catalogue }, userId: string, now: Date): Promise<void> {
  await lockPrices(tx);
  const { table } = TABLE[imp.catalogue];
  const current = CURRENT[imp.catalogue];
  // The entries first, against the price standing now (a hand edit since the preview counts).
  await tx(sql`
    INSERT INTO price_entries (category, medicine_id, effective_at, old_price, price, kind, import_id, actor_id, published_at)
    SELECT ${imp.catalogue}, m.id, r.effective_at, m.${sql.raw(current)}, r.new_price, 'import', ${imp.id}, ${userId}, ${at(now)}
    FROM price_import_rows r JOIN ${sql.raw(table)} m ON m.id = r.medicine_id
    WHERE r.import_id = ${imp.id} AND r.kind = 'change' AND r.new_price IS DISTINCT FROM m.${sql.raw(current)}
    ORDER BY r.n`);
  await tx(sql`
    INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_price, new_price, changed_at)
    SELECT w.user_id, pe.category, pe.medicine_id, 'price', pe.old_price, pe.price, pe.effective_at
    FROM price_entries pe JOIN watchlist w ON w.category = pe.category AND w.medicine_id = pe.medicine_id
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import'
    ON CONFLICT DO NOTHING`);
  if (imp.catalogue === 'A') {
    await tx(sql`
      UPDATE medicines_a m SET
        price_o = CASE WHEN m.added_value THEN ${sql.raw(extended('price_o', false))} ELSE ${sql.raw(extended('price_o', true))} END,
        price_oa = CASE WHEN m.added_value THEN ${sql.raw(extended('price_oa', true))} ELSE ${sql.raw(extended('price_oa', false))} END,
        price_b = ${sql.raw(extended('price_b', false))}, price_ba = ${sql.raw(extended('price_ba', false))},
        current_price = pe.price, price_changed_at = pe.effective_at
      FROM price_entries pe WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND m.id = pe.medicine_id`);
  } else {
    await tx(sql`
      UPDATE medicines_b m SET
        price_distributor = ${sql.raw(extended('price_distributor', false))},
        price_pharmacy = ${sql.raw(extended('price_pharmacy', false))},
        price_consumer = ${sql.raw(extended('price_consumer', true))},
        current_price_consumer = pe.price, price_updated_at = pe.effective_at
      FROM price_entries pe WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND m.id = pe.medicine_id`);
    await tx(sql`
      UPDATE medicines_b m SET current_price_distributor = (m.price_distributor -> -1 ->> 'price')::bigint,
        current_price_pharmacy = (m.price_pharmacy -> -1 ->> 'price')::bigint
      FROM price_entries pe WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND m.id = pe.medicine_id`);
  }
  // New drugs, few in a list, one by one in file order (read in slices, never the whole file).
  let after = 0;
  for (;;) {
    const slice = await tx<{
      n: number;
      code: string;
      new_price: string | number;
      effective_at: Date | string;
      fields: Record<string, string | number | null>;
    }>(sql`
      SELECT n, code, new_price, effective_at, fields FROM price_import_rows
      WHERE import_id = ${imp.id} AND kind = 'new' AND n > ${after} ORDER BY n LIMIT ${SLICE}`);
    if (slice.length === 0) break;
    for (const row of slice) {
      const price = Number(row.new_price);
      const effective = new Date(row.effective_at);
      const id = await insertNewDrug(tx, imp.catalogue, { ...row, new_price: price, effective_at: effective.toISOString() });
      await tx(sql`UPDATE price_import_rows SET medicine_id = ${id} WHERE import_id = ${imp.id} AND n = ${row.n}`);
      await tx(sql`
        INSERT INTO price_entries (category, medicine_id, effective_at, old_price, price, kind, import_id, actor_id, published_at)
        VALUES (${imp.catalogue}, ${id}, ${effective.toISOString()}, NULL, ${price}, 'import', ${imp.id}, ${userId}, ${at(now)})`);
    }
    after = slice[slice.length - 1]!.n;
  }
}

/** Takes off every entry an import wrote (409 when a newer entry stands on one of its drugs) and the drugs it added. */
async function rollback(tx: Rows, imp: { id: string; catalogue: Catalogue }, userId: string, now: Date): Promise<void> {
  await lockPrices(tx);
  const [newer] = await tx(sql`
    SELECT 1 FROM price_entries pe
    JOIN price_entries later ON later.category = pe.category AND later.medicine_id = pe.medicine_id AND later.seq > pe.seq
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' LIMIT 1`);
  if (newer) throw conflict(messages.imports.newerStands);
  const added = sql`SELECT medicine_id FROM price_import_rows WHERE import_id = ${imp.id} AND kind = 'new' AND medicine_id IS NOT NULL`;
  const changed = sql`SELECT medicine_id, effective_at FROM price_entries WHERE import_id = ${imp.id} AND kind = 'import'
    AND medicine_id NOT IN (${added})`;
  // Drop the last entry of each series when it is the import's (the scaled series were extended on the same date).
  const pop = (column: string) =>
    sql.raw(
      `${column} = CASE WHEN (${column} -> -1 ->> 'insert_date')::timestamptz = c.effective_at THEN ${column} - (-1) ELSE ${column} END`,
    );
  if (imp.catalogue === 'A') {
    await tx(sql`UPDATE medicines_a m SET ${pop('price_o')}, ${pop('price_oa')}, ${pop('price_b')}, ${pop('price_ba')}
      FROM (${changed}) c WHERE m.id = c.medicine_id`);
    await tx(sql`UPDATE medicines_a m SET
        current_price = ((CASE WHEN m.added_value THEN m.price_oa ELSE m.price_o END) -> -1 ->> 'price')::bigint,
        price_changed_at = ((CASE WHEN m.added_value THEN m.price_oa ELSE m.price_o END) -> -1 ->> 'insert_date')::timestamptz
      FROM (${changed}) c WHERE m.id = c.medicine_id`);
  } else {
    await tx(sql`UPDATE medicines_b m SET ${pop('price_distributor')}, ${pop('price_pharmacy')}, ${pop('price_consumer')}
      FROM (${changed}) c WHERE m.id = c.medicine_id`);
    await tx(sql`UPDATE medicines_b m SET
        current_price_distributor = (m.price_distributor -> -1 ->> 'price')::bigint,
        current_price_pharmacy = (m.price_pharmacy -> -1 ->> 'price')::bigint,
        current_price_consumer = (m.price_consumer -> -1 ->> 'price')::bigint,
        price_updated_at = (m.price_consumer -> -1 ->> 'insert_date')::timestamptz
      FROM (${changed}) c WHERE m.id = c.medicine_id`);
  }
  const { table } = TABLE[imp.catalogue];
  // The change feed hears of the restored prices as entries of their own.
  await tx(sql`
    INSERT INTO price_entries (category, medicine_id, effective_at, old_price, price, kind, import_id, actor_id, published_at)
    SELECT ${imp.catalogue}, m.id, coalesce(m.${sql.raw(imp.catalogue === 'A' ? 'price_changed_at' : 'price_updated_at')}, ${at(now)}), pe.price,
      coalesce(m.${sql.raw(CURRENT[imp.catalogue])}, 0), 'rollback', ${imp.id}, ${userId}, ${at(now)}
    FROM price_entries pe JOIN ${sql.raw(table)} m ON m.id = pe.medicine_id
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND pe.medicine_id NOT IN (${added}) ORDER BY pe.seq`);
  await tx(sql`DELETE FROM watch_alerts a USING price_entries pe
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND a.category = pe.category AND a.medicine_id = pe.medicine_id
      AND a.kind = 'price' AND a.changed_at = pe.effective_at AND a.new_price = pe.price`);
  await tx(sql`DELETE FROM watchlist WHERE category = ${imp.catalogue} AND medicine_id IN (${added})`);
  await tx(sql`DELETE FROM ${sql.raw(table)} WHERE id IN (${added})`);
}

type ImportOps =
  | 'opsListPriceImports'
  | 'opsUploadPriceImport'
  | 'opsReadPriceImportLayout'
  | 'opsGetPriceImport'
  | 'opsListPriceImportRows'
  | 'opsPublishPriceImport'
  | 'opsRollbackPriceImport'
  | 'opsSetMedicinePrice';

export function opsPriceImportHandlers(ctx: ServiceContext): Handlers<ImportOps> {
  const rows = poolRows(ctx);
  return {
    async opsListPriceImports(request) {
      const limit = request.query.limit ?? 20;
      const docs = await rows<PriceImport>(sql`
        SELECT ${IMPORT_COLUMNS} FROM price_imports i LEFT JOIN price_import_layouts l ON l.layout = i.layout
        ORDER BY i.created_at DESC, i.id LIMIT ${limit}`);
      return { docs };
    },

    async opsUploadPriceImport(request, reply) {
      const user = currentUser(request);
      const body = request.body as unknown;
      if (!(body instanceof UploadBody)) throw badRequest(messages.imports.notSpreadsheet);
      const { catalogue, file_name: fileName, mapping, effective_date: effectiveDate } = request.query;
      if (fileName.trim() === '') throw badRequest(messages.imports.badFileName);
      const importId = randomUUID();
      const file = await spool(body.stream, uploadPath(`import-${importId}`));
      let handedOver = false;
      let reader: AsyncIterator<SheetRow> | null = null;
      try {
        const kind = sniff(file.head);
        if (kind === 'xlsx') await checkZip(file.path, file.size);
        const [published] = await rows<{ id: string }>(
          sql`SELECT id FROM price_imports WHERE catalogue = ${catalogue} AND sha256 = ${file.sha256} AND status = 'published'`,
        );
        if (published) return reply.code(200).send({ data: await loadImport(rows, published.id) });
        const fallback = fallbackDate(effectiveDate);
        const progress: ReadProgress = { bytes: 0 };
        reader = readRows(file.path, kind, progress)[Symbol.asyncIterator]();
        const layout = await readLayout(rows, reader, catalogue, mapping);
        requireFields(layout.mapping, fallback);
        const now = ctx.clock();
        await rows(sql`
          INSERT INTO price_imports (id, catalogue, file_name, sha256, layout, mapping, status, counts, size_bytes, read_bytes, heartbeat_at,
            created_by, created_at)
          VALUES (${importId}, ${catalogue}, ${fileName.trim()}, ${file.sha256}, ${layout.layout}, ${JSON.stringify(layout.mapping)}::jsonb,
            'reading', ${JSON.stringify(NO_COUNTS)}::jsonb, ${file.size}, ${progress.bytes}, now(), ${user.id}, ${at(now)})`);
        // From here the file is the reader's: it is removed when the reading ends, answered or not.
        const job = readInto(ctx, reader, progress, { importId, catalogue, layout, fallback, userId: user.id, now }).finally(() =>
          file.remove(),
        );
        handedOver = true;
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<'waiting'>(
          (resolve) => (timer = setTimeout(() => resolve('waiting'), ctx.importHooks?.waitMs ?? UPLOAD_WAIT_MS)),
        );
        const outcome = await Promise.race([job.then((error) => ({ error })), waited]);
        clearTimeout(timer);
        if (outcome === 'waiting') return reply.code(202).send({ data: await loadImport(rows, importId) });
        if (outcome.error) {
          // Read within the wait and refused: as if it had never been uploaded.
          await rows(sql`DELETE FROM price_imports WHERE id = ${importId}`);
          throw outcome.error;
        }
        return reply.code(201).send({ data: await loadImport(rows, importId) });
      } finally {
        if (!handedOver) {
          await reader?.return?.(undefined).catch(() => undefined);
          await file.remove();
        }
      }
    },

    async opsReadPriceImportLayout(request) {
      const body = request.body as unknown;
      if (!(body instanceof UploadBody)) throw badRequest(messages.imports.notSpreadsheet);
      const file = await spool(body.stream, uploadPath(`layout-${randomUUID()}`));
      let reader: AsyncIterator<SheetRow> | null = null;
      try {
        const kind = sniff(file.head);
        if (kind === 'xlsx') await checkZip(file.path, file.size);
        reader = readRows(file.path, kind)[Symbol.asyncIterator]();
        const { headers, mapping, saved } = await readLayout(rows, reader, request.query.catalogue);
        return { data: { headers, mapping, saved } };
      } finally {
        await reader?.return?.(undefined).catch(() => undefined);
        await file.remove();
      }
    },

    async opsGetPriceImport(request) {
      return { data: await loadImport(rows, request.params.importId) };
    },

    async opsListPriceImportRows(request) {
      await loadImport(rows, request.params.importId);
      const { kind, flagged } = request.query;
      const { limit, offset, pages } = paging(request.query, 20);
      const filter = sql`r.import_id = ${request.params.importId}
        ${kind ? sql`AND r.kind = ${kind}` : sql``} ${flagged === undefined ? sql`` : sql`AND r.flagged = ${flagged}`}`;
      const [{ total }] = (await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM price_import_rows r WHERE ${filter}`)) as [
        { total: number },
      ];
      const i = await rows<{ catalogue: Catalogue }>(sql`SELECT catalogue FROM price_imports WHERE id = ${request.params.importId}`);
      const table = TABLE[i[0]!.catalogue].table;
      const docs = await rows<components['schemas']['PriceImportRow']>(sql`
        SELECT r.row_no AS "rowNo", r.kind, r.code, r.medicine_id AS "medicineId",
          coalesce(m.brand_name_fa, m.generic_name_fa, r.fields->>'brand_name_fa', r.fields->>'generic_name_fa') AS name,
          r.old_price::float8 AS "oldPrice", r.new_price::float8 AS "newPrice",
          CASE WHEN r.old_price > 0 AND r.new_price IS NOT NULL THEN round((r.new_price - r.old_price) * 1000.0 / r.old_price) / 10 END::float8 AS percent,
          r.flagged, ${iso('r.effective_at')} AS "effectiveAt", r.reason
        FROM price_import_rows r LEFT JOIN ${sql.raw(table)} m ON m.id = r.medicine_id
        WHERE ${filter} ORDER BY r.n LIMIT ${limit} OFFSET ${offset}`);
      return { docs, totalDocs: total, totalPages: pages(total) };
    },

    async opsPublishPriceImport(request) {
      const user = currentUser(request);
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await loadImport(tx, request.params.importId);
        const [imp] = await tx<{ id: string; catalogue: Catalogue; status: string; sha256: string; errors: number }>(sql`
          SELECT id, catalogue, status, sha256, (counts->>'error')::int AS errors FROM price_imports WHERE id = ${request.params.importId} FOR UPDATE`);
        if (imp!.status === 'published') return loadImport(tx, imp!.id);
        if (imp!.status === 'rolled back') throw conflict(messages.imports.rolledBack);
        if (imp!.status !== 'preview') throw conflict(messages.imports.notReady);
        if (imp!.errors > 0 && !request.body.allowErrors) throw conflict(messages.imports.hasErrors);
        const [same] = await tx(
          sql`SELECT 1 FROM price_imports WHERE catalogue = ${imp!.catalogue} AND sha256 = ${imp!.sha256} AND status IN ('published', 'rolled back')`,
        );
        if (same) throw conflict(messages.imports.sameFilePublished);
        await publish(tx, imp!, user.id, now);
        await tx(
          sql`UPDATE price_imports SET status = 'published', published_by = ${user.id}, published_at = ${at(now)} WHERE id = ${imp!.id}`,
        );
        const after = await loadImport(tx, imp!.id);
        await audit(tx, now, {
          actorId: user.id,
          action: 'priceImport.publish',
          targetType: 'priceImport',
          targetId: imp!.id,
          before: { status: 'preview' },
          after: { status: 'published', counts: after.counts, allowErrors: request.body.allowErrors },
        });
        return after;
      });
      return { data };
    },

    async opsRollbackPriceImport(request) {
      const user = currentUser(request);
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await loadImport(tx, request.params.importId);
        const [imp] = await tx<{ id: string; catalogue: Catalogue; status: string }>(
          sql`SELECT id, catalogue, status FROM price_imports WHERE id = ${request.params.importId} FOR UPDATE`,
        );
        if (imp!.status !== 'published' && imp!.status !== 'rolled back') throw conflict(messages.imports.notPublished);
        if (imp!.status === 'rolled back') throw conflict(messages.imports.rolledBack);
        await rollback(tx, imp!, user.id, now);
        await tx(
          sql`UPDATE price_imports SET status = 'rolled back', rolled_back_by = ${user.id}, rolled_back_at = ${at(now)} WHERE id = ${imp!.id}`,
        );
        await audit(tx, now, {
          actorId: user.id,
          action: 'priceImport.rollback',
          targetType: 'priceImport',
          targetId: imp!.id,
          before: { status: 'published' },
          after: { status: 'rolled back' },
        });
        return loadImport(tx, imp!.id);
      });
      return { data };
    },

    async opsSetMedicinePrice(request) {
      const user = currentUser(request);
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) throw notFound(messages.imports.medicineNotFound);
      const reason = request.body.reason.trim();
      if (reason === '') throw badRequest(messages.badRequest);
      const price = request.body.price;
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await lockPrices(tx);
        const [m] = await tx<{ old: string | number | null }>(
          sql`SELECT ${sql.raw(CURRENT[category])} AS old FROM ${sql.raw(TABLE[category].table)} WHERE id = ${medicineId}`,
        );
        if (!m) throw notFound(messages.imports.medicineNotFound);
        const oldPrice = m.old === null ? null : Number(m.old);
        if (oldPrice === price) throw conflict(messages.imports.samePrice);
        await applyMedicineChangeIn(tx, {
          category,
          medicineId,
          price,
          at: now,
          source: { kind: 'hand', actorId: user.id, reason, publishedAt: now },
        });
        await audit(tx, now, {
          actorId: user.id,
          action: 'price.hand',
          targetType: 'medicine',
          targetId: `${category}:${medicineId}`,
          before: { price: oldPrice },
          after: { price },
          reason,
        });
        return { category, medicineId, oldPrice, price, insert_date: now.toISOString() };
      });
      return { data };
    },
  };
}
