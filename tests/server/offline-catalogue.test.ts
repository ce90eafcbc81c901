import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';
import { holdPriceWriter, staffUser, untilPriceLockQueued } from './ops-helpers';

type Drug = { category: 'A' | 'B'; _id: string; price: number | null; code: string | null };
type Page = { docs: Drug[]; next: string; more: boolean; full: boolean; total?: number };

// behaviour §10.15: the signed-in SPA's offline catalogue, on the change feed's cursor.
describe.each(backendsFor('sql'))('the offline catalogue, on $name', (backend) => {
  let s: TestServer;
  let user: { token: string };
  let operator: string;
  let meds: { id: string; code: string; price: number }[];
  beforeAll(async () => {
    s = await startServer(backend);
    user = await s.newUser();
    operator = (await staffUser(s, 'operator')).token;
    meds = (
      await s.sql<{ id: string; code: string; price: string }>(
        `SELECT DISTINCT ON (irc_code) id::text, irc_code AS code, current_price_consumer::text AS price FROM medicines_b
         WHERE irc_code IS NOT NULL AND current_price_consumer > 0 ORDER BY irc_code, seq LIMIT 8`,
      )
    ).map((m) => ({ ...m, price: Number(m.price) }));
  });
  afterAll(async () => {
    await s?.close();
  });

  const page = async (since: string | undefined, limit: number): Promise<Page> => {
    const res = await s.call('offlineCatalogue', { token: user.token, query: { since, limit } });
    expect(res.status, res.response.body).toBe(200);
    return res.json as Page;
  };
  /** Reads pages from `since` until none follow; answers every row and the last cursor. */
  const drain = async (since: string | undefined, limit: number) => {
    const docs: Drug[] = [];
    let cursor = since;
    let total: number | undefined;
    for (let i = 0; i < 10_000; i++) {
      const p = await page(cursor, limit);
      total ??= p.total;
      docs.push(...p.docs);
      cursor = p.next;
      if (!p.more) break;
    }
    return { docs, cursor: cursor!, total };
  };
  const publish = async (rows: { code: string; price: number }[]) => {
    const list = ['irc,price,date', ...rows.map((m) => `${m.code},${m.price},2026-11-01`)].join('\n');
    const upload = await s.app.inject({
      method: 'POST',
      url: `/api/ops/v1/price-imports?catalogue=B&file_name=offline-${Date.now()}.csv`,
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'text/csv' },
      payload: list,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return upload.json().data._id as string;
  };

  it('needs a signed-in user with a running subscription', async () => {
    expect((await s.call('offlineCatalogue', {})).status).toBe(401);
    const lapsed = await s.newUser({ subscribed: false });
    expect((await s.call('offlineCatalogue', { token: lapsed.token })).status).toBe(403);
    expect((await s.call('offlineCatalogue', { token: user.token, query: { since: 'full.1.C.2' } })).status).toBe(400);
  });

  it('a first sync pages through both catalogues once, then a publish sends only the changed drugs', async () => {
    const [{ a, b }] = await s.sql<{ a: number; b: number }>(
      `SELECT (SELECT count(*) FROM medicines_a)::int AS a, (SELECT count(*) FROM medicines_b)::int AS b`,
    );
    const first = await drain(undefined, 97);
    expect(first.total).toBe(a + b);
    expect(first.docs).toHaveLength(a + b);
    expect(new Set(first.docs.map((d) => `${d.category}${d._id}`)).size).toBe(a + b);
    expect(first.docs.filter((d) => d.category === 'A')).toHaveLength(a);
    expect(first.cursor).toMatch(/^[0-9]+$/);
    // Nothing changed: the next sync is empty and keeps its cursor.
    const none = await page(first.cursor, 50);
    expect(none).toMatchObject({ docs: [], next: first.cursor, more: false, full: false });

    const importId = await publish(meds.slice(0, 3).map((m) => ({ code: m.code, price: m.price + 7 })));
    const published = await s.call('opsPublishPriceImport', { token: operator, params: { importId }, body: { allowErrors: false } });
    expect(published.status, published.response.body).toBe(200);
    const after = await drain(first.cursor, 50);
    expect(after.docs.map((d) => d._id).sort()).toEqual(
      meds
        .slice(0, 3)
        .map((m) => m.id)
        .sort(),
    );
    for (const d of after.docs) expect(d.price).toBe(meds.find((m) => m.id === d._id)!.price + 7);
    expect(after.cursor).not.toBe(first.cursor);
  });

  it('never misses a change across pages while a price list is being published', async () => {
    let cursor = (await drain(undefined, 2000)).cursor;
    const seen = new Map<string, number | null>();
    const readPage = async () => {
      const p = await page(cursor, 1);
      for (const d of p.docs) seen.set(d._id, d.price);
      cursor = p.next;
      return p;
    };
    const importId = await publish(meds.slice(3, 7).map((m) => ({ code: m.code, price: m.price + 100 })));
    const { release, done: held } = await holdPriceWriter(s, meds[7]!);
    const publishing = s.call('opsPublishPriceImport', { token: operator, params: { importId }, body: { allowErrors: false } });
    if (backend.name === 'postgres') {
      // The import waits for the price lock behind the held writer: a page read now sees neither.
      await untilPriceLockQueued(s);
      const before = cursor;
      const p = await readPage();
      expect(p.docs).toEqual([]);
      expect(cursor).toBe(before);
    }
    release();
    const reading = (async () => {
      for (let i = 0; i < 50 && (await readPage()).more; i++);
    })();
    await Promise.all([held, publishing, reading]);
    expect((await publishing).status).toBe(200);
    for (let i = 0; i < 50 && ((await readPage()).more || i === 0); i++);
    const expected = new Map(meds.slice(3, 8).map((m, i) => [m.id, m.price + (i === 4 ? 1 : 100)]));
    expect(new Map([...seen].filter(([id]) => expected.has(id)))).toEqual(expected);
    expect(seen.size).toBe(5);
  });

  it('a ticket or a report sent again with its Idempotency-Key is stored once', async () => {
    const writer = await s.newUser();
    const [me] = await s.sql<{ id: string }>(`SELECT id::text FROM users ORDER BY created_at DESC LIMIT 1`);
    const ticket = (key: string) =>
      s.call('newTicket', { token: writer.token, headers: { 'idempotency-key': key }, body: { title: 'بی‌اینترنت', report: 'متن' } });
    expect((await ticket('queued-ticket-0001')).status).toBe(200);
    expect((await ticket('queued-ticket-0001')).status).toBe(200);
    expect((await ticket('queued-ticket-0002')).status).toBe(200);
    const tickets = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE user_id = $1`, [me!.id]);
    expect(tickets[0]!.n).toBe(2);
    // Another user's key is their own.
    const other = await s.newUser();
    await s.call('newTicket', {
      token: other.token,
      headers: { 'idempotency-key': 'queued-ticket-0001' },
      body: { title: 'ت', report: 'م' },
    });
    expect((await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE idempotency_key = 'queued-ticket-0001'`))[0]!.n).toBe(
      2,
    );

    const report = () =>
      s.call('newReport', {
        token: writer.token,
        headers: { 'idempotency-key': 'queued-report-0001' },
        body: { title: 'قیمت', report: 'متن', medicenID_B: meds[0]!.id },
      });
    const sent = await Promise.all([report(), report(), report()]);
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE idempotency_key = 'queued-report-0001'`))[0]!.n).toBe(
      1,
    );
  });
});
