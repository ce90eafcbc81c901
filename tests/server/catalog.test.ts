import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FIXTURE_NOW } from './fixture-catalog';
import { SEED_SCALE, startServer, type TestServer, backendsFor } from './harness';

type Entry = { price: number; insert_date: string };
const lastOf = (list: Entry[]) => list[list.length - 1];
const ago = (days: number) => FIXTURE_NOW.getTime() - days * DAY;

describe.each(backendsFor('sql'))('catalogues, details and price changes on $name', (backend) => {
  let s: TestServer;
  let token: string;
  let ids: Record<string, string>;

  const listA = async (query: Record<string, string | number>) => {
    const res = await s.call('getAllMedicineAUser', { token, query });
    expect(res.status).toBe(200);
    return res.json.data.main as { docs: { _id: string; brand_name_fa: string }[]; totalDocs: number; totalPages: number };
  };
  const listB = async (query: Record<string, string | number>) => {
    const res = await s.call('getAllMedicineBUser', { token, query });
    expect(res.status).toBe(200);
    return res.json.data.main as { docs: { _id: string }[]; totalDocs: number; totalPages: number };
  };
  const idsOf = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();

  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
    const rows = await s.sql<{ seed_key: string; id: string }>(
      `SELECT seed_key, id::text FROM medicines_a WHERE seed_key IN ('amox', 'ibu')
       UNION ALL SELECT seed_key, id::text FROM medicines_b WHERE seed_key IN ('para', 'cet')`,
    );
    ids = Object.fromEntries(rows.map((r) => [r.seed_key, r.id]));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('list A: pages with totalPages = ceil(totalDocs / limit); default limit 15', async () => {
    const first = await listA({});
    expect(first.totalDocs).toBe(SEED_SCALE);
    expect(first.docs).toHaveLength(15);
    expect(first.totalPages).toBe(Math.ceil(SEED_SCALE / 15));
    const page = await listA({ limit: 50, page: 3 });
    expect(page.docs).toHaveLength(50);
    expect(page.totalPages).toBe(3);
    const beyond = await listA({ limit: 50, page: 4 });
    expect(beyond.docs).toHaveLength(0);
    expect(beyond.totalDocs).toBe(SEED_SCALE);
    const pages = [await listA({ limit: 30, page: 1 }), await listA({ limit: 30, page: 2 })];
    expect(new Set(pages.flatMap((p) => idsOf(p.docs))).size).toBe(60);
  });

  it('list A/B: a bad limit or page is 400', async () => {
    for (const query of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { limit: 'ten' }, { page: -1 }]) {
      expect((await s.call('getAllMedicineAUser', { token, query })).status, JSON.stringify(query)).toBe(400);
      expect((await s.call('getAllMedicineBUser', { token, query })).status).toBe(400);
    }
  });

  it('search folds Arabic and Persian letters: ي/ی and ك/ک find the same medicines', async () => {
    const persian = await listA({ search: 'آموکسی سیلین' });
    const arabic = await listA({ search: 'آموكسي سيلين' });
    expect(idsOf(persian.docs)).toEqual([ids.amox]);
    expect(idsOf(arabic.docs)).toEqual([ids.amox]);
    expect(idsOf((await listB({ search: 'استامینوفن' })).docs)).toEqual([ids.para]);
    expect(idsOf((await listB({ search: 'استامينوفن' })).docs)).toEqual([ids.para]);
  });

  it('search folds digits: ۵۰۰ and 500, ٤٠٠ and 400 find the same medicines', async () => {
    const latin = await listA({ search: '500' });
    const persian = await listA({ search: '۵۰۰' });
    expect(idsOf(persian.docs)).toEqual(idsOf(latin.docs));
    expect(idsOf(latin.docs)).toContain(ids.amox);
    expect(idsOf((await listA({ search: '۴۰۰' })).docs)).toEqual(idsOf((await listA({ search: '400' })).docs));
    expect(idsOf((await listA({ search: 'ibuprofen ۴۰۰' })).docs)).toEqual([ids.ibu]);
  });

  it('search matches Persian and Latin brand and generic names and the codes, ignoring case and ZWNJ', async () => {
    expect(idsOf((await listA({ search: 'AMOXI' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ search: 'amoxicillin' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ search: 'آموکسیسیلین' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ search: '10234' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ search: 'br-77' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listB({ search: '1234567890123' })).docs)).toEqual([ids.para]);
    expect((await listA({ search: 'هیچ‌دارویی-با-این-نام' })).totalDocs).toBe(0);
  });

  it('search folds a space, a ZWNJ and no space alike, in the stored text and in the query', async () => {
    // Stored: brand «آموکسی‌سیلین ۵۰۰» (ZWNJ), generic «آموكسي سيلين» (space).
    for (const search of ['آموکسی سیلین ۵۰۰', 'آموکسی‌سیلین ۵۰۰', 'آموکسیسیلین۵۰۰', 'آموکسی سیلین500']) {
      expect(idsOf((await listA({ search })).docs), search).toEqual([ids.amox]);
    }
    for (const brand_name_fa of ['آموکسی سیلین', 'آموکسی‌سیلین', 'آموکسیسیلین']) {
      expect(idsOf((await listA({ brand_name_fa })).docs), brand_name_fa).toEqual([ids.amox]);
    }
    for (const generic_name_fa of ['آموکسی سیلین', 'آموکسی‌سیلین', 'آموکسیسیلین']) {
      expect(idsOf((await listA({ generic_name_fa })).docs), generic_name_fa).toEqual([ids.amox]);
    }
    expect(idsOf((await listA({ search: 'amoxi cillin' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listB({ producer_company: 'داروسازی‌تهران' })).docs)).toEqual([ids.para]);
    expect(idsOf((await listB({ search: 'استامینوفن۳۲۵' })).docs)).toEqual([ids.para]);
    // A match never spans two fields of the search text (brand «…۵۰۰» then Latin brand «Amoxicillin»).
    expect((await listA({ search: '500amoxicillin' })).totalDocs).toBe(0);
  });

  it('search matches every word in any order, across names, form and codes', async () => {
    for (const search of ['سیلین آموکسی ۵۰۰', '۵۰۰ Amoxicillin آموکسی', 'AMOXICILLIN 500 آموکسی‌سیلین', '10234 آموکسی']) {
      expect(idsOf((await listA({ search })).docs), search).toEqual([ids.amox]);
    }
    expect(idsOf((await listB({ search: '۳۲۵ Paracetamol استامینوفن' })).docs)).toEqual([ids.para]);
    // Every word must be held: one word no drug holds empties the page.
    expect((await listA({ search: 'آموکسی ایبوپروفن' })).totalDocs).toBe(0);
  });

  it('a search that finds nothing offers near spellings; one that finds something, or finds nothing near, offers none', async () => {
    const near = await listA({ search: 'آموکسیسلین ۵۰۰' });
    expect(near.totalDocs).toBe(0);
    expect((near as { suggestions?: string[] }).suggestions?.[0]).toBe('آموکسی‌سیلین ۵۰۰');
    // Only the word no drug holds is replaced; the others stay as typed.
    const ibu = (await listA({ search: '٤٠٠ ایبوپرفن' })) as { suggestions?: string[] };
    expect(ibu.suggestions?.[0]).toBe('٤٠٠ ایبوپروفن');
    expect(idsOf((await listA({ search: ibu.suggestions![0]! })).docs)).toEqual([ids.ibu]);
    expect((await listB({ search: 'پاراستامل' })) as { suggestions?: string[] }).toMatchObject({ suggestions: ['پاراستامول'] });
    expect(await listA({ search: 'آموکسی' })).not.toHaveProperty('suggestions');
    expect(await listA({ search: 'هیچ‌دارویی-با-این-نام' })).not.toHaveProperty('suggestions');
    // Every word is held, only not together: nothing to correct.
    expect(await listA({ search: 'آموکسی ایبوپروفن' })).not.toHaveProperty('suggestions');
  });

  it('search folding keeps the trigram indexes: a folded LIKE is answered from medicines_*_search_trgm', async () => {
    const indexes = await s.sql<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename IN ('medicines_a', 'medicines_b') AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    expect(indexes.map((i) => i.indexname).sort()).toEqual(
      [
        'medicines_a_brand_fa_trgm',
        'medicines_a_brand_la_trgm',
        'medicines_a_concessionaire_trgm',
        'medicines_a_generic_fa_trgm',
        'medicines_a_generic_la_trgm',
        'medicines_a_search_trgm',
        'medicines_b_brand_fa_trgm',
        'medicines_b_brand_la_trgm',
        'medicines_b_generic_fa_trgm',
        'medicines_b_generic_la_trgm',
        'medicines_b_producer_trgm',
        'medicines_b_search_trgm',
        'medicines_b_supplier_trgm',
      ].sort(),
    );
    // The fixture is too small for the planner to prefer an index by itself; with sequential scans
    // off it must still be able to answer the folded LIKE from the trigram index.
    const conn = await s.app.database.connect();
    try {
      await conn.exec('SET enable_seqscan = off');
      const plan = await conn.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM medicines_a WHERE search_f LIKE '%میلیگرم%'`);
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('medicines_a_search_trgm');
    } finally {
      await conn.exec('RESET enable_seqscan');
      conn.release();
    }
  });

  it('migration 0020 takes the spaces out of text folded before it (an existing catalogue finds «میلی گرم»)', async () => {
    await s.sql(
      `UPDATE medicines_a SET search_f = 'متی مازول 10 میلی گرم قرص', brand_name_fa_f = 'متی مازول 10 میلی گرم قرص' WHERE id = $1`,
      [ids.ibu],
    );
    // Before it, the stored spaces break a word typed whole (a spaced search finds it word by word).
    expect((await listA({ search: 'میلیگرم' })).totalDocs).toBe(0);
    const body = readFileSync(new URL('../../server/db/migrations/0020_search_fold_spaces.sql', import.meta.url), 'utf8');
    const conn = await s.app.database.connect();
    try {
      await conn.exec(body);
    } finally {
      conn.release();
    }
    for (const search of ['میلی گرم', 'میلی‌گرم', 'میلیگرم', 'متی مازول', 'متی‌مازول']) {
      expect(idsOf((await listA({ search })).docs), search).toEqual([ids.ibu]);
    }
    expect(idsOf((await listA({ brand_name_fa: 'متی‌مازول ۱۰' })).docs)).toEqual([ids.ibu]);
  });

  it('Persian text is stored in Persian letters and digits on the way in; Latin names keep theirs', async () => {
    const [amox] = await s.sql<{ generic_name_fa: string; brand_name_la: string }>(
      `SELECT generic_name_fa, brand_name_la FROM medicines_a WHERE id = $1`,
      [ids.amox],
    );
    // The fixture typed «آموكسي سيلين» (Arabic ي/ك).
    expect(amox).toEqual({ generic_name_fa: 'آموکسی سیلین', brand_name_la: 'Amoxicillin 500' });
    const [ibu] = await s.sql<{ brand_name_fa: string }>(`SELECT brand_name_fa FROM medicines_a WHERE id = $1`, [ids.ibu]);
    expect(ibu?.brand_name_fa).toBe('ایبوپروفن ۴۰۰');
  });

  it("migration 0153 stores an existing catalogue's Persian text in Persian letters and digits", async () => {
    const [before] = await s.sql<{ brand_name_fa: string; generic_name_fa: string; concessionaire: string }>(
      `SELECT brand_name_fa, generic_name_fa, concessionaire FROM medicines_a WHERE id = $1`,
      [ids.amox],
    );
    await s.sql(
      `UPDATE medicines_a SET brand_name_fa = 'مهبان دارو 125 ميلي‌گرم/5', generic_name_fa = 'ويتامين D3 1000 واحد  ٤٠٠ mg',
         concessionaire = 'داروسازي 20' WHERE id = $1`,
      [ids.amox],
    );
    const body = readFileSync(new URL('../../server/db/migrations/0153_persian_catalogue_text.sql', import.meta.url), 'utf8');
    const conn = await s.app.database.connect();
    try {
      await conn.exec(body);
    } finally {
      conn.release();
    }
    const [after] = await s.sql(`SELECT brand_name_fa, generic_name_fa, concessionaire FROM medicines_a WHERE id = $1`, [ids.amox]);
    expect(after).toEqual({
      brand_name_fa: 'مهبان دارو ۱۲۵ میلی‌گرم/۵',
      generic_name_fa: 'ویتامین D3 ۱۰۰۰ واحد 400 mg',
      concessionaire: 'داروسازی ۲۰',
    });
    await s.sql(`UPDATE medicines_a SET brand_name_fa = $2, generic_name_fa = $3, concessionaire = $4 WHERE id = $1`, [
      ids.amox,
      before!.brand_name_fa,
      before!.generic_name_fa,
      before!.concessionaire,
    ]);
  });

  it('list A filters: each text filter matches a substring after folding; quantity the exact value', async () => {
    expect(idsOf((await listA({ brand_name_fa: 'آموکسی' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ brand_name_la: 'ibuprofen' })).docs)).toEqual([ids.ibu]);
    expect(idsOf((await listA({ generic_name_fa: 'آموکسی' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ generic_name_la: 'Amoxi' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ generic_code: '2040' })).docs)).toEqual([ids.ibu]);
    expect(idsOf((await listA({ concessionaire: 'فارابی' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ quantity_in_pack: '16' })).docs)).toEqual([ids.amox]);
    expect(idsOf((await listA({ quantity_in_pack: '۱۶' })).docs)).toEqual([ids.amox]);
    expect((await listA({ concessionaire: 'شرکت الف', brand_name_la: 'sample' })).totalDocs).toBe(Math.floor((SEED_SCALE - 2) / 2));
    expect((await s.call('getAllMedicineAUser', { token, query: { quantity_in_pack: 'ده' } })).status).toBe(400);
  });

  it('LIKE wildcards in user input are matched literally', async () => {
    expect(idsOf((await listA({ concessionaire: '%' })).docs)).toEqual([ids.ibu]);
    expect(idsOf((await listA({ concessionaire: '100%_' })).docs)).toEqual([ids.ibu]);
    expect((await listA({ search: '_' })).totalDocs).toBe(0);
    expect((await listA({ search: '\\' })).totalDocs).toBe(0);
    // Fields are joined by a newline in the search column: no separator text to match.
    expect((await listA({ search: '|' })).totalDocs).toBe(0);
  });

  it('list B filters: companies and IRC by substring, prices by the current value', async () => {
    expect(idsOf((await listB({ supplier_company: 'تأمین دارو' })).docs)).toEqual(idsOf([{ _id: ids.para }, { _id: ids.cet }]));
    expect(idsOf((await listB({ producer_company: 'رازک' })).docs)).toEqual([ids.cet]);
    expect(idsOf((await listB({ irc_code: '98765' })).docs)).toEqual([ids.cet]);
    expect(idsOf((await listB({ generic_name_la: 'acetaminophen', generic_code: '55' })).docs)).toEqual([ids.para]);
    expect(idsOf((await listB({ brand_name_fa: 'پاراستامول', brand_name_la: 'para', generic_name_fa: 'استامينوفن' })).docs)).toEqual([
      ids.para,
    ]);
    expect(idsOf((await listB({ quantity_in_pack: '20', irc_code: '1234567890' })).docs)).toEqual([ids.para]);
    expect(idsOf((await listB({ price_pharmacy: '50000' })).docs)).toEqual([ids.para]);
    expect(idsOf((await listB({ price_pharmacy: '۵۰٬۰۰۰' })).docs)).toEqual([ids.para]);
    expect((await listB({ price_pharmacy: '40000' })).totalDocs).toBe(0);
    expect(idsOf((await listB({ price_distributor: '45000' })).docs)).toEqual([ids.para]);
    const bad = await s.call('getAllMedicineBUser', { token, query: { price_pharmacy: 'ارزان' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('قیمت را به‌صورت عدد وارد کنید.');
  });

  it('get-medicine-a-by-id: the full medicine, histories ordered by insert_date, related and photo', async () => {
    const res = await s.call('getMedicineAById', { token, params: { medicineId: ids.amox } });
    expect(res.status).toBe(200);
    const m = res.json.data;
    expect(m).toMatchObject({
      _id: ids.amox,
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰',
      added_value: true,
      quantity_in_pack: 16,
      'manufacturing-country': 'ایران',
      distribution_companies: ['پخش البرز', 'پخش هجرت'],
      // Stored as the seed stores it: the fixture's Arabic-Indic digits as Persian.
      related: [{ _id: ids.ibu, brand_name_fa: 'ایبوپروفن ۴۰۰' }],
      photo: { path: '/medicine/v1/photo/amox-500.svg' },
    });
    expect(m.price_OA.map((e: Entry) => e.price)).toEqual([9_500, 11_000]);
    expect(m.price_O.map((e: Entry) => e.price)).toEqual([8_000, 9_000]);
    const dates = m.price_O.map((e: Entry) => Date.parse(e.insert_date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('get-medicine-b-by-id: the body is the medicine itself with related generic names', async () => {
    const res = await s.call('getMedicineBById', { token, params: { medicineId: ids.para } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      _id: ids.para,
      brand_name_fa: 'پاراستامول',
      related: [{ _id: ids.cet, generic_name_fa: 'ستیریزین' }],
      status_medicine: 'active',
    });
    expect(res.json.price_pharmacy.map((e: Entry) => e.price)).toEqual([40_000, 50_000]);
    expect(Date.parse(res.json.price_updated_at)).toBe(ago(5));
  });

  it('by id: a malformed or unknown id is 404, never 500', async () => {
    for (const medicineId of ['abc', '123', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000', ids.para]) {
      const res = await s.call('getMedicineAById', { token, params: { medicineId } });
      expect(res.status, medicineId).toBe(404);
      expect(res.json.message).toBe('دارویی یافت نشد!');
    }
    expect((await s.call('getMedicineBById', { token, params: { medicineId: ids.amox } })).status).toBe(404);
    expect((await s.call('getMedicineBById', { token, params: { medicineId: 'x'.repeat(64) } })).status).toBe(404);
  });

  it('photo: served from the database with a long cache header; unknown 404, bad name 400', async () => {
    const res = await s.call('getMedicinePhoto', { params: { fileName: 'amox-500.svg' } });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toContain('image/svg+xml');
    expect(res.response.headers['cache-control']).toContain('max-age=31536000');
    expect(res.response.body).toContain('<svg');
    expect((await s.call('getMedicinePhoto', { params: { fileName: 'missing.png' } })).status).toBe(404);
    expect((await s.call('getMedicinePhoto', { params: { fileName: '..%2Fetc.svg' } })).status).toBe(400);
    expect((await s.call('getMedicinePhoto', { params: { fileName: 'amox.exe' } })).status).toBe(400);
  });

  it('price changes A: the current price is price_OA with added value, else price_O; newest change first', async () => {
    const around = (days: number) => ({ from: ago(days + 0.5), to: ago(days - 0.5) });
    const query = async (q: Record<string, number>) => {
      const res = await s.call('getListMedicinesASortChangePriceUser', { token, query: q });
      expect(res.status).toBe(200);
      return res.json as {
        docs: { _id: string; added_value: boolean; price_OA: Entry[]; price_O: Entry[] }[];
        totalDocs: number;
        totalPages: number;
      };
    };
    // amox has added value: its current price is price_OA's (2 days ago), not price_O's (1 day ago).
    expect(idsOf((await query(around(2))).docs)).toEqual([ids.amox]);
    expect(idsOf((await query(around(1))).docs)).toEqual([]);
    // ibu has none: price_O's 10 days counts, price_OA's 3 days does not.
    expect(idsOf((await query(around(10))).docs)).toEqual([ids.ibu]);
    expect(idsOf((await query(around(3))).docs)).toEqual([]);

    const recent = await query({ from: ago(30) });
    expect(idsOf(recent.docs)).toEqual(idsOf([{ _id: ids.amox }, { _id: ids.ibu }]));
    expect(recent.docs[0]._id).toBe(ids.amox);

    const all = await query({ limit: 100 });
    expect(all.totalDocs).toBe(SEED_SCALE);
    expect(all.totalPages).toBe(Math.ceil(SEED_SCALE / 100));
    const current = all.docs.map((d) => Date.parse(lastOf(d.added_value ? d.price_OA : d.price_O).insert_date));
    expect(current).toEqual([...current].sort((a, b) => b - a));

    const upTo = await query({ to: ago(150), limit: 100 });
    for (const d of upTo.docs) expect(Date.parse(lastOf(d.added_value ? d.price_OA : d.price_O).insert_date)).toBeLessThanOrEqual(ago(150));
    expect(upTo.totalDocs).toBeGreaterThan(0);
    expect(upTo.totalDocs).toBeLessThan(SEED_SCALE);
  });

  it('price changes B: by the consumer price date; bounds inclusive; from after to is 400', async () => {
    const query = async (q: Record<string, number>) => {
      const res = await s.call('getListMedicinesBSortChangePriceUser', { token, query: q });
      expect(res.status).toBe(200);
      return res.json as { docs: { _id: string; price_updated_at: string; price_consumer: Entry[] }[]; totalDocs: number };
    };
    expect(idsOf((await query({ from: ago(5), to: ago(5) })).docs)).toEqual([ids.para]);
    expect(idsOf((await query({ from: ago(5) + 1 })).docs)).toEqual([]);
    const month = await query({ from: ago(30) });
    expect(idsOf(month.docs)).toEqual(idsOf([{ _id: ids.para }, { _id: ids.cet }]));
    expect(month.docs[0]._id).toBe(ids.para);
    expect(Date.parse(month.docs[0].price_updated_at)).toBe(Date.parse(lastOf(month.docs[0].price_consumer).insert_date));
    const bad = await s.call('getListMedicinesBSortChangePriceUser', { token, query: { from: ago(1), to: ago(2) } });
    expect(bad.status).toBe(400);
    expect((await s.call('getListMedicinesASortChangePriceUser', { token, query: { from: -5 } })).status).toBe(400);
    expect((await s.call('getListMedicinesASortChangePriceUser', { token, query: { from: 'yesterday' } as never })).status).toBe(400);
  });

  it('unfiltered totals follow inserts and deletes (the trigger-kept count)', async () => {
    const before = (await listB({})).totalDocs;
    await s.sql(
      `INSERT INTO medicines_b (id, brand_name_fa, brand_name_fa_f)
       VALUES (gen_random_uuid(), 'موقت یک', 'موقت یک'), (gen_random_uuid(), 'موقت دو', 'موقت دو')`,
    );
    expect((await listB({})).totalDocs).toBe(before + 2);
    expect((await listB({ brand_name_fa: 'موقت' })).totalDocs).toBe(2);
    await s.sql(`DELETE FROM medicines_b WHERE brand_name_fa LIKE 'موقت%'`);
    expect((await listB({})).totalDocs).toBe(before);
    const [{ n }] = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM medicines_b`);
    expect(n).toBe(before);
  });

  describe('access rules', () => {
    const calls = () =>
      [
        ['getAllMedicineAUser', {}],
        ['getAllMedicineBUser', {}],
        ['getMedicineAById', { params: { medicineId: ids.amox } }],
        ['getMedicineBById', { params: { medicineId: ids.para } }],
        ['getListMedicinesASortChangePriceUser', {}],
        ['getListMedicinesBSortChangePriceUser', {}],
      ] as const;

    it('an incomplete profile gets 403 "complete your identity information first"', async () => {
      const user = await s.newUser({ complete: false, subscribed: true });
      for (const [op, options] of calls()) {
        const res = await s.call(op, { token: user.token, ...options });
        expect(res.status, op).toBe(403);
        expect(res.json.message).toBe('ابتدا اطلاعات هویتی خود را تکمیل کنید');
      }
    });

    it('a complete profile without an active subscription gets 403 "you need a subscription"', async () => {
      const user = await s.newUser({ complete: true, subscribed: false });
      for (const [op, options] of calls()) {
        const res = await s.call(op, { token: user.token, ...options });
        expect(res.status, op).toBe(403);
        expect(res.json.message).toBe('برای استفاده از امکانات سایت باید اشتراک خریداری کنید');
      }
      await s.sql(`INSERT INTO subscriptions (user_id, expires_at) SELECT id, now() - interval '1 day' FROM users WHERE mobile = $1`, [
        user.mobile,
      ]);
      expect((await s.call('getAllMedicineAUser', { token: user.token })).status).toBe(403);
      await s.sql(`INSERT INTO subscriptions (user_id, expires_at) SELECT id, now() + interval '1 day' FROM users WHERE mobile = $1`, [
        user.mobile,
      ]);
      for (const [op, options] of calls()) expect((await s.call(op, { token: user.token, ...options })).status, op).toBe(200);
    });

    it('no token: 401', async () => {
      for (const [op, options] of calls()) expect((await s.call(op, options)).status, op).toBe(401);
    });

    // A catalogue read checks its session in the same round trip as its page or detail: the order of
    // the answers is still the session's (401), then the access rules' (403), then the call's own (400, 404).
    const badCalls = [
      ['getAllMedicineAUser', { query: { quantity_in_pack: 'چند' } }, 400],
      ['getAllMedicineBUser', { query: { price_pharmacy: 'گران' } }, 400],
      ['getMedicineAById', { params: { medicineId: 'not-an-id' } }, 404],
      ['getMedicineBById', { params: { medicineId: '00000000-0000-4000-8000-000000000000' } }, 404],
      ['getListMedicinesASortChangePriceUser', { query: { from: 20, to: 10 } }, 400],
      ['getListMedicinesBSortChangePriceUser', { query: { from: 20, to: 10 } }, 400],
    ] as const;

    it("a call's own error (400, 404) comes after the session (401) and the access rules (403)", async () => {
      const user = await s.newUser({ complete: true, subscribed: true });
      for (const [op, options, status] of badCalls) expect((await s.call(op, { token: user.token, ...options })).status, op).toBe(status);
      const incomplete = await s.newUser({ complete: false, subscribed: true });
      for (const [op, options] of badCalls) expect((await s.call(op, { token: incomplete.token, ...options })).status, op).toBe(403);
      expect((await s.call('logout', { token: user.token })).status).toBe(200);
      for (const [op, options] of [...badCalls, ...calls()]) {
        const res = await s.call(op, { token: user.token, ...options });
        expect(res.status, op).toBe(401);
        expect(res.json.message, op).toBeTruthy();
      }
    });
  });
});
