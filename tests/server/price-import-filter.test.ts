import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './harness';
import { staffUser } from './ops-helpers';

// behaviour §10.13: the price-change lists, and their export, filtered by a published import.
describe.each(backends)('price changes by import, on $name', (backend) => {
  let s: TestServer;
  let operator: { token: string };
  let pharmacist: string;
  let meds: { id: string; code: string; price: number }[];
  const now = new Date('2026-11-27T10:00:00.000Z');
  beforeAll(async () => {
    s = await startServer(backend, { clock: () => now });
    operator = await staffUser(s, 'operator');
    pharmacist = (await s.newUser()).token;
    meds = (
      await s.sql<{ id: string; code: string; price: string }>(
        `SELECT DISTINCT ON (irc_code) id::text, irc_code AS code, current_price_consumer::text AS price FROM medicines_b
         WHERE irc_code IS NOT NULL AND current_price_consumer > 0 ORDER BY irc_code, seq LIMIT 3 OFFSET 20`,
      )
    ).map((m) => ({ ...m, price: Number(m.price) }));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists only the drugs the import changed; the published imports are offered; the export follows', async () => {
    const [a, b] = meds as [(typeof meds)[0], (typeof meds)[0]];
    const body = ['IRC,PRICE,DATE', `${a.code},${a.price + 77},1405/09/06`, `${b.code},${b.price + 88},1405/09/06`].join('\n');
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/ops/v1/price-imports?${new URLSearchParams({ catalogue: 'B', file_name: 'filter.csv', mapping: JSON.stringify({ code: 0, price: 1, effective_date: 2 }) })}`,
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const importId = res.json().data._id as string;
    // A preview is not offered and filters nothing in.
    const before = await s.call('listPublishedPriceImports', { token: pharmacist, query: { category: 'B' } });
    expect(before.status).toBe(200);
    expect(before.json.docs.map((d: { _id: string }) => d._id)).not.toContain(importId);
    const published = await s.call('opsPublishPriceImport', { token: operator.token, params: { importId }, body: { allowErrors: false } });
    expect(published.status).toBe(200);

    const offered = await s.call('listPublishedPriceImports', { token: pharmacist, query: { category: 'B' } });
    expect(offered.json.docs[0]).toMatchObject({ _id: importId, file_name: 'filter.csv' });
    expect((await s.call('listPublishedPriceImports', { token: pharmacist, query: { category: 'A' } })).json.docs).toEqual([]);

    const list = await s.call('getListMedicinesBSortChangePriceUser', { token: pharmacist, query: { import_id: importId, limit: 50 } });
    expect(list.status).toBe(200);
    expect(list.json.docs.map((d: { _id: string }) => d._id).sort()).toEqual([a.id, b.id].sort());
    expect(list.json.totalDocs).toBe(2);
    const other = await s.call('getListMedicinesBSortChangePriceUser', {
      token: pharmacist,
      query: { import_id: '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10', limit: 50 },
    });
    expect(other.json.docs).toEqual([]);
    const all = await s.call('getListMedicinesBSortChangePriceUser', { token: pharmacist, query: { limit: 50 } });
    expect(all.json.totalDocs).toBeGreaterThan(2);

    const csv = await s.app.inject({
      method: 'GET',
      url: `/api/medicine/v1/export-medicines-b-sort-change-price-user?format=csv&import_id=${importId}`,
      headers: { authorization: `Bearer ${pharmacist}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n').length).toBe(3); // the header and the two drugs

    // Without the catalogues' access the imports are not offered.
    const lapsed = (await s.newUser({ subscribed: false })).token;
    expect((await s.call('listPublishedPriceImports', { token: lapsed, query: { category: 'B' } })).status).toBe(403);
    expect((await s.call('listPublishedPriceImports', { query: { category: 'B' } })).status).toBe(401);
  });
});
