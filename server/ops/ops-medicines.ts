import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { toLatinDigits } from '../../src/lib/digits';
import { foldForSearch, persianText, readableText, searchWords } from '../../src/lib/fold';
import { parseGtin } from '../../src/lib/gtin';
import { fa } from '../../src/i18n/fa';
import { currentUser } from '../auth/bearer';
import { badRequest, conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { requireAccess } from '../service/medicine';
import { escapeLike, isUuid } from '../service/medicine-sql';
import { type Rows, audit, iso, page, person, poolRows, transaction } from './ops-kit';
import { paging } from '../service/paging';
import type { Handlers, ServiceContext } from '../service/types';

type Summary = components['schemas']['OpsMedicineSummary'];
type Entry = components['schemas']['OpsPriceEntry'];
type Fields = components['schemas']['MedicineEditFields'];
type Field = keyof Fields;
type Edit = components['schemas']['OpsMedicineEdit'];

/** The fields an operator may correct by hand in each catalogue (behaviour §10.13), in the form's order. */
export const EDITABLE: Record<'A' | 'B', readonly Field[]> = {
  A: ['brand_name_fa', 'brand_name_la', 'generic_name_fa', 'generic_name_la', 'generic_code', 'brand_code', 'quantity_in_pack'],
  B: [
    'brand_name_fa',
    'brand_name_la',
    'generic_name_fa',
    'generic_name_la',
    'generic_code',
    'irc_code',
    'gtin_code',
    'quantity_in_pack',
    'status_medicine',
  ],
};

/** A field as its Persian error names it: the catalogue's own labels. */
const LABEL: Record<Field, string> = {
  brand_name_fa: fa.catalog.filters.brandNameFA,
  brand_name_la: fa.catalog.filters.brandNameEN,
  generic_name_fa: fa.catalog.filters.genericNameFA,
  generic_name_la: fa.catalog.filters.genericNameEN,
  generic_code: fa.catalog.filters.genericCode,
  brand_code: 'کد برند',
  irc_code: fa.catalog.filters.ircCode,
  gtin_code: 'کد GTIN',
  quantity_in_pack: fa.catalog.filters.quatityInPack,
  status_medicine: 'وضعیت',
};

/** The codes an edit takes as digits only (Persian digits made Latin). */
const DIGIT_FIELDS: ReadonlySet<Field> = new Set(['generic_code', 'brand_code', 'irc_code', 'gtin_code']);

/** The hand edits one drug's page shows (newest first). */
const NEWEST_EDITS = 20;

/** The entries one drug's page shows (newest first). */
const NEWEST = 50;

/** Each catalogue's table, its code (A: brand code, B: IRC), its current price and its date. */
const CATALOGUE = {
  A: { table: 'medicines_a', code: 'brand_code', price: 'current_price', at: 'price_changed_at', codes: ['brand_code', 'generic_code'] },
  B: {
    table: 'medicines_b',
    code: 'irc_code',
    price: 'current_price_consumer',
    at: 'price_updated_at',
    codes: ['irc_code', 'generic_code', 'gtin_code'],
  },
} as const;

const summary = (category: 'A' | 'B'): SQL => {
  const c = CATALOGUE[category];
  return sql.raw(`json_build_object('category', '${category}', '_id', m.id, 'brand_name_fa', m.brand_name_fa,
    'brand_name_la', m.brand_name_la, 'generic_name_fa', m.generic_name_fa, 'code', m.${c.code},
    'price', m.${c.price}::float8, 'priceAt', to_char(m.${c.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);
};

/** `q`: digits match a code from its start; anything else every folded word of the names, anywhere. */
function searchFilter(category: 'A' | 'B', q: string | undefined): SQL {
  const text = toLatinDigits(q ?? '').trim();
  if (text === '') return sql`true`;
  if (/^[0-9A-Za-z-]+$/.test(text) && /[0-9]/.test(text)) {
    const prefix = `${escapeLike(text)}%`;
    return sql.join(
      CATALOGUE[category].codes.map((column) => sql`${sql.identifier(column)} LIKE ${prefix}`),
      sql` OR `,
    );
  }
  const words = searchWords(text);
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => sql`m.search_f LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
}

/**
 * The console's drug lookup (behaviour §10.13): find a drug of either catalogue, see its current
 * price and its price entries with their provenance, and correct its catalogue fields with a reason
 * (audited, not a price entry); the hand edit of the price is `opsSetMedicinePrice`.
 */
export function opsMedicineHandlers(ctx: ServiceContext): Handlers<'opsSearchMedicines' | 'opsGetMedicine' | 'opsEditMedicineFields'> {
  const rows = poolRows(ctx);
  return {
    async opsSearchMedicines(request) {
      const { category } = request.query;
      const p = paging(request.query, 20);
      const where = searchFilter(category, request.query.q);
      const table = sql.raw(CATALOGUE[category].table);
      const docs = await rows<{ doc: Summary }>(sql`
        SELECT ${summary(category)} AS doc FROM ${table} m WHERE ${where}
        ORDER BY m.seq LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${table} m WHERE ${where}`);
      return page(
        docs.map((d) => d.doc),
        total,
        p.limit,
      );
    },

    async opsGetMedicine(request) {
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) throw notFound(messages.imports.medicineNotFound);
      return { data: await loadMedicine(rows, category, medicineId) };
    },

    async opsEditMedicineFields(request) {
      const user = currentUser(request);
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) throw notFound(messages.imports.medicineNotFound);
      const reason = persianText(request.body.reason);
      if (reason === '') throw badRequest(messages.imports.edit.reason);
      const wanted = normalizedFields(category, request.body.fields);
      const seen = request.body.before;
      for (const field of Object.keys(wanted) as Field[])
        if (!Object.hasOwn(seen, field)) throw badRequest(messages.imports.edit.beforeMissing);
      const c = CATALOGUE[category];
      const data = await transaction(ctx, async (tx) => {
        // The row is held until the edit commits: a concurrent edit waits, then sees this one's values.
        const [current] = await tx<{ fields: Fields; search: Record<string, string | null> }>(sql`
          SELECT ${fieldsOf(category)} AS fields, ${searchSourceOf(category)} AS search
          FROM ${sql.raw(c.table)} m WHERE m.id = ${medicineId} FOR UPDATE`);
        if (!current) throw notFound(messages.imports.medicineNotFound);
        const before: Partial<Fields> = {};
        const after: Partial<Fields> = {};
        for (const [field, value] of Object.entries(wanted) as [Field, string | number | null][]) {
          const now = current.fields[field] ?? null;
          // What the operator saw is no longer there: someone else changed this field meanwhile.
          if (!sameValue(seen[field] ?? null, now)) throw conflict(messages.imports.edit.changedMeanwhile(LABEL[field]));
          if (sameValue(value, now)) continue;
          (before as Record<Field, unknown>)[field] = now;
          (after as Record<Field, unknown>)[field] = value;
        }
        if (Object.keys(after).length === 0) throw conflict(messages.imports.edit.nothingChanged);
        await writeFields(tx, category, medicineId, { ...current.search, ...after } as Record<string, string | number | null>, after);
        // A corrected status reaches the drug's watchers as any status change does (behaviour §10.1).
        if (after.status_medicine !== undefined)
          await tx(sql`
            INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_status, new_status, changed_at)
            SELECT user_id, 'B', medicine_id, 'status', ${before.status_medicine ?? null}, ${after.status_medicine}, ${ctx.clock().toISOString()}
            FROM watchlist WHERE category = 'B' AND medicine_id = ${medicineId}
            ON CONFLICT DO NOTHING`);
        await audit(tx, ctx.clock(), {
          actorId: user.id,
          action: 'medicine.edit',
          targetType: 'medicine',
          targetId: `${category}:${medicineId}`,
          before,
          after,
          reason,
        });
        return loadMedicine(tx, category, medicineId);
      });
      return { data };
    },
  };
}

