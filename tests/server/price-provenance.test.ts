import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMedicineChange } from '../../server/service/medicine-change';
import { startServer, type TestServer, backendsFor } from './harness';
import { staffUser } from './ops-helpers';

// behaviour §10.12: every price entry says where it came from.
describe.each(backendsFor('http'))('price provenance, on $name', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('every point of a seeded drug carries the seed as its source; a hand entry its operator and reason', async () => {
    const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a WHERE current_price IS NOT NULL ORDER BY seq LIMIT 1`);
    const before = await s.call('getMedicineAById', { token, params: { medicineId: id } });
    expect(before.status).toBe(200);
    const seedPoints = ['price_B', 'price_BA', 'price_O', 'price_OA'].flatMap((series) =>
      before.json.data[series].map((p: { price: number; insert_date: string }) => ({ series, ...p })),
    );
    expect(before.json.data.price_sources).toHaveLength(seedPoints.length);
    expect(before.json.data.price_sources).toEqual(
      seedPoints.map((p) => expect.objectContaining({ ...p, kind: 'seed', derived: false, import: null })),
    );

    const operator = await staffUser(s, 'operator');
    const at = new Date('2026-11-20T08:30:00.000Z');
    const published = new Date('2026-11-20T09:00:00.000Z');
    const price = Number(before.json.data.price_O.at(-1)?.price ?? 1000) + 7_000;
    const [{ added }] = await s.sql<{ added: boolean }>(`SELECT added_value AS added FROM medicines_a WHERE id = $1`, [id]);
    await applyMedicineChange(s.app.database, {
      category: 'A',
      medicineId: id,
      price,
      at,
      source: { kind: 'hand', actorId: operator.id, reason: 'اصلاح خطای تایپی', publishedAt: published },
    });
    const after = await s.call('getMedicineAById', { token, params: { medicineId: id } });
    const series = added ? after.json.data.price_OA : after.json.data.price_O;
    expect(series.at(-1)).toEqual({ price, insert_date: at.toISOString() });
    const lead = added ? 'price_OA' : 'price_O';
    expect(after.json.data.price_sources.filter((p: { kind: string }) => p.kind !== 'seed')).toEqual([
      {
        series: lead,
        price,
        derived: false,
        row: null,
        insert_date: at.toISOString(),
        kind: 'hand',
        published_at: published.toISOString(),
        by: operator.id,
        reason: 'اصلاح خطای تایپی',
        import: null,
      },
    ]);
  });

  it('category B details list provenance too', async () => {
    const [{ id }] = await s.sql<{ id: string }>(
      `SELECT id::text FROM medicines_b WHERE current_price_consumer IS NOT NULL ORDER BY seq LIMIT 1`,
    );
    const at = new Date('2026-11-21T08:30:00.000Z');
    await applyMedicineChange(s.app.database, {
      category: 'B',
      medicineId: id,
      price: 123_450,
      at,
      source: { kind: 'hand', reason: 'آزمون' },
    });
    const after = await s.call('getMedicineBById', { token, params: { medicineId: id } });
    expect(after.status).toBe(200);
    expect(after.json.price_sources.filter((p: { kind: string }) => p.kind !== 'seed')).toMatchObject([
      { series: 'price_consumer', price: 123_450, insert_date: at.toISOString(), kind: 'hand', reason: 'آزمون', import: null },
    ]);
  });
});
