import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './harness';
import { auditCount, staffUser } from './ops-helpers';

const SAMPLE_B = readFileSync(join(import.meta.dirname, '..', '..', 'samples', 'price-list-b.csv'));
/** The sample's first drug (methotrexate), its consumer price in the file. */
const METHOTREXATE = { code: '5993835000000748', consumer: 6_324_600 };

type Point = { price: number; insert_date: string };
type Source = Point & { series: string; kind: string; derived: boolean; row: number | null };

// behaviour §10.12: the official record: a series the file does not state does not change.
describe.each(backends)('the official price record, on $name', (backend) => {
  let s: TestServer;
  let operator: { token: string; id: string };
  let pharmacist: string;
  const now = new Date('2026-11-27T10:00:00.000Z');
  beforeAll(async () => {
    // Every upload answers 202 and is read after the answer, as a long file is.
    s = await startServer(backend, { clock: () => now, importHooks: { waitMs: 0 } });
    operator = await staffUser(s, 'operator');
    pharmacist = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  async function upload(body: Buffer | string, fileName: string, catalogue = 'B') {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/ops/v1/price-imports?catalogue=${catalogue}&file_name=${encodeURIComponent(fileName)}`,
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
      payload: body,
    });
    expect([200, 201, 202], res.body).toContain(res.statusCode);
    const id = res.json().data._id as string;
    let imp = res.json().data;
    while (imp.status === 'reading') {
      await new Promise((resolve) => setImmediate(resolve));
      imp = (await s.call('opsGetPriceImport', { token: operator.token, params: { importId: id } })).json.data;
    }
    return imp as { _id: string; status: string; failure: string | null; counts: Record<string, number> };
  }
  const publish = (id: string) =>
    s.call('opsPublishPriceImport', { token: operator.token, params: { importId: id }, body: { allowErrors: true } });
  const rollback = (id: string) => s.call('opsRollbackPriceImport', { token: operator.token, params: { importId: id } });
  const detailB = async (id: string) => (await s.call('getMedicineBById', { token: pharmacist, params: { medicineId: id } })).json;

  /** A drug of catalogue B with three series of its own, recorded as the seed's. */
  async function drugB(code: string, prices: { consumer: number; distributor: number; pharmacy: number }): Promise<string> {
    const [{ id }] = await s.sql<{ id: string }>(
      `INSERT INTO medicines_b (id, irc_code, brand_name_fa, generic_name_fa) VALUES (gen_random_uuid(), $1, 'داروی آزمون', 'ژنریک آزمون') RETURNING id::text`,
      [code],
    );
    for (const [series, price] of Object.entries(prices))
      await s.sql(
        `INSERT INTO price_entries (category, medicine_id, series, effective_at, price, kind, published_at, lead)
         VALUES ('B', $1, $2, '2026-06-01T00:00:00Z', $3, 'seed', '2026-06-01T00:00:00Z', false)`,
        [id, `price_${series}`, price],
      );
    await s.sql(`SELECT refresh_price_series('B', ARRAY[$1::uuid])`, [id]);
    return id;
  }

  it('publishing the B sample changes consumer prices only; rolled back, every series stands exactly as before', async () => {
    const id = await drugB(METHOTREXATE.code, { consumer: 5_000_000, distributor: 4_100_000, pharmacy: 4_500_000 });
    const before = await detailB(id);
    const imp = await upload(SAMPLE_B, 'price-list-b.csv');
    expect(imp.status).toBe('preview');
    const rows = (
      await s.call('opsListPriceImportRows', { token: operator.token, params: { importId: imp._id }, query: { kind: 'change' } })
    ).json.docs;
    expect(rows.find((r: { code: string }) => r.code === METHOTREXATE.code).changes).toEqual([
      { series: 'price_consumer', old: 5_000_000, new: METHOTREXATE.consumer, derived: false },
    ]);
    expect((await publish(imp._id)).status).toBe(200);
    const after = await detailB(id);
    expect(after.price_consumer.at(-1)).toEqual({ price: METHOTREXATE.consumer, insert_date: '2026-11-21T20:30:00.000Z' });
    expect(after.price_distributor).toEqual(before.price_distributor);
    expect(after.price_pharmacy).toEqual(before.price_pharmacy);
    const sources = (series: string, d: { price_sources: Source[] }) => d.price_sources.filter((p) => p.series === series);
    expect(sources('price_distributor', after)).toEqual(sources('price_distributor', before));
    expect(sources('price_pharmacy', after)).toEqual(sources('price_pharmacy', before));
    expect(sources('price_consumer', after).at(-1)).toMatchObject({
      kind: 'import',
      price: METHOTREXATE.consumer,
      row: 2,
      derived: false,
      import: { _id: imp._id, file_name: 'price-list-b.csv' },
    });
    expect((await rollback(imp._id)).status).toBe(200);
    const restored = await detailB(id);
    for (const key of ['price_consumer', 'price_distributor', 'price_pharmacy', 'price_sources'])
      expect(restored[key]).toEqual(before[key]);
  }, 120_000); // the whole sample: 304 rows read, 300 new drugs published one by one

  it('a B file maps distributor and pharmacy columns; an unmapped one stays', async () => {
    const id = await drugB('REC-MAP-1', { consumer: 1_000, distributor: 800, pharmacy: 900 });
    const imp = await upload('کد IRC,قیمت توزیع کننده,تاریخ اجرا\nREC-MAP-1,850,1405/09/01\n', 'distributor.csv');
    expect(imp.counts).toMatchObject({ change: 1, error: 0 });
    expect((await publish(imp._id)).status).toBe(200);
    const after = await detailB(id);
    expect(after.price_distributor.map((p: Point) => p.price)).toEqual([800, 850]);
    expect(after.price_consumer.map((p: Point) => p.price)).toEqual([1_000]);
    expect(after.price_pharmacy.map((p: Point) => p.price)).toEqual([900]);
  });

  it('a pack publishing cannot store is refused at the preview, in Persian; publishing never answers 500', async () => {
    const imp = await upload(
      'کد IRC,نام تجاری فارسی,تعداد در بسته,قیمت مصرف کننده,تاریخ اجرا\nREC-PACK-1,داروی بزرگ,3000000000,1000,1405/09/01\n',
      'pack.csv',
    );
    const errors = (
      await s.call('opsListPriceImportRows', { token: operator.token, params: { importId: imp._id }, query: { kind: 'error' } })
    ).json.docs;
    expect(errors).toMatchObject([{ rowNo: 2, reason: expect.stringMatching(/تعداد در بسته بیش از اندازه بزرگ است/) }]);
    expect((await publish(imp._id)).status).toBe(200);
    expect(await s.sql(`SELECT 1 FROM medicines_b WHERE irc_code = 'REC-PACK-1'`)).toEqual([]);
  });

  it('an upload read after its answer is audited when made, and its failure too, in words', async () => {
    const audits = await auditCount(s);
    const imp = await upload('code,price,date\n,,\n', 'empty.csv');
    expect(imp).toMatchObject({ status: 'failed', failure: 'فایل جز سطر عنوان ردیفی ندارد.' });
    const rows = await s.sql<{ action: string; after: { failure?: string } }>(
      `SELECT action, after FROM audit_log WHERE target_type = 'priceImport' AND target_id = $1 ORDER BY action DESC`,
      [imp._id],
    );
    expect(rows.map((r) => r.action)).toEqual(['priceImport.upload', 'priceImport.fail']);
    expect(rows[1]!.after.failure).toBe('فایل جز سطر عنوان ردیفی ندارد.');
    expect(await auditCount(s)).toBe(audits + 2);
  });

  it('rollbacks chain: the newest, then the one beneath; a rolled-back file may be published again', async () => {
    const id = await drugB('REC-CHAIN-1', { consumer: 2_000, distributor: 1_600, pharmacy: 1_800 });
    const original = await detailB(id);
    const fileX = 'کد IRC,قیمت مصرف کننده,تاریخ اجرا\nREC-CHAIN-1,2100,1405/09/01\n';
    const x = await upload(fileX, 'x.csv');
    expect((await publish(x._id)).status).toBe(200);
    const y = await upload('کد IRC,قیمت مصرف کننده,تاریخ اجرا\nREC-CHAIN-1,2200,1405/09/02\n', 'y.csv');
    expect((await publish(y._id)).status).toBe(200);
    // X is beneath Y: refused while Y stands.
    expect((await rollback(x._id)).status).toBe(409);
    expect((await rollback(y._id)).status).toBe(200);
    expect((await detailB(id)).price_consumer.at(-1).price).toBe(2_100);
    const back = await rollback(x._id);
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    const restored = await detailB(id);
    for (const key of ['price_consumer', 'price_distributor', 'price_pharmacy', 'price_sources'])
      expect(restored[key]).toEqual(original[key]);
    // The same file as X again: a new preview, published.
    const again = await upload(fileX, 'x-again.csv');
    expect(again._id).not.toBe(x._id);
    expect(again.status).toBe('preview');
    expect((await publish(again._id)).status).toBe(200);
    expect((await detailB(id)).price_consumer.at(-1).price).toBe(2_100);
  });
});