/** The editable fields of the row `m` as a `MedicineEditFields` object. */
function fieldsOf(category: 'A' | 'B'): SQL {
  return sql.raw(`json_build_object(${EDITABLE[category].map((f) => `'${f}', m.${f}`).join(', ')})`);
}

/** The row's texts its folded search columns are made of (the editable ones among them are replaced by an edit). */
function searchSourceOf(category: 'A' | 'B'): SQL {
  const parts = ['brand_name_fa', 'brand_name_la', 'generic_name_fa', 'generic_name_la', 'generic_code', CATALOGUE[category].code];
  if (category === 'B') parts.push('gtin_code');
  return sql.raw(`json_build_object(${parts.map((f) => `'${f}', m.${f}`).join(', ')})`);
}

const sameValue = (a: unknown, b: unknown) => (a === null || b === null ? a === b : String(a) === String(b));

/**
 * The requested values as they are stored: a field of the other catalogue is refused; texts read as
 * the catalogue stores them (Persian ی and ک, digits in their words' script), codes as Latin digits,
 * an empty text as null (behaviour §10.13).
 */
function normalizedFields(category: 'A' | 'B', fields: Fields): Partial<Record<Field, string | number | null>> {
  const out: Partial<Record<Field, string | number | null>> = {};
  for (const [field, raw] of Object.entries(fields) as [Field, string | number | null | undefined][]) {
    if (raw === undefined) continue;
    if (!EDITABLE[category].includes(field)) throw badRequest(messages.imports.edit.notOfCatalogue(LABEL[field] ?? field));
    if (typeof raw !== 'string') {
      out[field] = raw;
      continue;
    }
    const text = DIGIT_FIELDS.has(field) ? toLatinDigits(raw).trim() : readableText(raw);
    if (text === '') out[field] = null;
    else if (DIGIT_FIELDS.has(field) && !/^[0-9]+$/.test(text)) throw badRequest(messages.imports.edit.digits(LABEL[field]));
    else if (field === 'gtin_code' && (text.length < 8 || text.length > 14)) throw badRequest(messages.imports.edit.gtin);
    else out[field] = text;
  }
  return out;
}

