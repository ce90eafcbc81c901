import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './harness';
import { auditCount, staffUser } from './ops-helpers';

type Med = { id: string; code: string; price: number };

/** A zip of one part that unzips to `size` bytes of zeros (its central directory says so). */
function zipBomb(size: number): Buffer {
  const name = Buffer.from('xl/workbook.xml');
  const data = deflateRawSync(Buffer.alloc(size));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const dirOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

// behaviour §10.12: the official list is previewed, published in one transaction, and rolled back as a whole.
describe.each(backends)('price-list imports, on $name', (backend) => {
  let s: TestServer;
  let operator: { token: string; id: string };
  let pharmacist: string;
  let meds: Med[];
  const now = new Date('2026-11-27T10:00:00.000Z');
  beforeAll(async () => {
    s = await startServer(backend, { clock: () => now });
    operator = await staffUser(s, 'operator');
    pharmacist = (await s.newUser()).token;
    meds = (
      await s.sql<{ id: string; code: string; price: string }>(
        `SELECT DISTINCT ON (irc_code) id::text, irc_code AS code, current_price_consumer::text AS price FROM medicines_b
         WHERE irc_code IS NOT NULL AND current_price_consumer > 0 ORDER BY irc_code, seq LIMIT 6`,
      )
    ).map((m) => ({ ...m, price: Number(m.price) }));
  });
  afterAll(async () => {
    await s?.close();
  });

  function upload(body: Buffer | string, query: Record<string, string>, type = 'text/csv', token = operator.token) {
    return s.app.inject({
      method: 'POST',
      url: `/api/ops/v1/price-imports?${new URLSearchParams({ catalogue: 'B', file_name: 'list.csv', ...query })}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: body,
    });
  }
  const rowsOf = async (id: string, kind?: string) =>
    (await s.call('opsListPriceImportRows', { token: operator.token, params: { importId: id }, query: { kind, limit: 100 } })).json.docs;
  const currentB = async (id: string) =>
    Number((await s.sql<{ p: string }>(`SELECT current_price_consumer::text AS p FROM medicines_b WHERE id = $1`, [id]))[0]!.p);

  function csv(): string {
    const [a, b, c, d] = meds as [Med, Med, Med, Med];
    return [
      'کد IRC,نام تجاری فارسی,قیمت مصرف کننده,تاریخ اجرا',
      `${a.code},,${a.price + 1000},1405/09/06`, // a change, Jalali date
      `${b.code},,"${(b.price * 3).toLocaleString('en-US')}",2026-11-26`, // +200 %: flagged; Gregorian date with separators
      `${c.code},,${c.price},۱۴۰۵/۰۹/۰۵`, // same price, Persian digits
      `${d.code},,دوازده,1405/09/06`, // bad number
      `${a.code},,${a.price + 2000},1405/09/06`, // duplicate
      `NEW-IRC-1,داروی تازه,250000,1405/09/06`, // a new drug
      `NO-SUCH-1,,250000,1405/09/06`, // unknown code, no name
      `${meds[4]!.code},,${meds[4]!.price + 10},1405/12/01`, // date in the future
    ].join('\n');
  }

  it('previews without writing, publishes once, rolls back as a whole', async () => {
    const entriesBefore = (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_entries`))[0]!.n;
    const audits = await auditCount(s);
    const res = await upload(csv(), {});
    expect(res.statusCode, res.body).toBe(201);
    const imp = res.json().data;
    expect(imp).toMatchObject({
      status: 'preview',
      catalogue: 'B',
      file_name: 'list.csv',
      counts: { rows: 8, new: 1, change: 2, same: 1, error: 4, flagged: 1 },
    });
    expect(imp.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(imp.mapping).toEqual({ code: 0, brand_name_fa: 1, price: 2, effective_date: 3 });
    const errors = await rowsOf(imp._id, 'error');
    expect(errors.map((r: { rowNo: number; reason: string }) => [r.rowNo, r.reason])).toEqual([
      [5, 'قیمت عدد معتبری نیست.'],
      [6, 'این کد در ردیف دیگری از همین فایل هم آمده است.'],
      [8, 'کدی با این شماره در فهرست نیست و نام دارو هم نیامده است.'],
      [9, 'تاریخ اجرا در آینده است.'],
    ]);
    const changes = await rowsOf(imp._id, 'change');
    expect(changes[1]).toMatchObject({ rowNo: 3, oldPrice: meds[1]!.price, newPrice: meds[1]!.price * 3, percent: 200, flagged: true });
    expect(changes[0]).toMatchObject({ rowNo: 2, flagged: false, effectiveAt: '2026-11-26T20:30:00.000Z' });
    expect((await rowsOf(imp._id, 'missing')).length).toBeGreaterThan(0);
    // Nothing is written until the operator publishes.
    expect(await currentB(meds[0]!.id)).toBe(meds[0]!.price);
    expect((await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_entries`))[0]!.n).toBe(entriesBefore);
    expect(await auditCount(s)).toBe(audits + 1);

    // Unreadable rows are left out only by saying so.
    const refused = await s.call('opsPublishPriceImport', {
      token: operator.token,
      params: { importId: imp._id },
      body: { allowErrors: false },
    });
    expect(refused.status).toBe(409);
    const published = await s.call('opsPublishPriceImport', {
      token: operator.token,
      params: { importId: imp._id },
      body: { allowErrors: true },
    });
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ status: 'published', publishedBy: operator.id });
    expect(await currentB(meds[0]!.id)).toBe(meds[0]!.price + 1000);
    const detail = await s.call('getMedicineBById', { token: pharmacist, params: { medicineId: meds[0]!.id } });
    expect(detail.json.price_consumer.at(-1)).toEqual({ price: meds[0]!.price + 1000, insert_date: '2026-11-26T20:30:00.000Z' });
    const consumer = detail.json.price_sources.filter((p: { series: string }) => p.series === 'price_consumer');
    expect(consumer.at(-1)).toMatchObject({
      series: 'price_consumer',
      price: meds[0]!.price + 1000,
      row: 2,
      kind: 'import',
      by: operator.id,
      import: { _id: imp._id, file_name: 'list.csv', sha256: imp.sha256 },
    });
    const [added] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_b WHERE irc_code = 'NEW-IRC-1'`);
    expect(added).toBeDefined();

    // The same again changes nothing: publishing, and uploading the same file.
    const entries = (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_entries`))[0]!.n;
    const again = await s.call('opsPublishPriceImport', {
      token: operator.token,
      params: { importId: imp._id },
      body: { allowErrors: true },
    });
    expect(again.status).toBe(200);
    const reupload = await upload(csv(), {});
    expect(reupload.statusCode).toBe(200);
    expect(reupload.json().data._id).toBe(imp._id);
    expect((await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_entries`))[0]!.n).toBe(entries);

    // Rolled back as a whole: the prices before it, the new drug gone, the provenance with them.
    const back = await s.call('opsRollbackPriceImport', { token: operator.token, params: { importId: imp._id } });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect(back.json.data.status).toBe('rolled back');
    expect(await currentB(meds[0]!.id)).toBe(meds[0]!.price);
    expect(await currentB(meds[1]!.id)).toBe(meds[1]!.price);
    expect(await s.sql(`SELECT 1 FROM medicines_b WHERE irc_code = 'NEW-IRC-1'`)).toEqual([]);
    const after = await s.call('getMedicineBById', { token: pharmacist, params: { medicineId: meds[0]!.id } });
    expect(after.json.price_consumer).toEqual(detail.json.price_consumer.slice(0, -1));
    expect(after.json.price_sources.filter((p: { kind: string }) => p.kind === 'import')).toEqual([]);
  });

  it('a rollback is refused while a newer price stands on one of its drugs', async () => {
    const m = meds[5]!;
    const body = `code,price,date\n${m.code},${m.price + 500},2026-11-20\n${meds[3]!.code},${meds[3]!.price + 1},2026-11-20`;
    const imp = (await upload(body, { file_name: 'second.csv' })).json().data;
    expect(imp.counts).toMatchObject({ change: 2, error: 0 });
    expect(
      (await s.call('opsPublishPriceImport', { token: operator.token, params: { importId: imp._id }, body: { allowErrors: false } }))
        .status,
    ).toBe(200);
    const hand = await s.call('opsSetMedicinePrice', {
      token: operator.token,
      params: { category: 'B', medicineId: m.id },
      body: { price: m.price + 900, reason: 'نامه سازمان غذا و دارو' },
    });
    expect(hand.status).toBe(200);
    expect(hand.json.data).toMatchObject({ oldPrice: m.price + 500, price: m.price + 900 });
    const refused = await s.call('opsRollbackPriceImport', { token: operator.token, params: { importId: imp._id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/قیمت تازه‌تری/);
    expect(await currentB(m.id)).toBe(m.price + 900);
    const same = await s.call('opsSetMedicinePrice', {
      token: operator.token,
      params: { category: 'B', medicineId: m.id },
      body: { price: m.price + 900, reason: 'دوباره' },
    });
    expect(same.status).toBe(409);
  });

  it("reads an xlsx streaming: the formula's value, never the formula; the saved mapping is offered again", async () => {
    const m = meds[2]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('فهرست');
    sheet.addRow(['IRC', 'PRICE', 'EFFECTIVE']);
    sheet.addRow([m.code, { formula: `${m.price}+7`, result: m.price + 7 }, '1405/09/01']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const first = await upload(
      file,
      { file_name: 'l.xlsx', mapping: JSON.stringify({ code: 0, price: 1, effective_date: 2 }) },
      'application/octet-stream',
    );
    expect(first.statusCode, first.body).toBe(201);
    expect((await rowsOf(first.json().data._id, 'change'))[0]).toMatchObject({ code: m.code, newPrice: m.price + 7 });
    // The same layout again, without a mapping: the saved one is used.
    sheet.addRow([meds[3]!.code, 1, '1405/09/01']);
    const second = await upload(Buffer.from(await book.xlsx.writeBuffer()), { file_name: 'l2.xlsx' }, 'application/octet-stream');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.mapping).toEqual({ code: 0, price: 1, effective_date: 2 });
  });

  it('catalogue A: a file stating one series changes that series only; a stated pack computes the box price, labelled so', async () => {
    const [m] = await s.sql<{ id: string; code: string }>(
      `SELECT id::text, brand_code AS code FROM medicines_a WHERE brand_code IS NOT NULL AND jsonb_array_length(price_oa) > 0
         AND jsonb_array_length(price_b) > 0 ORDER BY seq LIMIT 1`,
    );
    const detailOf = async (id: string) => (await s.call('getMedicineAById', { token: pharmacist, params: { medicineId: id } })).json.data;
    const publishCsv = async (body: string, name: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/ops/v1/price-imports?catalogue=A&file_name=${name}`,
        headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data._id;
      const published = await s.call('opsPublishPriceImport', {
        token: operator.token,
        params: { importId: id },
        body: { allowErrors: false },
      });
      expect(published.status).toBe(200);
      return id as string;
    };
    // Only OA: OA changes, O, B and BA stand exactly as they were.
    const before = await detailOf(m!.id);
    const oa = before.price_OA.at(-1).price * 2;
    const onlyOa = await publishCsv(`code,price_OA,date\n${m!.code},${oa},2026-11-25`, 'oa.csv');
    const after = await detailOf(m!.id);
    expect(after.price_OA.at(-1)).toEqual({ price: oa, insert_date: '2026-11-24T20:30:00.000Z' });
    expect(after.price_OA).toHaveLength(before.price_OA.length + 1);
    for (const series of ['price_O', 'price_B', 'price_BA']) expect(after[series]).toEqual(before[series]);
    expect(after.price_sources.filter((p: { series: string }) => p.series === 'price_B')).toEqual(
      before.price_sources.filter((p: { series: string }) => p.series === 'price_B'),
    );
    const rows = await rowsOf(onlyOa, 'change');
    expect(rows[0].changes).toEqual([{ series: 'price_OA', old: before.price_OA.at(-1).price, new: oa, derived: false }]);
    // Rolled back: every series exactly as before.
    const back = await s.call('opsRollbackPriceImport', { token: operator.token, params: { importId: onlyOa } });
    expect(back.status).toBe(200);
    const restored = await detailOf(m!.id);
    for (const series of ['price_O', 'price_OA', 'price_B', 'price_BA', 'price_sources']) expect(restored[series]).toEqual(before[series]);
    // The unit price with a pack: the box price is computed from them and says so; OA and BA stand.
    const o = before.price_O.at(-1).price + 10;
    await publishCsv(`code,price,pack,date\n${m!.code},${o},3,2026-11-25`, 'o.csv');
    const now = await detailOf(m!.id);
    expect(now.price_O.at(-1).price).toBe(o);
    expect(now.price_B.at(-1).price).toBe(o * 3);
    expect(now.price_BA).toEqual(before.price_BA);
    expect(now.price_OA).toEqual(before.price_OA);
    const box = now.price_sources.filter((p: { series: string }) => p.series === 'price_B').at(-1);
    expect(box).toMatchObject({ kind: 'import', derived: true, price: o * 3, row: 2 });
  });

  it('bad files get a Persian error and change nothing', async () => {
    const count = async () => (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_imports`))[0]!.n;
    const before = await count();
    const audits = await auditCount(s);
    const cases: [Buffer | string, string, number, RegExp][] = [
      ['', 'text/csv', 400, /خالی/],
      ['\n\n', 'text/csv', 400, /خالی/],
      ['name,colour\nx,y', 'text/csv', 400, /ستون‌های فایل شناخته نشد/],
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]), 'application/octet-stream', 400, /صفحه‌گسترده/],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]), 'application/octet-stream', 400, /صفحه‌گسترده/],
      [zipBomb(20 * 1024 * 1024), 'application/octet-stream', 400, /بیش از اندازه بزرگ/],
      [Buffer.alloc(50 * 1024 * 1024, 0x41), 'text/csv', 413, /۴۰ مگابایت/],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(body, {}, type);
      expect(res.statusCode, String(message)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
    expect(await auditCount(s)).toBe(audits);
  });

  it('more bad files: a title row alone, a formula without its value, junk as xlsx; nothing changed', async () => {
    const count = async () => (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_imports`))[0]!.n;
    const before = await count();
    const audits = await auditCount(s);
    const titleOnly = await upload('کد IRC,قیمت مصرف کننده,تاریخ اجرا\n', {});
    expect(titleOnly.statusCode).toBe(400);
    expect(titleOnly.json().message).toMatch(/ردیفی ندارد/);
    const junk = await upload(Buffer.alloc(50 * 1024 * 1024, 0x9c), {}, 'application/octet-stream');
    expect(junk.statusCode).toBe(413);
    expect(junk.json().message).toMatch(/۴۰ مگابایت/);
    // A formula whose value was never computed is read as empty, never as its text: the row has no price.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('فهرست');
    sheet.addRow(['IRC', 'PRICE', 'EFFECTIVE']);
    sheet.addRow([meds[5]!.code, { formula: 'HYPERLINK("http://x")' }, '1405/09/01']);
    const formula = await upload(Buffer.from(await book.xlsx.writeBuffer()), { file_name: 'f.xlsx' }, 'application/octet-stream');
    expect(formula.statusCode, formula.body).toBe(201);
    expect(await rowsOf(formula.json().data._id, 'error')).toMatchObject([{ rowNo: 2, reason: 'قیمت خالی است.' }]);
    await s.sql(`DELETE FROM price_imports WHERE id = $1`, [formula.json().data._id]);
    expect(await count()).toBe(before);
    expect(await auditCount(s)).toBe(audits + 1);
  });

  it('dates in either calendar, as text or as an xlsx date cell', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('فهرست');
    sheet.addRow(['IRC', 'PRICE', 'EFFECTIVE']);
    sheet.addRow([meds[0]!.code, meds[0]!.price + 1, new Date(Date.UTC(2026, 10, 26))]);
    sheet.addRow([meds[1]!.code, meds[1]!.price + 1, '۱۴۰۵/۰۹/۰۵']);
    sheet.addRow([meds[2]!.code, meds[2]!.price + 1, '2026/11/24']);
    sheet.addRow([meds[3]!.code, meds[3]!.price + 1, '1405/13/01']);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), { file_name: 'd.xlsx' }, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const changes = await rowsOf(res.json().data._id, 'change');
    expect(changes.map((r: { effectiveAt: string }) => r.effectiveAt)).toEqual([
      '2026-11-25T20:30:00.000Z',
      '2026-11-25T20:30:00.000Z',
      '2026-11-23T20:30:00.000Z',
    ]);
    expect(await rowsOf(res.json().data._id, 'error')).toMatchObject([
      { rowNo: 5, reason: expect.stringMatching(/تاریخ اجرا خوانا نیست/) },
    ]);
  });

  it("reads a file's columns and offers the saved mapping, writing nothing", async () => {
    const layout = (body: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/ops/v1/price-import-layouts?catalogue=B',
        headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
        payload: body,
      });
    const guessed = await layout('\nستون الف,کد IRC,قیمت مصرف کننده\n1,2,3');
    expect(guessed.statusCode, guessed.body).toBe(200);
    expect(guessed.json().data).toEqual({
      headers: ['ستون الف', 'کد IRC', 'قیمت مصرف کننده'],
      mapping: { code: 1, price: 2 },
      saved: false,
    });
    const saved = await layout('IRC,PRICE,EFFECTIVE\n');
    expect(saved.json().data).toMatchObject({ mapping: { code: 0, price: 1, effective_date: 2 }, saved: true });
    expect((await layout('')).json().message).toMatch(/خالی/);
  });

  it('a pharmacist cannot upload (403) and nobody without a token (401)', async () => {
    expect((await upload('code,price\n1,2', {}, 'text/csv', pharmacist)).statusCode).toBe(403);
    const anonymous = await s.app.inject({
      method: 'POST',
      url: '/api/ops/v1/price-imports?catalogue=B&file_name=x.csv',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// behaviour §10.12: a long file is read after the answer; its progress is in the database, for any instance.
describe.each(backends)('a price list read in the background, on $name', (backend) => {
  let s: TestServer;
  let operator: { token: string; id: string };
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  beforeAll(async () => {
    s = await startServer(backend, { importHooks: { waitMs: 0, beforeClassify: () => held } });
    operator = await staffUser(s, 'operator');
  });
  afterAll(async () => {
    release();
    await s?.close();
  });
  const get = async (id: string) =>
    (await s.call('opsGetPriceImport', { token: operator.token, params: { importId: id } })).json.data as {
      status: string;
      progress: number | null;
      failure: string | null;
      counts: { rows: number };
    };
  async function settled(id: string) {
    for (;;) {
      const imp = await get(id);
      if (imp.status !== 'reading') return imp;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers 202 while reading, with its progress; the preview stands when read', async () => {
    const [m] = await s.sql<{ code: string }>(`SELECT irc_code AS code FROM medicines_b WHERE irc_code IS NOT NULL ORDER BY seq LIMIT 1`);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ops/v1/price-imports?catalogue=B&file_name=long.csv',
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
      payload: `code,price,date\n${m!.code},123456,1405/09/01\n`,
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data._id;
    expect(res.json().data).toMatchObject({ status: 'reading' });
    // Held before the comparison: the whole file is read, the import still 'reading'.
    await expect.poll(async () => (await get(id)).progress, { timeout: 20_000 }).toBe(1);
    const publish = await s.call('opsPublishPriceImport', { token: operator.token, params: { importId: id }, body: { allowErrors: true } });
    expect(publish.status).toBe(409);
    release();
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'preview', progress: null, failure: null, counts: { rows: 1 } });
  });

  it('a file that fails after the answer is failed, with its Persian reason and no rows', async () => {
    held = Promise.resolve();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ops/v1/price-imports?catalogue=B&file_name=title.csv',
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'text/csv' },
      payload: 'code,price,date\n,,\n',
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data._id;
    expect(await settled(id)).toMatchObject({ status: 'failed', failure: 'فایل جز سطر عنوان ردیفی ندارد.' });
    expect((await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_import_rows WHERE import_id = $1`, [id]))[0]!.n).toBe(0);
  });

  it('an import whose reader fell silent reads as failed', async () => {
    const [imp] = await s.sql<{ id: string }>(`SELECT id::text FROM price_imports ORDER BY created_at LIMIT 1`);
    await s.sql(`UPDATE price_imports SET status = 'reading', heartbeat_at = now() - interval '2 minutes' WHERE id = $1`, [imp!.id]);
    expect(await get(imp!.id)).toMatchObject({ status: 'failed', failure: expect.stringMatching(/نیمه‌کاره/) });
  });
});
