import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch, foldPersian } from '../../src/lib/fold';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Escapes LIKE wildcards (and the escape character) in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE %folded%` on a folded column, or undefined when the folded value is empty. */
export function containsFolded(column: string, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  const folded = foldForSearch(value);
  if (!folded) return undefined;
  const condition = sql`${sql.identifier(column)} LIKE ${`%${escapeLike(folded)}%`}`;
  substringMatches.add(condition);
  return condition;
}

/** The conditions `containsFolded` made (a filter holding one is planned per call, see `RowsOptions`). */
const substringMatches = new WeakSet<SQL>();

/** Digits of a number typed with any digit script and thousands separators, or null. */
export function parseAmount(value: string): number | null {
  const digits = foldPersian(value).replace(/[,٬،\s]/g, '');
  if (!/^[0-9]{1,15}$/.test(digits)) return null;
  return Number(digits);
}

export type Filter = SQL & { empty: boolean; prepare: boolean };

/**
 * A WHERE clause of the given conditions; `empty` says whether there were none, `prepare` whether
 * statements with it may be prepared (no substring match in it).
 */
export function where(conditions: (SQL | undefined)[]): Filter {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  const clause = present.length ? sql`WHERE ${sql.join(present, sql` AND `)}` : sql``;
  return Object.assign(clause, { empty: present.length === 0, prepare: !present.some((c) => substringMatches.has(c)) });
}