/** Writes the changed fields and the search columns folded from the row's texts after the edit. */
async function writeFields(
  tx: Rows,
  category: 'A' | 'B',
  medicineId: string,
  texts: Record<string, string | number | null>,
  after: Partial<Fields>,
): Promise<void> {
  const fold = (key: string) => foldForSearch(String(texts[key] ?? ''));
  const code = CATALOGUE[category].code;
  const searchParts = ['brand_name_fa', 'brand_name_la', 'generic_name_fa', 'generic_name_la', 'generic_code', code];
  if (category === 'B') searchParts.push('gtin_code');
  const sets: SQL[] = (Object.entries(after) as [Field, unknown][]).map(([field, value]) => sql`${sql.identifier(field)} = ${value}`);
  sets.push(
    sql`search_f = ${searchParts.map(fold).filter(Boolean).join('\n')}`,
    sql`brand_name_fa_f = ${fold('brand_name_fa')}`,
    sql`brand_name_la_f = ${fold('brand_name_la')}`,
    sql`generic_name_fa_f = ${fold('generic_name_fa')}`,
    sql`generic_name_la_f = ${fold('generic_name_la')}`,
    sql`generic_code_f = ${fold('generic_code')}`,
  );
  if (category === 'B') sets.push(sql`irc_code_f = ${fold('irc_code')}`);
  // Category B's barcode lookup reads `gtin`: a corrected GTIN code that is a valid GTIN moves it.
  if (category === 'B' && 'gtin_code' in after) {
    const parsed = after.gtin_code ? parseGtin(after.gtin_code) : null;
    sets.push(sql`gtin = ${parsed && 'gtin' in parsed ? parsed.gtin : null}`);
  }
  try {
    await tx(sql`UPDATE ${sql.raw(CATALOGUE[category].table)} SET ${sql.join(sets, sql`, `)} WHERE id = ${medicineId}`);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(messages.imports.edit.gtinTaken);
    throw error;
  }
}

/** One drug as the console shows it: its summary, price entries, editable fields and hand edits; null when unknown. */
async function loadMedicine(rows: Rows, category: 'A' | 'B', medicineId: string): Promise<components['schemas']['OpsMedicine']> {
  const [found] = await rows<{ doc: Summary; fields: Fields }>(
    sql`SELECT ${summary(category)} AS doc, ${fieldsOf(category)} AS fields FROM ${sql.raw(CATALOGUE[category].table)} m WHERE m.id = ${medicineId}`,
  );
  if (!found) throw notFound(messages.imports.medicineNotFound);
  const entries = await rows<Entry>(sql`
    SELECT pe.seq::text AS seq, ${iso('pe.effective_at')} AS insert_date, pe.old_price::float8 AS "oldPrice",
      pe.price::float8 AS price, pe.kind, ${iso('pe.published_at')} AS "publishedAt", ${person('u')} AS by, pe.reason,
      CASE WHEN pi.id IS NULL THEN NULL ELSE json_build_object('_id', pi.id, 'file_name', pi.file_name, 'sha256', pi.sha256) END AS import
    FROM price_entries pe
    LEFT JOIN price_imports pi ON pi.id = pe.import_id
    LEFT JOIN users u ON u.id = coalesce(pe.actor_id, pi.published_by)
    WHERE pe.category = ${category} AND pe.medicine_id = ${medicineId} AND pe.lead
    ORDER BY pe.seq DESC LIMIT ${NEWEST}`);
  // The fields' provenance is their audit rows (behaviour §10.13): who, when, why, before and after.
  const edits = await rows<Edit>(sql`
    SELECT ${iso('a.at')} AS at, ${person('u')} AS by, a.reason, a.before, a.after
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
    WHERE a.target_type = 'medicine' AND a.target_id = ${`${category}:${medicineId}`} AND a.action = 'medicine.edit'
    ORDER BY a.at DESC, a.id DESC LIMIT ${NEWEST_EDITS}`);
  return { medicine: found.doc, entries, fields: found.fields, edits };
}

type PublishedImport = components['schemas']['PublishedPriceImportList']['docs'][number];

/** The published imports a pharmacist can filter the price-change lists by (behaviour §10.13). */
export function publishedImportHandlers(ctx: ServiceContext): Handlers<'listPublishedPriceImports'> {
  const rows = poolRows(ctx);
  return {
    async listPublishedPriceImports(request) {
      requireAccess(currentUser(request));
      const docs = await rows<PublishedImport>(sql`
        SELECT id AS "_id", file_name, ${iso('published_at')} AS "publishedAt", ${iso('effective_at')} AS "effectiveAt"
        FROM price_imports WHERE catalogue = ${request.query.category} AND status = 'published'
        ORDER BY published_at DESC, id LIMIT 50`);
      return { docs };
    },
  };
}
