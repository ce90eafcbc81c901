import { type SQL, sql } from 'drizzle-orm';

/**
 * The official record of prices (behaviour §10.12): every price fact is one row of `price_entries`,
 * of one series, with its source. The drugs' jsonb series (`price_O`…) and current prices are a
 * cache of the standing entries, written by the one SQL function `refresh_price_series` (migration
 * 0205), and "which series is the current price" is the one SQL function `lead_series`.
 */

export type Catalogue = 'A' | 'B';
export type Rows = <T>(query: SQL) => Promise<T[]>;

/** The series of each catalogue, as the API names them. */
export const SERIES = {
  A: ['price_O', 'price_OA', 'price_B', 'price_BA'],
  B: ['price_consumer', 'price_distributor', 'price_pharmacy'],
} as const;
export type Series = (typeof SERIES)[Catalogue][number];

/** The catalogue's table and the column a file's `code` is matched with. */
export const TABLE = { A: { table: 'medicines_a', code: 'brand_code' }, B: { table: 'medicines_b', code: 'irc_code' } } as const;
/** The cached current price's column. */
export const CURRENT = { A: 'current_price', B: 'current_price_consumer' } as const;

/** SQL text: the series drug row `m` leads with (its current price's). */
export const leadText = (catalogue: Catalogue, m = 'm'): string =>
  catalogue === 'A' ? `lead_series('A', ${m}.added_value)` : `lead_series('B', NULL)`;
export const leadOf = (catalogue: Catalogue, m = 'm'): SQL => sql.raw(leadText(catalogue, m));

/** SQL: the cached jsonb series named by the text expression `series` on drug row `m`. */
export function cachedSeries(catalogue: Catalogue, series: string, m = 'm'): SQL {
  const cases = SERIES[catalogue].map((s) => `WHEN '${s}' THEN ${m}.${s.toLowerCase()}`).join(' ');
  return sql.raw(`(CASE ${series} ${cases} END)`);
}

/** Writes the cache of the drugs `ids` (a query of ids) from their standing entries. */
export async function refreshSeries(tx: Rows, catalogue: Catalogue, ids: SQL): Promise<void> {
  await tx(sql`SELECT refresh_price_series(${catalogue}, ARRAY(${ids})::uuid[])`);
}
