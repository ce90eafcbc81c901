import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog } from '../../server/db/seeding';
import type { SeedMedicineA, SeedMedicineB } from '../../server/db/seed/types';
import { gtinMessages } from '../../server/service/equivalents';
import { toPersianDigits } from '../../src/lib/digits';
import { withCheckDigit } from '../../src/lib/gtin';
import { FIXTURE_NOW, medicineA, medicineB } from './fixture-catalog';
import { startServer, type TestServer, backendsFor } from './harness';

const at = FIXTURE_NOW.toISOString();
const price = (value: number) => [{ price: value, insert_date: at }];
const NAME = 'سفالکسین ۵۰۰ میلی‌گرم کپسول';

/** A branch of the same generic (A): its own brand and maker, the shared name and code. */
const a = (key: string, fields: Partial<SeedMedicineA>): SeedMedicineA =>
  medicineA(key, {
    brand_name_fa: `برند ${key}`,
    brand_name_la: key,
    generic_name_fa: NAME,
    generic_name_la: 'Cefalexin 500 mg Capsule',
    generic_code: 'EQ-1',
    manufacturing_factory: `کارخانه ${key}`,
    ...fields,
  });

/** The same for category B (ten to a pack, unless `fields` says otherwise). */
const b = (key: string, fields: Partial<SeedMedicineB>): SeedMedicineB =>
  medicineB(key, {
    brand_name_fa: `برند ${key}`,
    brand_name_la: key,
    generic_name_fa: NAME,
    generic_name_la: 'Cefalexin 500 mg Capsule',
    quantity_in_pack: 10,
    producer_company: `تولیدی ${key}`,
    generic_code: 'EQ-1',
    ...fields,
  });

const GTIN_A1 = withCheckDigit('626123456789');
const GTIN_B1 = withCheckDigit('626987654321');

