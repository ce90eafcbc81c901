import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { toLatinDigits } from '../../src/lib/digits';
import { searchWords } from '../../src/lib/fold';
import { currentUser } from '../auth/bearer';
import { notFound } from '../http/errors';
import { messages } from '../http/messages';
import { requireAccess } from './medicine';
import { escapeLike, isUuid } from './medicine-sql';
import { iso, page, person, poolRows } from './ops-kit';
import { paging } from './paging';
import type { Handlers, ServiceContext } from './types';

type Summary = components['schemas']['OpsMedicineSummary'];
type Entry = components['schemas']['OpsPriceEntry'];

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
 * The console's drug lookup (behaviour §10.15): find a drug of either catalogue, see its current
 * price and its price entries with their provenance; the hand edit itself is `opsSetMedicinePrice`.
 */
export function opsMedicineHandlers(ctx: ServiceContext): Handlers<'opsSearchMedicines' | 'opsGetMedicine'> {
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
      const [found] = await rows<{ doc: Summary }>(
        sql`SELECT ${summary(category)} AS doc FROM ${sql.raw(CATALOGUE[category].table)} m WHERE m.id = ${medicineId}`,
      );
      if (!found) throw notFound(messages.imports.medicineNotFound);
      const entries = await rows<Entry>(sql`
        SELECT pe.seq::text AS seq, ${iso('pe.effective_at')} AS insert_date, pe.old_price::float8 AS "oldPrice",
          pe.price::float8 AS price, pe.kind, ${iso('pe.published_at')} AS "publishedAt", ${person('u')} AS by, pe.reason,
          CASE WHEN pi.id IS NULL THEN NULL ELSE json_build_object('_id', pi.id, 'file_name', pi.file_name, 'sha256', pi.sha256) END AS import
        FROM price_entries pe
        LEFT JOIN price_imports pi ON pi.id = pe.import_id
        LEFT JOIN users u ON u.id = coalesce(pe.actor_id, pi.published_by)
        WHERE pe.category = ${category} AND pe.medicine_id = ${medicineId}
        ORDER BY pe.seq DESC LIMIT ${NEWEST}`);
      return { data: { medicine: found.doc, entries } };
    },
  };
}

type PublishedImport = components['schemas']['PublishedPriceImportList']['docs'][number];

/** The published imports a pharmacist can filter the price-change lists by (behaviour §10.15). */
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
