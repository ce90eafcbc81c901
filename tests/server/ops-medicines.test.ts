import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';
import { auditCount, staffUser } from './ops-helpers';

// behaviour §10.13: the console finds a drug, shows its price entries with their provenance, and a
// hand edit becomes one more entry, named by its operator and reason.
describe.each(backendsFor('sql'))('the console drug lookup, on $name', (backend) => {
  let s: TestServer;
  let operator: Awaited<ReturnType<typeof staffUser>>;
  beforeAll(async () => {
    s = await startServer(backend);
    operator = await staffUser(s, 'operator');
    await s.sql(`UPDATE users SET first_name = 'مینا', last_name = 'کاظمی' WHERE id = $1`, [operator.id]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('finds a drug by a word of its name and by its code from the start, with its current price', async () => {
    const [m] = await s.sql<{ id: string; name: string; code: string; price: string }>(
      `SELECT id::text, brand_name_fa AS name, brand_code AS code, current_price::text AS price
       FROM medicines_a WHERE brand_code IS NOT NULL AND brand_name_fa IS NOT NULL AND current_price IS NOT NULL ORDER BY seq LIMIT 1`,
    );
    const byName = await s.call('opsSearchMedicines', { token: operator.token, query: { category: 'A', q: m!.name } });
    expect(byName.status).toBe(200);
    expect(byName.json.docs.map((d: { _id: string }) => d._id)).toContain(m!.id);
    const byCode = await s.call('opsSearchMedicines', { token: operator.token, query: { category: 'A', q: m!.code } });
    expect(byCode.status).toBe(200);
    const found = byCode.json.docs.find((d: { _id: string }) => d._id === m!.id);
    expect(found).toMatchObject({ category: 'A', code: m!.code, price: Number(m!.price) });
    const none = await s.call('opsSearchMedicines', { token: operator.token, query: { category: 'A', q: 'ژژژژژژژ' } });
    expect(none.json).toEqual({ docs: [], totalDocs: 0, totalPages: 0 });
  });

  it('a hand edit is the newest entry, by its operator with its reason, audited once', async () => {
    const [m] = await s.sql<{ id: string; price: string }>(
      `SELECT id::text, current_price_consumer::text AS price FROM medicines_b WHERE current_price_consumer IS NOT NULL ORDER BY seq LIMIT 1 OFFSET 3`,
    );
    const before = await s.call('opsGetMedicine', { token: operator.token, params: { category: 'B', medicineId: m!.id } });
    expect(before.status).toBe(200);
    expect(before.json.data.medicine).toMatchObject({ category: 'B', _id: m!.id, price: Number(m!.price) });
    const audited = await auditCount(s, `action = 'price.hand'`);
    const price = Number(m!.price) + 2_500;
    const hand = await s.call('opsSetMedicinePrice', {
      token: operator.token,
      params: { category: 'B', medicineId: m!.id },
      body: { price, reason: 'اصلاح بر پایه نامه' },
    });
    expect(hand.status).toBe(200);
    expect(await auditCount(s, `action = 'price.hand'`)).toBe(audited + 1);
    const after = await s.call('opsGetMedicine', { token: operator.token, params: { category: 'B', medicineId: m!.id } });
    expect(after.json.data.medicine.price).toBe(price);
    expect(after.json.data.entries).toHaveLength(before.json.data.entries.length + 1);
    expect(after.json.data.entries[0]).toMatchObject({
      kind: 'hand',
      oldPrice: Number(m!.price),
      price,
      reason: 'اصلاح بر پایه نامه',
      by: { _id: operator.id, name: 'مینا کاظمی' },
      import: null,
    });
  });

  it('an unknown drug is a 404 with a Persian message', async () => {
    const missing = await s.call('opsGetMedicine', {
      token: operator.token,
      params: { category: 'A', medicineId: '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toMatch(/[آ-ی]/);
    expect((await s.call('opsGetMedicine', { token: operator.token, params: { category: 'A', medicineId: 'x' } })).status).toBe(404);
  });
});