describe.each(backendsFor('sql'))('equivalents and GTIN lookup on $name', (backend) => {
  let s: TestServer;
  let token: string;
  let id: Record<string, string>;

  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
    await insertCatalog(s.app.database, {
      photos: [],
      medicinesA: [
        // Unit price with added value: 1,100 rial.
        a('eq-a1', { added_value: true, price_O: price(1_000), price_OA: price(1_100), gtin: GTIN_A1 }),
        a('eq-a2', { price_O: price(900) }),
        // Another generic code with the same name: not the same medicine (codes decide when both have one).
        a('eq-a3', { generic_code: 'EQ-2', price_O: price(5_000) }),
      ],
      medicinesB: [
        // 20,000 a pack of 20: 1,000 a unit.
        b('eq-b1', { quantity_in_pack: 20, price_consumer: price(20_000), gtin: GTIN_B1 }),
        b('eq-b2', { quantity_in_pack: 10, price_consumer: price(30_000) }),
        // No generic code: matched on the folded name (Arabic ي/ك, Latin digits, no ZWNJ).
        b('eq-b3', {
          generic_code: null,
          generic_name_fa: 'سفالكسين 500 ميلي گرم كپسول',
          quantity_in_pack: 12,
          price_consumer: price(14_400),
        }),
        b('eq-b4', { generic_code: null, generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول', price_consumer: price(100) }),
      ],
    });
    const rows = await s.sql<{ seed_key: string; id: string }>(
      `SELECT seed_key, id::text FROM medicines_a WHERE seed_key LIKE 'eq-%'
       UNION ALL SELECT seed_key, id::text FROM medicines_b WHERE seed_key LIKE 'eq-%'`,
    );
    id = Object.fromEntries(rows.map((r) => [r.seed_key, r.id]));
  });
  afterAll(async () => {
    await s?.close();
  });

  const equivalents = (category: string, medicineId: string, t: string = token) =>
    s.call('getMedicineEquivalents', { token: t, params: { category, medicineId } });
  const byGtin = (gtin: string, t: string = token) => s.call('getMedicineByGtin', { token: t, params: { gtin } });

  it('lists both catalogues cheapest unit first, without itself, with the difference in rial and percent', async () => {
    const res = await equivalents('A', id['eq-a1']!);
    expect(res.status).toBe(200);
    expect(res.json.unitPrice).toBe(1_100);
    expect(res.json.totalDocs).toBe(4);
    const rows = res.json.docs.map(
      (d: { _id: string; category: string; unitPrice: number; difference: number; differencePercent: number }) => [
        d.category,
        d._id,
        d.unitPrice,
        d.difference,
        d.differencePercent,
      ],
    );
    expect(rows).toEqual([
      ['A', id['eq-a2'], 900, -200, -18.2],
      ['B', id['eq-b1'], 1_000, -100, -9.1],
      ['B', id['eq-b3'], 1_200, 100, 9.1],
      ['B', id['eq-b2'], 3_000, 1_900, 172.7],
    ]);
    expect(res.json.docs[0].maker).toBe('کارخانه eq-a2');
    expect(res.json.docs[1].maker).toBe('تولیدی eq-b1');
  });

  it('from category B: the unit is the consumer price over the pack, and category A is compared with it', async () => {
    const res = await equivalents('B', id['eq-b1']!);
    expect(res.status).toBe(200);
    expect(res.json.unitPrice).toBe(1_000);
    expect(res.json.docs.map((d: { _id: string }) => d._id)).toEqual([id['eq-a2'], id['eq-a1'], id['eq-b3'], id['eq-b2']]);
    expect(res.json.docs[1]).toMatchObject({ difference: 100, differencePercent: 10 });
  });

  it('without a generic code: the same folded generic name (with strength and form) matches, whatever the codes of the others', async () => {
    const res = await equivalents('B', id['eq-b3']!);
    expect(res.status).toBe(200);
    const ids = res.json.docs.map((d: { _id: string }) => d._id);
    expect(ids).toEqual([id['eq-a2'], id['eq-b1'], id['eq-a1'], id['eq-b2'], id['eq-a3']]);
    expect(ids).not.toContain(id['eq-b4']);
    // With a code, another code never matches on the name alone.
    const a3 = await equivalents('A', id['eq-a3']!);
    expect(a3.json.docs.map((d: { _id: string }) => d._id)).toEqual([id['eq-b3']]);
    const alone = await equivalents('B', id['eq-b4']!);
    expect(alone.json).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('an unknown or malformed id is a Persian 404; an unknown category 400', async () => {
    expect((await equivalents('A', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await equivalents('A', id['eq-b1']!)).status).toBe(404);
    expect((await equivalents('B', 'not-an-id')).status).toBe(404);
    expect((await equivalents('C', id['eq-a1']!)).status).toBe(400);
  });

  it('finds a medicine by its GTIN in either catalogue, Persian digits and GTIN-14 included', async () => {
    const hitA = await byGtin(GTIN_A1);
    expect(hitA.status).toBe(200);
    expect(hitA.json).toMatchObject({ category: 'A', _id: id['eq-a1'], brand_name_fa: 'برند eq-a1', generic_name_fa: NAME });
    const hitB = await byGtin(toPersianDigits(GTIN_B1));
    expect(hitB.json).toMatchObject({ category: 'B', _id: id['eq-b1'] });
    expect((await byGtin(`0${GTIN_B1}`)).json).toMatchObject({ category: 'B', _id: id['eq-b1'] });
  });

  it('a wrong check digit or length is a Persian 400; an unknown code a Persian 404', async () => {
    const wrong = `${GTIN_A1.slice(0, 12)}${(Number(GTIN_A1[12]) + 1) % 10}`;
    const bad = await byGtin(wrong);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(gtinMessages.checkDigit);
    for (const code of ['62612345678', '626123456789012', 'abcdefghijklm', '626-1234-5678-9', ' ']) {
      const res = await byGtin(code);
      expect(res.status, code).toBe(400);
      expect(res.json.message).toBe(gtinMessages.format);
    }
    const unknown = await byGtin(withCheckDigit('626000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(gtinMessages.unknown);
  });

  it('needs a bearer and the §6 access (complete profile, subscription)', async () => {
    expect((await equivalents('A', id['eq-a1']!, '')).status).toBe(401);
    expect((await byGtin(GTIN_A1, '')).status).toBe(401);
    const unsubscribed = (await s.newUser({ subscribed: false })).token;
    expect((await equivalents('A', id['eq-a1']!, unsubscribed)).status).toBe(403);
    expect((await byGtin(GTIN_A1, unsubscribed)).status).toBe(403);
    const incomplete = (await s.newUser({ complete: false })).token;
    expect((await byGtin(GTIN_A1, incomplete)).status).toBe(403);
  });
});
