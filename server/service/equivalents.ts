import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { parseGtin } from '../../src/lib/gtin';
import { currentUser } from '../auth/bearer';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { requireAccess } from './medicine';
import { isUuid } from './medicine-sql';
import type { Handlers, ServiceContext } from './types';

type Schemas = components['schemas'];

/** The Persian messages of behaviour §10.3 and §10.4 (kept with their handlers). */
export const gtinMessages = {
  format: 'کد GTIN باید ۱۳ یا ۱۴ رقم باشد.',
  checkDigit: 'رقم کنترل کد GTIN نادرست است؛ کد را دوباره بررسی کنید.',
  unknown: 'دارویی با این بارکد یافت نشد.',
} as const;

/** At most this many equivalents are listed (`totalDocs` counts all). */
export const EQUIVALENTS_LIMIT = 50;

/**
 * The consumer price of one unit, in whole rial: category A's current price is already a unit
 * price (with added value when the drug has it); category B's is a pack's, shared by its units.
 * Migration 0090 indexes these same expressions.
 */
const UNIT_PRICE_A = 'current_price';
const UNIT_PRICE_B = 'round(current_price_consumer::numeric / nullif(quantity_in_pack, 0))::bigint';

const table = (category: 'A' | 'B') => sql.raw(category === 'A' ? 'medicines_a' : 'medicines_b');
const unitPrice = (category: 'A' | 'B') => sql.raw(category === 'A' ? UNIT_PRICE_A : UNIT_PRICE_B);

/**
 * The conditions that make another medicine the same one: the same generic code; where either side
 * has none, the same folded Persian generic name. Split so that each is one index range read in
 * price order (`(generic_code, unit price)` and `(generic_name_fa_f, unit price)`, migration 0090),
 * never an OR: a branch reads at most EQUIVALENTS_LIMIT + 1 rows however common the medicine is.
 */
function matchBranches(code: string | null, name: string): SQL[] {
  if (code !== null) {
    const branches = [sql`generic_code = ${code}::text`];
    if (name) branches.push(sql`generic_name_fa_f = ${name}::text AND generic_code IS NULL`);
    return branches;
  }
  return name ? [sql`generic_name_fa_f = ${name}::text`] : [];
}

const COLUMNS_A = sql.raw(`'A' AS category, id, brand_name_fa, brand_name_la, generic_name_fa, manufacturing_factory AS maker,
  quantity_in_pack, ${UNIT_PRICE_A} AS unit_price`);
const COLUMNS_B = sql.raw(`'B' AS category, id, brand_name_fa, brand_name_la, generic_name_fa, producer_company AS maker,
  quantity_in_pack, ${UNIT_PRICE_B} AS unit_price`);

interface EquivalentRow {
  category: 'A' | 'B';
  _id: string;
  brand_name_fa: string | null;
  brand_name_la: string | null;
  generic_name_fa: string | null;
  maker: string | null;
  quantity_in_pack: number | null;
  unit_price: string | number | null;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function equivalentsHandlers(ctx: ServiceContext): Handlers<'getMedicineEquivalents' | 'getMedicineByGtin'> {
  const { database } = ctx;
  return {
    async getMedicineEquivalents(request) {
      requireAccess(currentUser(request));
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) throw notFound(messages.medicineNotFound);
      const [self] = await database.rows<{ generic_code: string | null; name: string; unit_price: string | number | null }>(sql`
        SELECT generic_code, generic_name_fa_f AS name, ${unitPrice(category)} AS unit_price
        FROM ${table(category)} WHERE id = ${medicineId}`);
      if (!self) throw notFound(messages.medicineNotFound);
      const branches = matchBranches(self.generic_code, self.name);
      if (branches.length === 0) return { category, _id: medicineId, unitPrice: toNumber(self.unit_price), docs: [], totalDocs: 0 };
      const order = sql.raw('ORDER BY unit_price ASC NULLS LAST, brand_name_fa, id');
      const reads = branches.flatMap((condition) => [
        sql`(SELECT ${COLUMNS_A} FROM medicines_a WHERE ${condition} ${order} LIMIT ${EQUIVALENTS_LIMIT + 1})`,
        sql`(SELECT ${COLUMNS_B} FROM medicines_b WHERE ${condition} ${order} LIMIT ${EQUIVALENTS_LIMIT + 1})`,
      ]);
      const counts = branches.flatMap((condition) => [
        sql`(SELECT count(*) FROM medicines_a WHERE ${condition})`,
        sql`(SELECT count(*) FROM medicines_b WHERE ${condition})`,
      ]);
      const [rows, [counted]] = await Promise.all([
        database.rows<EquivalentRow>(sql`
          SELECT category, id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, maker, quantity_in_pack, unit_price
          FROM (${sql.join(reads, sql` UNION ALL `)}) AS candidates
          WHERE NOT (category = ${category} AND id = ${medicineId}::uuid)
          ${order}
          LIMIT ${EQUIVALENTS_LIMIT}`),
        // Every branch counts this medicine itself once.
        database.rows<{ total: string | number }>(sql`SELECT ${sql.join(counts, sql` + `)} - 1 AS total`),
      ]);
      const reference = toNumber(self.unit_price);
      const docs: Schemas['MedicineEquivalent'][] = rows.map((row) => {
        const price = toNumber(row.unit_price);
        const difference = price !== null && reference !== null ? price - reference : null;
        return {
          category: row.category,
          _id: row._id,
          brand_name_fa: row.brand_name_fa,
          brand_name_la: row.brand_name_la,
          generic_name_fa: row.generic_name_fa,
          maker: row.maker,
          quantity_in_pack: row.quantity_in_pack,
          unitPrice: price,
          difference,
          differencePercent: difference !== null && reference ? Math.round((difference / reference) * 1000) / 10 : null,
        };
      });
      return { category, _id: medicineId, unitPrice: reference, docs, totalDocs: Number(counted?.total ?? 0) };
    },

    async getMedicineByGtin(request) {
      requireAccess(currentUser(request));
      const parsed = parseGtin(request.params.gtin);
      if ('problem' in parsed) throw badRequest(gtinMessages[parsed.problem]);
      const [row] = await database.rows<Schemas['MedicineByGtin']>(sql`
        (SELECT 'A' AS category, id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la
         FROM medicines_a WHERE gtin = ${parsed.gtin})
        UNION ALL
        (SELECT 'B', id, brand_name_fa, brand_name_la, generic_name_fa, generic_name_la
         FROM medicines_b WHERE gtin = ${parsed.gtin})
        LIMIT 1`);
      if (!row) throw notFound(gtinMessages.unknown);
      return row;
    },
  };
}
