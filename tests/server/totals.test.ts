import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_MAX_AGE_MS } from '../../server/service/totals';
import { startServer, type TestServer, backendsFor } from './harness';

/**
 * behaviour §11.4: a filtered list's total comes from `catalog_totals` (shared through the
 * database), equals an exact count, and no write to the catalogue leaves a stale total served.
 */
describe.each(backendsFor('sql'))('cached totals on $name', (backend) => {
  let s: TestServer;
  let token: string;

  const listA = async (query: Record<string, string | number>) => {
    const res = await s.call('getAllMedicineAUser', { token, query });
    expect(res.status).toBe(200);
    return res.json.data.main as { docs: { _id: string }[]; totalDocs: number; totalPages: number };
  };
  const listB = async (query: Record<string, string | number>) => {
    const res = await s.call('getAllMedicineBUser', { token, query });
    expect(res.status).toBe(200);
    return res.json.data.main as { docs: { _id: string }[]; totalDocs: number; totalPages: number };
  };
  const exact = async (table: string, where: string, params: unknown[]) =>
    (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;
  const cached = async (table: string) =>
    (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM catalog_totals WHERE table_name = $1`, [table]))[0]!.n;

  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a searched total equals an exact count, is stored once and served from the cache the next time', async () => {
    const before = await cached('medicines_a');
    const first = await listA({ search: 'ی', limit: 2 });
    expect(first.totalDocs).toBe(await exact('medicines_a', `search_f LIKE '%ی%'`, []));
    expect(first.totalDocs).toBeGreaterThan(2);
    expect(first.totalPages).toBe(Math.ceil(first.totalDocs / 2));
    expect(await cached('medicines_a')).toBe(before + 1);
    // The same filter spelled with the Arabic ye, on another page: the same entry.
    const again = await listA({ search: 'ي', limit: 2, page: 2 });
    expect(again.totalDocs).toBe(first.totalDocs);
    expect(await cached('medicines_a')).toBe(before + 1);
    // The entry is what answers: a planted total (the test's only way to see the cache) is served …
    await s.sql(`UPDATE catalog_totals SET total = 999999 WHERE table_name = 'medicines_a'`);
    expect((await listA({ search: 'ی', limit: 2 })).totalDocs).toBe(999999);
    // … until the catalogue is written.
    await s.sql(`UPDATE medicines_a SET description = description WHERE false`);
    expect((await listA({ search: 'ی', limit: 2 })).totalDocs).toBe(first.totalDocs);
  });

  it('an insert, an update and a delete each invalidate the totals: the next answer is the exact count again', async () => {
    const search = 'آموکسی';
    const start = await listA({ search });
    expect(start.totalDocs).toBe(await exact('medicines_a', `search_f LIKE '%' || $1 || '%'`, [search]));

    // Insert: a copy of a matching medicine under a new id.
    await s.sql(
      `INSERT INTO medicines_a OVERRIDING SYSTEM VALUE SELECT (jsonb_populate_record(m, jsonb_build_object('id', gen_random_uuid(), 'seq', (SELECT max(seq) + 1 FROM medicines_a), 'seed_key', NULL))).*
       FROM medicines_a m WHERE search_f LIKE '%' || $1 || '%' ORDER BY seq LIMIT 1`,
      [search],
    );
    const inserted = await listA({ search });
    expect(inserted.totalDocs).toBe(start.totalDocs + 1);
    expect(inserted.totalDocs).toBe(await exact('medicines_a', `search_f LIKE '%' || $1 || '%'`, [search]));

    // Update: a medicine that did not match now matches.
    await s.sql(
      `UPDATE medicines_a SET search_f = search_f || ' ' || $1 WHERE seq = (SELECT min(seq) FROM medicines_a WHERE search_f NOT LIKE '%' || $1 || '%')`,
      [search],
    );
    const updated = await listA({ search });
    expect(updated.totalDocs).toBe(start.totalDocs + 2);
    expect(updated.totalDocs).toBe(await exact('medicines_a', `search_f LIKE '%' || $1 || '%'`, [search]));

    // Delete: both go.
    await s.sql(
      `DELETE FROM medicines_a WHERE seq IN (SELECT seq FROM medicines_a WHERE search_f LIKE '%' || $1 || '%' ORDER BY seq DESC LIMIT 2)`,
      [search],
    );
    const deleted = await listA({ search });
    expect(deleted.totalDocs).toBe(start.totalDocs);
    expect(deleted.totalDocs).toBe(await exact('medicines_a', `search_f LIKE '%' || $1 || '%'`, [search]));
    // The unfiltered total (trigger-kept) follows too.
    expect((await listA({})).totalDocs).toBe(await exact('medicines_a', 'true', []));
  });

  it('a write to one catalogue leaves the other catalogue cached; filter B by producer counts exactly', async () => {
    const [{ producer }] = (await s.sql<{ producer: string }>(
      `SELECT producer_company_f AS producer FROM medicines_b WHERE producer_company_f <> '' ORDER BY seq LIMIT 1`,
    )) as [{ producer: string }];
    const word = producer.split(' ').slice(-1)[0]!;
    const b = await listB({ producer_company: word });
    expect(b.totalDocs).toBe(await exact('medicines_b', `producer_company_f LIKE '%' || $1 || '%'`, [word]));
    const entriesB = await cached('medicines_b');
    expect(entriesB).toBeGreaterThan(0);
    await s.sql(`UPDATE medicines_a SET description = description WHERE seq = (SELECT min(seq) FROM medicines_a)`);
    expect(await cached('medicines_a')).toBe(0);
    expect(await cached('medicines_b')).toBe(entriesB);
    await s.sql(`UPDATE medicines_b SET description = description WHERE seq = (SELECT min(seq) FROM medicines_b)`);
    expect(await cached('medicines_b')).toBe(0);
  });

  it('a total counted before a write commits is never served after it (stale generation)', async () => {
    const search = 'قرص';
    const total = (await listA({ search })).totalDocs;
    // Simulate a count that raced a write: its entry carries the generation before the write.
    await s.sql(`UPDATE catalog_totals SET generation = generation - 1, total = 1 WHERE table_name = 'medicines_a'`);
    expect((await listA({ search })).totalDocs).toBe(total);
    expect(total).toBe(await exact('medicines_a', `search_f LIKE '%' || $1 || '%'`, [search]));
  });

  it('price changes: the total of a date range is exact and follows a price change', async () => {
    const res = async () => (await s.call('getListMedicinesBSortChangePriceUser', { token, query: { from: Date.UTC(2000, 0, 1) } })).json;
    const first = await res();
    expect(first.totalDocs).toBe(await exact('medicines_b', 'price_updated_at IS NOT NULL', []));
    await s.sql(
      `UPDATE medicines_b SET price_updated_at = NULL WHERE seq = (SELECT min(seq) FROM medicines_b WHERE price_updated_at IS NOT NULL)`,
    );
    expect((await res()).totalDocs).toBe(first.totalDocs - 1);
  });
});

/**
 * Migration 0120, on an injected clock: a total is served for a day after it was counted, then
 * counted again; a count deletes its catalogue's totals older than a day, so the table holds about
 * one day of distinct filters even when the catalogue is never written.
 */
describe.each(backendsFor('sql'))('the age of cached totals on $name', (backend) => {
  const start = Date.UTC(2026, 10, 25, 8, 0, 0);
  let now = start;
  let s: TestServer;

  const listA = async (query: Record<string, string | number>) => {
    // A new user at each moment: a token signed a day ago has expired.
    const { token } = await s.newUser();
    const res = await s.call('getAllMedicineAUser', { token, query });
    expect(res.status).toBe(200);
    return res.json.data.main as { totalDocs: number };
  };
  /** When each of list A's cached totals was counted (ms), oldest first. */
  const countedTimes = async () =>
    (await s.sql<{ counted_at: Date }>(`SELECT counted_at FROM catalog_totals WHERE table_name = 'medicines_a' ORDER BY counted_at`)).map(
      (row) => new Date(row.counted_at).getTime(),
    );

  beforeAll(async () => {
    s = await startServer(backend, { clock: () => new Date(now) });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('served for a day after it was counted, then counted again', async () => {
    now = start;
    const total = (await listA({ search: 'ی' })).totalDocs;
    expect(await countedTimes()).toEqual([start]);
    // The entry answers (a planted total shows it) up to a day after it was counted …
    await s.sql(`UPDATE catalog_totals SET total = 999999 WHERE table_name = 'medicines_a' AND total = $1`, [total]);
    now = start + TOTAL_MAX_AGE_MS - 1000;
    expect((await listA({ search: 'ی' })).totalDocs).toBe(999999);
    // … and past it the total is counted again and stamped with the new time.
    now = start + TOTAL_MAX_AGE_MS + 1000;
    expect((await listA({ search: 'ی' })).totalDocs).toBe(total);
    expect(await countedTimes()).toEqual([now]);
  });

  it('a count deletes the totals older than a day, and only those', async () => {
    now = start + 10 * TOTAL_MAX_AGE_MS;
    await s.sql(`DELETE FROM catalog_totals`);
    const first = now;
    await listA({ search: 'آ' });
    now += TOTAL_MAX_AGE_MS / 2;
    const second = now;
    await listA({ search: 'ب' });
    expect(await countedTimes()).toEqual([first, second]);
    // A day and a bit after the first: the next count (another filter) deletes it, keeps the second.
    now = first + TOTAL_MAX_AGE_MS + 1000;
    await listA({ search: 'پ' });
    expect(await countedTimes()).toEqual([second, now]);
    // A hit deletes nothing, though the first is past a day: only a count prunes.
    await s.sql(
      `INSERT INTO catalog_totals SELECT table_name, 'planted', generation, 1, $1::timestamptz FROM catalog_counts WHERE table_name = 'medicines_a'`,
      [new Date(first).toISOString()],
    );
    await listA({ search: 'ب' });
    expect(await countedTimes()).toEqual([first, second, now]);
  });
});
