import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';

/**
 * Migration 0130: the catalogue's jsonb columns only ever hold the contract's shapes, because the
 * details and the price-change pages write them into their answers unparsed (server/http/json-text.ts).
 * A value of another shape is refused by the database, whoever writes it, and the row keeps its value.
 */
describe.each(backendsFor('sql'))('the catalogue keeps its JSON columns in the contract’s shapes on $name', (backend) => {
  let s: TestServer;
  let a: string;
  let b: string;
  const good = '[{"price": 1250000, "insert_date": "2026-01-05T00:00:00.000Z"}]';

  beforeAll(async () => {
    s = await startServer(backend);
    a = (await s.sql<{ id: string }>('SELECT id FROM medicines_a ORDER BY seq LIMIT 1'))[0]!.id;
    b = (await s.sql<{ id: string }>('SELECT id FROM medicines_b ORDER BY seq LIMIT 1'))[0]!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const set = (table: string, column: string, value: string, id: string) =>
    s.sql(`UPDATE ${table} SET ${column} = $1::jsonb WHERE id = $2`, [value, id]);
  const read = async (table: string, column: string, id: string) =>
    (await s.sql<{ v: string }>(`SELECT ${column}::text AS v FROM ${table} WHERE id = $1`, [id]))[0]!.v;

  const badHistories = [
    '{}',
    '"[]"',
    '[1250000]',
    '[{"price": "1250000", "insert_date": "2026-01-05T00:00:00.000Z"}]',
    '[{"price": 1250000.5, "insert_date": "2026-01-05T00:00:00.000Z"}]',
    '[{"price": -1, "insert_date": "2026-01-05T00:00:00.000Z"}]',
    '[{"price": 1250000}]',
    '[{"price": 1250000, "insert_date": 1767571200000}]',
    '[{"price": 1250000, "insert_date": "1404/10/15"}]',
    '[{"price": 1250000, "insert_date": "2026-01-05T00:00:00.000Z", "note": "x"}]',
    `[${good.slice(1, -1)}, null]`,
  ];

  it('refuses a price history of any other shape, in every price column of A and B, and keeps the old value', async () => {
    for (const [table, id, column] of [
      ['medicines_a', a, 'price_o'],
      ['medicines_a', a, 'price_oa'],
      ['medicines_a', a, 'price_b'],
      ['medicines_a', a, 'price_ba'],
      ['medicines_b', b, 'price_distributor'],
      ['medicines_b', b, 'price_pharmacy'],
      ['medicines_b', b, 'price_consumer'],
    ] as const) {
      const before = await read(table, column, id);
      for (const bad of badHistories) {
        await expect(set(table, column, bad, id), `${column} = ${bad}`).rejects.toThrow(new RegExp(`${table}_${column}_shape`));
      }
      expect(await read(table, column, id)).toBe(before);
    }
  });

  it('takes the contract’s shapes, an empty history included, and the detail answers with them as stored', async () => {
    await set('medicines_a', 'price_o', good, a);
    await set('medicines_a', 'price_ba', '[]', a);
    await set('medicines_a', 'distribution_companies', '["پخش البرز", "داروپخش"]', a);
    const { token } = await s.newUser();
    const res = await s.call('getMedicineAById', { token, params: { medicineId: a } });
    expect(res.status).toBe(200);
    const data = res.json.data as { price_O: unknown; price_BA: unknown; distribution_companies: unknown };
    expect(data.price_O).toEqual([{ price: 1250000, insert_date: '2026-01-05T00:00:00.000Z' }]);
    expect(data.price_BA).toEqual([]);
    expect(data.distribution_companies).toEqual(['پخش البرز', 'داروپخش']);
  });

  it('refuses distributors that are not strings and related ids that are not uuids', async () => {
    for (const bad of ['{}', '[1]', '[null]', '[["پخش البرز"]]']) {
      await expect(set('medicines_a', 'distribution_companies', bad, a)).rejects.toThrow(/medicines_a_distribution_companies_shape/);
    }
    for (const [table, id] of [
      ['medicines_a', a],
      ['medicines_b', b],
    ] as const) {
      for (const bad of ['["not-a-uuid"]', '[42]', `"${b}"`]) {
        await expect(set(table, 'related_ids', bad, id)).rejects.toThrow(new RegExp(`${table}_related_ids_shape`));
      }
      await set(table, 'related_ids', JSON.stringify([table === 'medicines_a' ? a : b]), id);
    }
  });
});
