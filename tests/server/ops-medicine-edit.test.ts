import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';
import { auditCount, staffUser } from './ops-helpers';

const UNKNOWN = '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10';
const REASON = 'اصلاح بر پایه نامه سازمان غذا و دارو';

// behaviour §10.13: an operator corrects a drug's catalogue fields by hand with a required reason; the
// edit is audited with before and after (its provenance), is not a price entry, and two edits made at
// once never lose one another.
describe.each(backendsFor('sql'))('hand edits of a drug’s fields, on $name', (backend) => {
  let s: TestServer;
  let operator: Awaited<ReturnType<typeof staffUser>>;
  let other: Awaited<ReturnType<typeof staffUser>>;
  let pharmacist: string;
  beforeAll(async () => {
    s = await startServer(backend);
    operator = await staffUser(s, 'operator');
    other = await staffUser(s, 'operator');
    await s.sql(`UPDATE users SET first_name = 'مینا', last_name = 'کاظمی' WHERE id = $1`, [operator.id]);
    pharmacist = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A drug of `category` (the `offset`th), with what the console shows of it. */
  async function drug(category: 'A' | 'B', offset: number) {
    const table = category === 'A' ? 'medicines_a' : 'medicines_b';
    const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM ${table} ORDER BY seq LIMIT 1 OFFSET ${offset}`);
    const shown = await s.call('opsGetMedicine', { token: operator.token, params: { category, medicineId: id } });
    expect(shown.status).toBe(200);
    return { id, fields: shown.json.data.fields as Record<string, string | number | null>, entries: shown.json.data.entries.length };
  }

  const edit = (category: 'A' | 'B', medicineId: string, body: object, token = operator.token) =>
    s.call('opsEditMedicineFields', { token, params: { category, medicineId }, body });

  it('B: names, codes, pack and status are corrected; the detail and the search read them; one audit row with before and after', async () => {
    const m = await drug('B', 2);
    // B's correctable fields: the names, the generic code and the pack, its IRC, GTIN code and status.
    expect(Object.keys(m.fields)).toHaveLength(9);
    expect(m.fields).toHaveProperty('status_medicine');
    expect(m.fields).toHaveProperty('gtin_code');
    const audited = await auditCount(s, `action = 'medicine.edit'`);
    const fields = {
      brand_name_fa: ' زولپیدم ويژه ۱۰ ',
      brand_name_la: 'Zolpidem Special 10',
      generic_code: '۱۲۳۴۵',
      irc_code: '9876543210123',
      gtin_code: '6261234567897',
      quantity_in_pack: 30,
      status_medicine: m.fields.status_medicine === 'edit' ? 'active' : 'edit',
    };
    const before = Object.fromEntries(Object.keys(fields).map((k) => [k, m.fields[k] ?? null]));
    const answer = await edit('B', m.id, { fields, before, reason: REASON });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const stored = {
      ...fields,
      brand_name_fa: 'زولپیدم ویژه ۱۰',
      generic_code: '12345',
    };
    expect(answer.json.data.fields).toMatchObject(stored);
    // Not a price entry: the entries are as they were.
    expect(answer.json.data.entries).toHaveLength(m.entries);
    expect(answer.json.data.edits[0]).toMatchObject({
      reason: REASON,
      by: { _id: operator.id, name: 'مینا کاظمی' },
      before,
      after: stored,
    });
    expect(await auditCount(s, `action = 'medicine.edit'`)).toBe(audited + 1);
    const [row] = await s.sql<{ target_id: string; reason: string }>(
      `SELECT target_id, reason FROM audit_log WHERE action = 'medicine.edit' ORDER BY at DESC, id DESC LIMIT 1`,
    );
    expect(row).toEqual({ target_id: `B:${m.id}`, reason: REASON });

    // The pharmacist's detail shows the corrected values; the search and the barcode find the drug by them.
    const detail = await s.call('getMedicineBById', { token: pharmacist, params: { medicineId: m.id } });
    expect(detail.json).toMatchObject({ brand_name_fa: 'زولپیدم ویژه ۱۰', irc_code: '9876543210123', quantity_in_pack: 30 });
    const found = await s.call('getAllMedicineBUser', { token: pharmacist, query: { search: 'زولپیدم ويژه' } });
    expect(found.json.data.main.docs.map((d: { _id: string }) => d._id)).toContain(m.id);
    const scanned = await s.call('getMedicineByGtin', { token: pharmacist, params: { gtin: '6261234567897' } });
    expect(scanned.status).toBe(200);
    expect(JSON.stringify(scanned.json)).toContain(m.id);
  });

  it('A: the pack and the brand code; a field of catalogue B is refused in Persian', async () => {
    const m = await drug('A', 4);
    const pack = Number(m.fields.quantity_in_pack ?? 0) + 5;
    const ok = await edit('A', m.id, {
      fields: { quantity_in_pack: pack, brand_code: '۴۴۵۵۶۶' },
      before: { quantity_in_pack: m.fields.quantity_in_pack, brand_code: m.fields.brand_code },
      reason: REASON,
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data.fields).toMatchObject({ quantity_in_pack: pack, brand_code: '445566' });
    expect(ok.json.data.medicine.code).toBe('445566');
    const wrong = await edit('A', m.id, { fields: { irc_code: '1' }, before: { irc_code: null }, reason: REASON });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toContain('کد IRC');
  });

  it('refuses, in Persian and writing nothing: no reason, a code that is not digits, a bad GTIN, no before value, nothing changed', async () => {
    const m = await drug('B', 5);
    const audited = await auditCount(s);
    const cases: [object, number, RegExp][] = [
      [{ fields: { brand_name_la: 'X' }, before: { brand_name_la: m.fields.brand_name_la }, reason: '   ' }, 400, /دلیل/],
      [{ fields: { generic_code: '12a' }, before: { generic_code: m.fields.generic_code }, reason: REASON }, 400, /رقم/],
      [{ fields: { gtin_code: '123' }, before: { gtin_code: m.fields.gtin_code }, reason: REASON }, 400, /GTIN/],
      [{ fields: { brand_name_la: 'X' }, before: {}, reason: REASON }, 400, /پیشین/],
      [
        { fields: { brand_name_la: m.fields.brand_name_la }, before: { brand_name_la: m.fields.brand_name_la }, reason: REASON },
        409,
        /تغییر/,
      ],
      [{ fields: {}, before: {}, reason: REASON }, 400, /[آ-ی]/],
      [{ fields: { status_medicine: 'deleted' }, before: { status_medicine: m.fields.status_medicine }, reason: REASON }, 400, /[آ-ی]/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await edit('B', m.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await auditCount(s)).toBe(audited);
  });

  it('an unknown drug is a 404; a pharmacist is refused with 403', async () => {
    const body = { fields: { brand_name_la: 'X' }, before: { brand_name_la: null }, reason: REASON };
    const missing = await edit('A', UNKNOWN, body);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toMatch(/[آ-ی]/);
    expect((await edit('B', 'not-an-id', body)).status).toBe(404);
    const m = await drug('A', 6);
    expect((await edit('A', m.id, body, pharmacist)).status).toBe(403);
  });

  it('two operators at once: edits of different fields both stand; on the same field the later one is refused, not lost', async () => {
    const m = await drug('B', 7);
    const [a, b] = await Promise.all([
      edit('B', m.id, { fields: { brand_name_la: 'First Latin' }, before: { brand_name_la: m.fields.brand_name_la }, reason: REASON }),
      edit(
        'B',
        m.id,
        { fields: { generic_name_la: 'Second generic' }, before: { generic_name_la: m.fields.generic_name_la }, reason: REASON },
        other.token,
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const both = await drug('B', 7);
    expect(both.fields).toMatchObject({ brand_name_la: 'First Latin', generic_name_la: 'Second generic' });

    const seen = both.fields.brand_name_fa;
    const answers = await Promise.all(
      [operator.token, other.token].map((token, i) =>
        edit('B', m.id, { fields: { brand_name_fa: `نام ${'۱۲'[i]}` }, before: { brand_name_fa: seen }, reason: REASON }, token),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.json.message).toContain('نام تجاری (فارسی)');
    const winner = answers.findIndex((r) => r.status === 200);
    expect((await drug('B', 7)).fields.brand_name_fa).toBe(`نام ${'۱۲'[winner]}`);
  });
});
