import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Filter } from './medicine-sql';

export type Catalogue = 'medicines_a' | 'medicines_b';

const dialect = new PgDialect();

/**
 * The cache key of a filter: sha-256 of its WHERE clause with the parameters it binds. The values
 * are already normalised (search text folded by `foldForSearch`, amounts parsed), so two spellings
 * that find the same medicines share one entry.
 */
export function filterKey(filter: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(filter);
  return createHash('sha256').update(text).update('\u0000').update(JSON.stringify(params)).digest('hex');
}

/** How long a counted total is served and kept (migration 0120): a day. */
export const TOTAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The exact number of rows of `table` matching `filter` (issue 14, item 4), when it is known without
 * counting: a scalar subquery that a page statement selects beside its rows, so the usual call is
 * one statement. NULL means it must be counted (`countTotal`).
 * - No filter: the trigger-kept `catalog_counts.n` (migration 0002).
 * - A filter: `catalog_totals`, shared by every instance through the database; an entry is served
 *   only while its generation is the catalogue's current one (any write to the catalogue bumps it,
 *   migration 0100) and for at most `TOTAL_MAX_AGE_MS` after `now` counted it.
 */
export function knownTotal(table: Catalogue, filter: Filter, now: Date): SQL {
  if (filter.empty) return sql`(SELECT n::int FROM catalog_counts WHERE table_name = ${table})`;
  const oldest = new Date(now.getTime() - TOTAL_MAX_AGE_MS).toISOString();
  return sql`(
    SELECT t.total::int FROM catalog_totals t
    JOIN catalog_counts c ON c.table_name = t.table_name AND c.generation = t.generation
    WHERE t.table_name = ${table} AND t.filter_key = ${filterKey(filter)} AND t.counted_at >= ${oldest}::timestamptz)`;
}

/**
 * Counts the rows of `table` matching `filter` when `knownTotal` had none, and stores the total
 * stamped with the generation read in the same statement (one snapshot), so a total is never
 * fresher or staler than its stamp; the same statement deletes the catalogue's totals past
 * `TOTAL_MAX_AGE_MS`, so the table holds about a day of distinct filters even when the catalogue is
 * never written (migration 0120).
 */
export async function countTotal(database: Database, table: Catalogue, filter: Filter, now: Date): Promise<number> {
  const key = filterKey(filter);
  const counted = now.toISOString();
  const oldest = new Date(now.getTime() - TOTAL_MAX_AGE_MS).toISOString();
  const [fresh] = await database.rows<{ total: number }>(
    sql`
    WITH g AS (SELECT generation FROM catalog_counts WHERE table_name = ${table}),
      c AS (SELECT count(*) AS n FROM ${sql.identifier(table)} ${filter}),
      stored AS (
        INSERT INTO catalog_totals (table_name, filter_key, generation, total, counted_at)
        SELECT ${table}, ${key}, g.generation, c.n, ${counted}::timestamptz FROM g, c
        ON CONFLICT (table_name, filter_key) DO UPDATE
          SET generation = excluded.generation, total = excluded.total, counted_at = excluded.counted_at
          WHERE catalog_totals.generation < excluded.generation OR catalog_totals.counted_at < ${oldest}::timestamptz
      ),
      pruned AS (
        DELETE FROM catalog_totals
        WHERE table_name = ${table} AND counted_at < ${oldest}::timestamptz AND filter_key <> ${key}
      )
    SELECT n::int AS total FROM c`,
    { prepare: filter.prepare },
  );
  return fresh?.total ?? 0;
}
