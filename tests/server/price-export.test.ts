import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJalaliDate } from '../../src/lib/jalali';
import { toLatinDigits } from '../../src/lib/digits';
import { fa } from '../../src/i18n/fa';
import { rowOfA, rowOfB } from '../../machines/price-change-list.query';
import { priceChange } from '../../src/lib/price-change';
import { CHANGE_FORMAT, priceChangeRows } from '../../server/service/price-export';
import { DAY, FIXTURE_NOW } from './fixture-catalog';
import { SEED_SCALE, startServer, type TestServer, backendsFor } from './harness';

const ago = (days: number) => FIXTURE_NOW.getTime() - days * DAY;
/** The Jalali day the list shows, in Latin digits (the file's form). */
const jalaliText = (iso: string | null) => (iso ? toLatinDigits(formatJalaliDate(iso)) : '');

describe.each(backendsFor('sql'))('price-change export on $name', (backend) => {
  let s: TestServer;
  let token: string;

  /** Every row of the list over a range, page by page, as the screen shows them. */
  async function listRows(category: 'A' | 'B', range: { from?: number; to?: number }) {
    const op = category === 'A' ? 'getListMedicinesASortChangePriceUser' : 'getListMedicinesBSortChangePriceUser';
    const rows = [];
    for (let page = 1; ; page += 1) {
      const res = await s.call(op, { token, query: { ...range, limit: 100, page } });
      expect(res.status).toBe(200);
      rows.push(...res.json.docs.map(category === 'A' ? rowOfA : rowOfB));
      if (page >= res.json.totalPages) return rows;
    }
  }

  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('xlsx (A): the list rows of the range in its order, a right-to-left sheet, prices as numbers, Jalali dates', async () => {
    const range = { from: ago(150), to: ago(2) };
    const res = await s.call('exportMedicinesASortChangePriceUser', { token, query: { ...range, format: 'xlsx' } });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toContain('spreadsheetml');
    expect(res.response.headers['content-disposition']).toMatch(
      /^attachment; filename="price-changes-a-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe(fa.priceChanges.exportSheetA);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ردیف',
      'نام تجاری',
      'نام ژنریک',
      'کارخانه سازنده',
      'قیمت قبلی (ریال)',
      'قیمت واحد (ریال)',
      'درصد تغییر',
      'تاریخ تغییر قیمت',
    ]);
    const expected = await listRows('A', range);
    expect(expected.length).toBeGreaterThan(20);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expected.forEach((row, i) => {
      const values = Array.from((sheet.getRow(i + 2).values as unknown[]).slice(1), (v) => v ?? ''); // empty cells read back as undefined
      expect(values).toEqual([
        i + 1,
        row.brand_name_fa ?? '',
        row.generic_name_fa ?? '',
        row.maker ?? '',
        row.previousPrice ?? '',
        row.price,
        priceChange(row.previousPrice, row.price)?.percent ?? '',
        jalaliText(row.changedAt),
      ]);
    });
    // The range holds changed prices and first prices (no change): each cell as the list computes it.
    const changes = expected.map((row) => priceChange(row.previousPrice, row.price)?.direction);
    expect(changes).toContain('up');
    expect(changes).toContain(undefined);
    expect(typeof sheet.getRow(2).getCell(6).value).toBe('number');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(7).numFmt).toBe(CHANGE_FORMAT);
  });

  it('csv (B): UTF-8 with a byte-order mark, Persian intact, the list rows of the range', async () => {
    const range = { from: ago(60) };
    const res = await s.call('exportMedicinesBSortChangePriceUser', { token, query: { ...range, format: 'csv' } });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('ردیف,نام تجاری,نام ژنریک,شرکت تولیدکننده,قیمت قبلی (ریال),قیمت مصرف‌کننده (ریال),درصد تغییر,تاریخ تغییر قیمت');
    const expected = await listRows('B', range);
    expect(lines).toHaveLength(expected.length + 1);
    // No id column: the rows are told apart by their cells, in the list's order.
    expect(lines.slice(1).map((line) => line.split(',').slice(4, 7))).toEqual(
      expected.map((row) => [
        row.previousPrice === null ? '' : String(row.previousPrice),
        String(row.price),
        String(priceChange(row.previousPrice, row.price)?.percent ?? ''),
      ]),
    );
    const [first] = expected;
    expect(lines[1].split(',').slice(3, 8).at(-1)).toBe(jalaliText(first.changedAt));
    expect(lines[1].split(',')[3]).toBe(first.maker ?? '');
    expect(lines.join('\n')).not.toContain(first._id);
  });

  it('reads the database in keyset batches that neither skip nor repeat a row (ties on the change time included)', async () => {
    await s.sql(
      `INSERT INTO medicines_a (id, brand_name_fa, current_price, price_changed_at)
       SELECT gen_random_uuid(), 'هم‌زمان ' || g, 1000 + g, to_timestamp(${ago(7)} / 1000.0) FROM generate_series(1, 9) AS g`,
    );
    const batches: number[] = [];
    const ids: string[] = [];
    for await (const batch of priceChangeRows(s.app.database, 'A', undefined, undefined, 4)) {
      batches.push(batch.length);
      ids.push(...batch.map((row) => row.id));
    }
    const listed = (await listRows('A', {})).map((row) => row._id);
    expect(ids).toEqual(listed);
    expect(ids).toHaveLength(SEED_SCALE + 9);
    expect(Math.max(...batches)).toBe(4);
    await s.sql(`DELETE FROM medicines_a WHERE brand_name_fa LIKE 'هم‌زمان %'`);
  });

  it('same access rules as the list: 403 without a complete profile or a subscription; a reversed range is 400', async () => {
    const incomplete = await s.newUser({ complete: false, subscribed: true });
    const unsubscribed = await s.newUser({ complete: true, subscribed: false });
    for (const op of ['exportMedicinesASortChangePriceUser', 'exportMedicinesBSortChangePriceUser']) {
      expect((await s.call(op, { token: incomplete.token })).status, op).toBe(403);
      expect((await s.call(op, { token: unsubscribed.token })).status, op).toBe(403);
      expect((await s.call(op, {})).status, op).toBe(401);
      expect((await s.call(op, { token, query: { from: ago(1), to: ago(2) } })).status, op).toBe(400);
      expect((await s.call(op, { token, query: { format: 'pdf' } })).status, op).toBe(400);
    }
  });

  it('a date past what a Jalali file name can say is a 400 like any bad query, on the lists and the exports', async () => {
    const farFuture = 100_000_000_000_000;
    for (const op of [
      'exportMedicinesASortChangePriceUser',
      'exportMedicinesBSortChangePriceUser',
      'getListMedicinesASortChangePriceUser',
      'getListMedicinesBSortChangePriceUser',
    ]) {
      for (const query of [{ from: farFuture }, { to: farFuture }, { from: ago(1), to: farFuture }]) {
        const res = await s.call(op, { token, query });
        expect(res.status, `${op} ${JSON.stringify(query)}`).toBe(400);
      }
    }
  });

  it('csv: a cell a spreadsheet would read as a formula is kept as text (a leading quote, OWASP)', async () => {
    const dangerous = ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
    const [row] = await s.sql<{ id: string }>(
      `SELECT id FROM medicines_b WHERE price_updated_at IS NOT NULL ORDER BY price_updated_at DESC, seq DESC LIMIT 1`,
    );
    expect(row).toBeDefined();
    for (const text of dangerous) {
      await s.sql(`UPDATE medicines_b SET brand_name_fa = $1 WHERE id = $2`, [text, row!.id]);
      const res = await s.call('exportMedicinesBSortChangePriceUser', { token, query: { format: 'csv' } });
      expect(res.status).toBe(200);
      const body = res.response.rawPayload.toString('utf8');
      // The first row after the header is the newest change: this drug; its brand name is the second cell.
      const firstRow = body.slice(body.indexOf('\r\n') + 2);
      const brandCell = firstRow.startsWith('1,"') ? firstRow.slice(3, firstRow.indexOf('"', 3)) : firstRow.split(',')[1];
      expect(brandCell, JSON.stringify(text)).toBe(`'${text}`);
    }
  });
});
