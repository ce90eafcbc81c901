import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, type Statement, compile } from '../db/client';
import type { Filter } from './medicine-sql';

export type Catalogue = 'medicines_a' | 'medicines_b';

const dialect = new PgDialect();

/** The text of each filter shape's WHERE clause, placeholders numbered from $1 (its key's text). */
const clauseTexts = new Map<string, string>();

/**
 * The cache key of a filter: sha-256 of its WHERE clause's text with the parameters it binds. The
 * values are already normalised (search text folded by `foldForSearch`, amounts parsed), so two
 * spellings that find the same medicines share one entry.
 */
export function filterKey(filter: Filter): string {
  let text = clauseTexts.get(filter.shape);
  if (text === undefined) {
    text = dialect.sqlToQuery(filter.sql()).sql;
    clauseTexts.set(filter.shape, text);
  }
  return createHash('sha256')
    .update(text)
    .update('\u0000')
    .update(JSON.stringify(Object.values(filter.values)))
    .digest('hex');
}

/** How long a counted total is served and kept (migration 0120): a day. */
export const TOTAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The exact number of rows of `table` matching `filter` (behaviour §11.4), when it is known without
 * counting: a scalar subquery that a page statement selects beside its rows, so the usual call is
 * one statement. NULL means it must be counted (`countTotal`). Its values are `knownTotalValues`'.
 * - No filter: the trigger-kept `catalog_counts.n` (migration 0002).
 * - A filter: `catalog_totals`, shared by every instance through the database; an entry is served
 *   only while its generation is the catalogue's current one (any write to the catalogue bumps it,
 *   migration 0100) and for at most `TOTAL_MAX_AGE_MS` after `now` counted it.
 */
export function knownTotal(table: Catalogue, filter: Filter): SQL {
  if (filter.empty) return sql`(SELECT n::int FROM catalog_counts WHERE table_name = ${table})`;
  return sql`(
    SELECT t.total::int FROM catalog_totals t
    JOIN catalog_counts c ON c.table_name = t.table_name AND c.generation = t.generation
    WHERE t.table_name = ${table} AND t.filter_key = ${sql.placeholder('total_key')}
      AND t.counted_at >= ${sql.placeholder('total_oldest')}::timestamptz)`;
}

/** The values of `knownTotal`'s placeholders at `now`, the filter's key given. */
export function knownTotalValues(key: string | undefined, now: Date): Record<string, unknown> {
  return key === undefined ? {} : { total_key: key, total_oldest: new Date(now.getTime() - TOTAL_MAX_AGE_MS).toISOString() };
}

/** `countTotal`'s statement for each catalogue and filter shape. */
const counts = new Map<string, Statement>();

/**
 * Counts the rows of `table` matching `filter` when `knownTotal` had none, and stores the total
 * stamped with the generation read in the same statement (one snapshot), so a total is never
 * fresher or staler than its stamp; the same statement deletes the catalogue's totals past
 * `TOTAL_MAX_AGE_MS`, so the table holds about a day of distinct filters even when the catalogue is
 * never written (migration 0120). `key`: the filter's `filterKey`, if already computed.
 */
export async function countTotal(
  database: Database,
  table: Catalogue,
  filter: Filter,
  now: Date,
  key = filterKey(filter),
): Promise<number> {
  let statement = counts.get(`${table} ${filter.shape}`);
  if (statement === undefined) {
    statement = compile(
      sql`
      WITH g AS (SELECT generation FROM catalog_counts WHERE table_name = ${table}),
        c AS (SELECT count(*) AS n FROM ${sql.identifier(table)} ${filter.sql()}),
        stored AS (
          INSERT INTO catalog_totals (table_name, filter_key, generation, total, counted_at)
          SELECT ${table}, ${sql.placeholder('key')}, g.generation, c.n, ${sql.placeholder('counted')}::timestamptz FROM g, c
          ON CONFLICT (table_name, filter_key) DO UPDATE
            SET generation = excluded.generation, total = excluded.total, counted_at = excluded.counted_at
            WHERE catalog_totals.generation < excluded.generation OR catalog_totals.counted_at < ${sql.placeholder('oldest')}::timestamptz
        ),
        pruned AS (
          DELETE FROM catalog_totals
          WHERE table_name = ${table} AND counted_at < ${sql.placeholder('oldest')}::timestamptz AND filter_key <> ${sql.placeholder('key')}
        )
      SELECT n::int AS total FROM c`,
      { prepare: filter.prepare },
    );
    counts.set(`${table} ${filter.shape}`, statement);
  }
  const [fresh] = await database.run<{ total: number }>(statement, {
    ...filter.values,
    key,
    counted: now.toISOString(),
    oldest: new Date(now.getTime() - TOTAL_MAX_AGE_MS).toISOString(),
  });
  return fresh?.total ?? 0;
}
