import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, statementName, type Database } from '../../server/db/client';
import { priceCondition, quantityCondition, rangeConditions } from '../../server/service/medicine';
import { type Condition, containsFolded, where } from '../../server/service/medicine-sql';
import { filterKey } from '../../server/service/totals';
import { openBackendDatabase, backendsFor } from './harness';

/**
 * The catalogue's hot statements are compiled once per filter shape and bound on each call
 * (`compile`, `database.run`, `where`): a shape must name one text, and a filter bound through its
 * placeholders must send what the same filter with its values in place sends.
 */
const dialect = new PgDialect();
const text = (conditions: (Condition | undefined)[]) => dialect.sqlToQuery(where(conditions).sql()).sql;

describe('filters compiled once per shape', () => {
  const filters: (Condition | undefined)[][] = [
    [],
    [containsFolded('search_f', 'قر')],
    [containsFolded('search_f', 'آموکسی')],
    [containsFolded('search_f', '   ')],
    [containsFolded('brand_name_fa_f', 'قر')],
    [containsFolded('search_f', 'قر'), containsFolded('brand_name_fa_f', 'قرص')],
    [containsFolded('brand_name_fa_f', 'قرص'), containsFolded('search_f', 'قر')],
    [quantityCondition('۳۰')],
    [quantityCondition('99999999999')],
    [priceCondition('current_price_pharmacy', '50000')],
    [priceCondition('current_price_distributor', '50000')],
    [priceCondition('current_price_pharmacy', '۱۲٬۰۰۰'), quantityCondition('10')],
    rangeConditions('price_changed_at', 1_000, undefined),
    rangeConditions('price_changed_at', 1_000, 2_000),
    rangeConditions('price_changed_at', undefined, 2_000),
    rangeConditions('price_changed_at', 5, 9),
    rangeConditions('price_updated_at', 1_000, undefined),
  ];

  it('one shape, one text; two shapes, two texts', () => {
    const byShape = new Map<string, string>();
    const byText = new Map<string, string>();
    for (const conditions of filters) {
      const { shape } = where(conditions);
      const t = text(conditions);
      expect(byShape.get(shape) ?? t, shape).toBe(t);
      expect(byText.get(t) ?? shape, t).toBe(shape);
      byShape.set(shape, t);
      byText.set(t, shape);
    }
    expect(byShape.size).toBe(14);
  });

  it('bound through its placeholders, a filter sends what it sends with its values in place', () => {
    for (const conditions of filters) {
      const filter = where(conditions);
      const bound = dialect.sqlToQuery(filter.sql());
      const inline = dialect.sqlToQuery(filter.inline());
      expect(bound.sql).toBe(inline.sql);
      expect(fillPlaceholders(bound.params, filter.values)).toEqual(inline.params);
    }
    expect(where([containsFolded('search_f', 'ي%')]).values).toEqual({ f0: '%ی\\%%' });
    expect(where(rangeConditions('price_changed_at', 1_000, 2_000)).values).toEqual({ f0: 1_000, f1: 2_000 });
  });

  it('a substring match is planned per call; the total of a filter is keyed by its text and values', () => {
    expect(where([containsFolded('search_f', 'قر'), quantityCondition('30')]).prepare).toBe(false);
    expect(where([priceCondition('current_price_pharmacy', '1'), quantityCondition('30')]).prepare).toBe(true);
    const key = (conditions: (Condition | undefined)[]) => filterKey(where(conditions));
    expect(key([containsFolded('search_f', 'قر')])).toBe(key([containsFolded('search_f', 'قر  ')]));
    expect(key([containsFolded('search_f', 'قر')])).not.toBe(key([containsFolded('search_f', 'قرص')]));
    expect(key([containsFolded('search_f', 'قر')])).not.toBe(key([containsFolded('brand_name_fa_f', 'قر')]));
  });
});

describe.each(backendsFor('sql'))('compiled statements on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackendDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  const query = (a: unknown, b: unknown) =>
    sql`SELECT ${a}::int + ${b}::int AS sum, ${a}::int * 2 AS twice, ${'fixed'} AS fixed, now() > '2000-01-01'::timestamptz AS later`;

  it('runs with each call its own values, as rows runs the same SQL with the values in place', async () => {
    const statement = compile(query(sql.placeholder('a'), sql.placeholder('b')));
    expect(statement.name).toBe(statementName(statement.text));
    for (const [a, b] of [
      [1, 2],
      [40, -2],
      [7, 0],
    ] as const) {
      const [bound] = await database.run(statement, { a, b });
      const [inline] = await database.rows(query(a, b));
      expect(bound).toEqual(inline);
      expect(bound).toEqual({ sum: a + b, twice: a * 2, fixed: 'fixed', later: true });
    }
    await expect(database.run(statement, { a: 1 })).rejects.toThrow(/placeholder/i);
  });

  it('a statement compiled not to be prepared has no name', () => {
    expect(compile(query(1, 2), { prepare: false }).name).toBeUndefined();
  });
});
