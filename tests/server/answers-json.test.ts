import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';

/**
 * The catalogue's pages and details are written as JSON by PostgreSQL (`json_build_object`,
 * `json_agg`) and sent as they are (server/service/medicine.ts). These answers must say exactly what
 * the rows say, as JSON.stringify of the rows read by node-postgres did: text escaped, nulls,
 * numbers and booleans as such, timestamps as `toISOString` writes them, rows in the page's order.
 */
describe.each(backendsFor('sql'))('answers written by PostgreSQL say what the rows say on $name', (backend) => {
  let s: TestServer;
  let token: string;
  let a: string;
  let b: string;
  // Quotes, a backslash, a new line, a tab, a control character, Persian and an emoji.
  const tricky = 'قرص "ویژه" \\ خط\nدوم\tستون \u0001 ✓ 💊';

  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
    a = (await s.sql<{ id: string }>('SELECT id FROM medicines_a ORDER BY seq LIMIT 1'))[0]!.id;
    b = (await s.sql<{ id: string }>('SELECT id FROM medicines_b ORDER BY seq LIMIT 1'))[0]!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a detail of B: escaped text, a null, a number and the price time to the millisecond in UTC', async () => {
    // 03:04:05.678999 at +03:30 is 23:34:05.678999 UTC the day before; milliseconds are cut, not rounded.
    await s.sql(
      `UPDATE medicines_b SET brand_name_fa = $1, brand_name_la = NULL, quantity_in_pack = 30,
         price_updated_at = '2026-01-02 03:04:05.678999+03:30' WHERE id = $2`,
      [tricky, b],
    );
    const res = await s.call('getMedicineBById', { token, params: { medicineId: b } });
    expect(res.status).toBe(200);
    expect(res.json.brand_name_fa).toBe(tricky);
    expect(res.json.brand_name_la).toBeNull();
    expect(res.json.quantity_in_pack).toBe(30);
    expect(res.json.price_updated_at).toBe('2026-01-01T23:34:05.678Z');

    await s.sql(`UPDATE medicines_b SET price_updated_at = NULL WHERE id = $1`, [b]);
    const none = await s.call('getMedicineBById', { token, params: { medicineId: b } });
    expect(none.json.price_updated_at).toBeNull();
  });

  it('a detail of A: booleans, the photo path or null, the related medicines in their stored order', async () => {
    const [first, second] = await s.sql<{ id: string; brand_name_fa: string | null }>(
      'SELECT id, brand_name_fa FROM medicines_a WHERE id <> $1 ORDER BY seq LIMIT 2',
      [a],
    );
    await s.sql(`UPDATE medicines_a SET added_value = false, photo_file = NULL, related_ids = $1::jsonb WHERE id = $2`, [
      JSON.stringify([second!.id, first!.id]),
      a,
    ]);
    const res = await s.call('getMedicineAById', { token, params: { medicineId: a } });
    expect(res.status).toBe(200);
    expect(res.json.data.added_value).toBe(false);
    expect(res.json.data.photo).toBeNull();
    expect(res.json.data.related).toEqual([
      { _id: second!.id, brand_name_fa: second!.brand_name_fa },
      { _id: first!.id, brand_name_fa: first!.brand_name_fa },
    ]);

    await s.sql(`INSERT INTO photos (file_name, content_type, body) VALUES ('x1.webp', 'image/webp', '\\x00') ON CONFLICT DO NOTHING`);
    await s.sql(`UPDATE medicines_a SET added_value = true, photo_file = 'x1.webp' WHERE id = $1`, [a]);
    const withPhoto = await s.call('getMedicineAById', { token, params: { medicineId: a } });
    expect(withPhoto.json.data.added_value).toBe(true);
    expect(withPhoto.json.data.photo).toEqual({ path: '/medicine/v1/photo/x1.webp' });
  });

  it('a list page holds the rows of its page, in order, field for field', async () => {
    await s.sql(`UPDATE medicines_a SET generic_name_fa = $1, concessionaire = NULL WHERE id = $2`, [tricky, a]);
    const rows = await s.sql<Record<string, unknown>>(
      `SELECT id::text AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code,
         manufacturing_factory, concessionaire
       FROM medicines_a ORDER BY seq LIMIT 15 OFFSET 0`,
    );
    const res = await s.call('getAllMedicineAUser', { token, query: { limit: 15, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.data.main.docs).toEqual(rows);
    expect(res.json.data.main.docs[0].generic_name_fa).toBe(tricky);
  });

  it('a price-change page of B: newest first, each time as toISOString writes it', async () => {
    await s.sql(`UPDATE medicines_b SET price_updated_at = '2026-01-02 03:04:05.678999+03:30' WHERE id = $1`, [b]);
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = Date.parse('2026-01-03T00:00:00Z');
    const rows = await s.sql<{ id: string; price_updated_at: Date }>(
      `SELECT id::text AS id, price_updated_at FROM medicines_b
       WHERE price_updated_at BETWEEN to_timestamp($1::double precision / 1000) AND to_timestamp($2::double precision / 1000)
       ORDER BY price_updated_at DESC, seq DESC`,
      [from, to],
    );
    const res = await s.call('getListMedicinesBSortChangePriceUser', { token, query: { from, to, limit: 50, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.docs.map((d: { _id: string }) => d._id)).toEqual(rows.map((r) => r.id));
    expect(res.json.docs.map((d: { price_updated_at: string }) => d.price_updated_at)).toEqual(
      rows.map((r) => new Date(r.price_updated_at).toISOString()),
    );
    expect(res.json.docs.find((d: { _id: string }) => d._id === b).price_updated_at).toBe('2026-01-01T23:34:05.678Z');
  });
});
