import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch, foldPersian, searchWords } from '../../src/lib/fold';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Escapes LIKE wildcards (and the escape character) in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One condition of a filter, its values apart from its SQL, so that a statement holding it is built
 * and compiled once per shape (`compile`) and each call only binds the values.
 */
export interface Condition {
  /** Names the SQL without its values: two conditions with one key write one text. */
  key: string;
  /** The condition's SQL, its `i`-th value written as `value(i)`. */
  sql: (value: (i: number) => SQL) => SQL;
  values: unknown[];
  /** A substring match (`LIKE '%…%'`): a statement holding one is planned per call (`RowsOptions`). */
  substring?: boolean;
}

/** `column LIKE %folded%` on a folded column, or undefined when the folded value is empty. */
export function containsFolded(column: string, value: string | undefined): Condition | undefined {
  if (value === undefined) return undefined;
  const folded = foldForSearch(value);
  if (!folded) return undefined;
  return {
    key: `${column} LIKE`,
    sql: (v) => sql`${sql.identifier(column)} LIKE ${v(0)}`,
    values: [`%${escapeLike(folded)}%`],
    substring: true,
  };
}

/**
 * `column LIKE %word%` for every word of `value` (searchWords: folded, at most five), so the words
 * match in any order and anywhere in the column; undefined when no word is left. Each word is its
 * own trigram-indexed LIKE, which the planner combines (a bitmap AND).
 */
export function containsEveryWord(column: string, value: string | undefined): Condition | undefined {
  if (value === undefined) return undefined;
  // Sorted: two orders of the same words are one filter (one cached total).
  const words = searchWords(value).sort();
  if (words.length === 0) return undefined;
  return {
    key: `${column} LIKE ×${words.length}`,
    sql: (v) =>
      sql.join(
        words.map((_, i) => sql`${sql.identifier(column)} LIKE ${v(i)}`),
        sql` AND `,
      ),
    values: words.map((word) => `%${escapeLike(word)}%`),
    substring: true,
  };
}

/** Digits of a number typed with any digit script and thousands separators, or null. */
export function parseAmount(value: string): number | null {
  const digits = foldPersian(value).replace(/[,٬،\s]/g, '');
  if (!/^[0-9]{1,15}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * A WHERE clause of some conditions (none: no clause), its values apart from its SQL:
 * - `shape` names its text (its conditions' keys in order), so a statement holding it is compiled
 *   once per shape;
 * - `sql()` writes the clause with its values as the placeholders `f0`, `f1`, … for `compile`, and
 *   `values` binds them;
 * - `inline()` writes it with the values in place, for a statement built on every call;
 * - `empty`: no conditions; `prepare`: statements with it may be prepared (no substring match in it).
 */
export interface Filter {
  shape: string;
  sql: () => SQL;
  values: Record<string, unknown>;
  inline: () => SQL;
  empty: boolean;
  prepare: boolean;
}

/** The WHERE clause of `present`, the value of its `n`th parameter written by `value`. */
function clause(present: Condition[], value: (n: number) => SQL): SQL {
  if (present.length === 0) return sql``;
  let n = 0;
  const parts = present.map((c) => {
    const first = n;
    n += c.values.length;
    return c.sql((i) => value(first + i));
  });
  return sql`WHERE ${sql.join(parts, sql` AND `)}`;
}

export function where(conditions: (Condition | undefined)[]): Filter {
  const present = conditions.filter((c): c is Condition => c !== undefined);
  const flat = present.flatMap((c) => c.values);
  return {
    shape: present.map((c) => c.key).join(' AND '),
    sql: () => clause(present, (n) => sql`${sql.placeholder(`f${n}`)}`),
    values: Object.fromEntries(flat.map((value, n) => [`f${n}`, value])),
    inline: () => clause(present, (n) => sql`${flat[n]}`),
    empty: present.length === 0,
    prepare: !present.some((c) => c.substring),
  };
}
