import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMedicineChange } from '../../server/service/medicine-change';
import { startServer, type TestServer, backendsFor } from './harness';
import { recordSeries } from './ops-helpers';

const DAY = 86_400_000;

describe.each(backendsFor('sql'))('watchlist and price alerts on $name', (backend) => {
  let s: TestServer;
  let token: string;
  let idA: string;
  let idB: string;
  beforeAll(async () => {
    s = await startServer(backend);
    ({ token } = await s.newUser());
    [{ id: idA }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a WHERE seed_key = 'amox'`);
    [{ id: idB }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_b WHERE seed_key = 'para'`);
  });
  afterAll(async () => {
    await s?.close();
  });

  const someA = async (offset: number) =>
    (await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a ORDER BY seq OFFSET $1 LIMIT 1`, [offset]))[0]!.id;
  const someB = async (offset: number) =>
    (await s.sql<{ id: string }>(`SELECT id::text FROM medicines_b ORDER BY seq OFFSET $1 LIMIT 1`, [offset]))[0]!.id;
  const change = (category: 'A' | 'B', medicineId: string, fields: { price?: number; status?: string; at?: Date }) =>
    applyMedicineChange(s.app.database, { category, medicineId, at: fields.at ?? new Date(), price: fields.price, status: fields.status });

  it('add: 201, a second add of the same medicine 200 (idempotent); the list has names, current and previous price', async () => {
    const user = await s.newUser();
    const first = await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: idA } });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('دارو به فهرست پیگیری شما افزوده شد.');
    const again = await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: idA } });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe('این دارو از قبل در فهرست پیگیری شما است.');
    expect((await s.call('addWatchItem', { token: user.token, body: { category: 'B', medicineId: idB } })).status).toBe(201);

    const list = await s.call('listWatchItems', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.json.totalDocs).toBe(2);
    expect(list.json.totalPages).toBe(1);
    // Newest first.
    expect(list.json.docs.map((d: { category: string; medicineId: string }) => [d.category, d.medicineId])).toEqual([
      ['B', idB],
      ['A', idA],
    ]);
    const [medA] = await s.sql<{ brand_name_fa: string; current_price: string; series: { price: number }[]; price_changed_at: Date }>(
      `SELECT brand_name_fa, current_price::text, CASE WHEN added_value THEN price_oa ELSE price_o END AS series, price_changed_at FROM medicines_a WHERE id = $1`,
      [idA],
    );
    const docA = list.json.docs[1];
    expect(docA.brand_name_fa).toBe(medA!.brand_name_fa);
    expect(docA.currentPrice).toBe(Number(medA!.current_price));
    expect(medA!.series.length).toBeGreaterThan(1);
    expect(docA.previousPrice).toBe(medA!.series[medA!.series.length - 2]!.price);
    expect(Date.parse(docA.priceChangedAt)).toBe(new Date(medA!.price_changed_at).getTime());
    expect(list.json.docs[0].status_medicine).not.toBeUndefined();

    const paged = await s.call('listWatchItems', { token: user.token, query: { limit: 1, page: 2 } });
    expect(paged.json.docs.map((d: { medicineId: string }) => d.medicineId)).toEqual([idA]);
    expect(paged.json.totalPages).toBe(2);
    // Another user's list is their own.
    expect((await s.call('listWatchItems', { token })).json.docs.some((d: { medicineId: string }) => d.medicineId === idB)).toBe(false);
  });

  it('delete: 204, gone from the list (with its alerts); deleting again is 204 too', async () => {
    const user = await s.newUser();
    const id = await someA(3);
    await change('A', id, { price: 123_450, at: new Date(Date.now() - 2 * DAY) });
    await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: id } });
    expect((await s.call('listWatchAlerts', { token: user.token })).json.unreadCount).toBeGreaterThan(0);
    const removed = await s.call('removeWatchItem', { token: user.token, params: { category: 'A', medicineId: id } });
    expect(removed.status).toBe(204);
    expect((await s.call('listWatchItems', { token: user.token })).json.totalDocs).toBe(0);
    expect((await s.call('listWatchAlerts', { token: user.token })).json.unreadCount).toBe(0);
    expect((await s.call('removeWatchItem', { token: user.token, params: { category: 'A', medicineId: id } })).status).toBe(204);
    expect((await s.call('removeWatchItem', { token: user.token, params: { category: 'B', medicineId: 'not-an-id' } })).status).toBe(204);
  });

  it('at most 500 watched medicines: the 501st is a Persian 409; a duplicate at the limit is still 200', async () => {
    const user = await s.newUser();
    await s.sql(
      `INSERT INTO watchlist (user_id, category, medicine_id)
       SELECT u.id, 'B', gen_random_uuid() FROM users u, generate_series(1, 499) WHERE u.mobile = $1`,
      [user.mobile],
    );
    expect((await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: idA } })).status).toBe(201);
    const full = await s.call('addWatchItem', { token: user.token, body: { category: 'B', medicineId: idB } });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe('حداکثر ۵۰۰ دارو را می‌توانید پیگیری کنید؛ برای افزودن داروی تازه، یکی از داروهای فهرست را حذف کنید.');
    expect((await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: idA } })).status).toBe(200);
    expect((await s.call('listWatchItems', { token: user.token, query: { limit: 500 } })).json.docs).toHaveLength(500);
    // Room again after a removal.
    await s.call('removeWatchItem', { token: user.token, params: { category: 'A', medicineId: idA } });
    expect((await s.call('addWatchItem', { token: user.token, body: { category: 'B', medicineId: idB } })).status).toBe(201);
  });

  it('a price change writes one alert per watcher, in its transaction; the bell lists them newest first; mark read', async () => {
    const watcher = await s.newUser();
    const other = await s.newUser();
    const bystander = await s.newUser();
    const id = await someA(5);
    const idB2 = await someB(5);
    // Starred with nothing recent to backfill: the last entries lie far in the past.
    await s.sql(`UPDATE medicines_a SET added_value = false WHERE id = $1`, [id]);
    await recordSeries(s, 'A', id, { price_O: [{ price: 1000, insert_date: '2020-01-01T00:00:00Z' }], price_OA: [] });
    for (const u of [watcher, other]) await s.call('addWatchItem', { token: u.token, body: { category: 'A', medicineId: id } });
    await s.call('addWatchItem', { token: watcher.token, body: { category: 'B', medicineId: idB2 } });
    const before = (await s.call('listWatchAlerts', { token: watcher.token })).json.unreadCount;

    const first = await change('A', id, { price: 1200, at: new Date(Date.now() - 60_000) });
    expect(first).toMatchObject({ found: true, priceChanged: true, alerts: 2 });
    const [{ status: oldStatus }] = await s.sql<{ status: string }>(`SELECT status_medicine AS status FROM medicines_b WHERE id = $1`, [
      idB2,
    ]);
    const second = await change('B', idB2, { status: oldStatus === 'edit' ? 'active' : 'edit' });
    expect(second).toMatchObject({ statusChanged: true, priceChanged: false, alerts: 1 });

    const bell = await s.call('listWatchAlerts', { token: watcher.token });
    expect(bell.status).toBe(200);
    expect(bell.json.unreadCount).toBe(before + 2);
    expect(bell.json.totalDocs).toBe(bell.json.unreadCount);
    expect(bell.json.docs[0]).toMatchObject({
      kind: 'status',
      category: 'B',
      medicineId: idB2,
      oldStatus,
      newStatus: oldStatus === 'edit' ? 'active' : 'edit',
    });
    expect(bell.json.docs[1]).toMatchObject({ kind: 'price', category: 'A', medicineId: id, oldPrice: 1000, newPrice: 1200 });
    const changed = bell.json.docs.map((d: { changedAt: string }) => Date.parse(d.changedAt));
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
    expect((await s.call('listWatchAlerts', { token: other.token })).json.docs.map((d: { newPrice: number }) => d.newPrice)).toEqual([
      1200,
    ]);
    expect((await s.call('listWatchAlerts', { token: bystander.token })).json.unreadCount).toBe(0);

    // The price itself moved with its history.
    const item = (await s.call('listWatchItems', { token: other.token })).json.docs[0];
    expect(item).toMatchObject({ currentPrice: 1200, previousPrice: 1000 });

    const read = await s.call('markWatchAlertsRead', { token: watcher.token });
    expect(read.status).toBe(204);
    expect((await s.call('listWatchAlerts', { token: watcher.token })).json).toMatchObject({ unreadCount: 0, docs: [] });
    expect((await s.call('listWatchAlerts', { token: other.token })).json.unreadCount).toBe(1);
    await change('A', id, { price: 1300 });
    const later = await s.call('listWatchAlerts', { token: watcher.token });
    expect(later.json.unreadCount).toBe(1);
    expect(later.json.docs[0]).toMatchObject({ oldPrice: 1200, newPrice: 1300 });
  });

  it('a change that fails before commit leaves neither the price nor any alert', async () => {
    const user = await s.newUser();
    const id = await someA(7);
    await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: id } });
    const [before] = await s.sql<{ current_price: string; n: number }>(
      `SELECT current_price::text, (SELECT count(*)::int FROM watch_alerts WHERE medicine_id = $1) AS n FROM medicines_a WHERE id = $1`,
      [id],
    );
    await expect(
      applyMedicineChange(
        s.app.database,
        { category: 'A', medicineId: id, price: 999_990, at: new Date() },
        {
          beforeCommit: async () => {
            // Inside the transaction the alert is already there…
            throw new Error('crash before commit');
          },
        },
      ),
    ).rejects.toThrow('crash before commit');
    const [after] = await s.sql<{ current_price: string; n: number }>(
      `SELECT current_price::text, (SELECT count(*)::int FROM watch_alerts WHERE medicine_id = $1) AS n FROM medicines_a WHERE id = $1`,
      [id],
    );
    expect(after).toEqual(before);
    // …and the same change committed writes both.
    const done = await change('A', id, { price: 999_990 });
    expect(done.alerts).toBe(1);
    const [committed] = await s.sql<{ current_price: string; n: number }>(
      `SELECT current_price::text, (SELECT count(*)::int FROM watch_alerts WHERE medicine_id = $1) AS n FROM medicines_a WHERE id = $1`,
      [id],
    );
    expect(committed).toEqual({ current_price: '999990', n: before!.n + 1 });
  });

  it('a new star backfills the price changes of the last 30 days (not older ones), unread at once', async () => {
    const user = await s.newUser();
    const id = await someB(9);
    const now = Date.now();
    await s.sql(`UPDATE medicines_b SET price_consumer = $2::jsonb, current_price_consumer = 5000, price_updated_at = $3 WHERE id = $1`, [
      id,
      JSON.stringify([
        { price: 3000, insert_date: new Date(now - 90 * DAY).toISOString() },
        { price: 4000, insert_date: new Date(now - 40 * DAY).toISOString() },
        { price: 5000, insert_date: new Date(now - 3 * DAY).toISOString() },
      ]),
      new Date(now - 3 * DAY).toISOString(),
    ]);
    await s.call('addWatchItem', { token: user.token, body: { category: 'B', medicineId: id } });
    const bell = await s.call('listWatchAlerts', { token: user.token });
    expect(bell.json.docs).toEqual([
      expect.objectContaining({
        kind: 'price',
        category: 'B',
        medicineId: id,
        oldPrice: 4000,
        newPrice: 5000,
        changedAt: new Date(now - 3 * DAY).toISOString(),
      }),
    ]);
    // Starring again writes nothing twice.
    await s.call('addWatchItem', { token: user.token, body: { category: 'B', medicineId: id } });
    expect((await s.call('listWatchAlerts', { token: user.token })).json.unreadCount).toBe(1);
  });

  it('unknown medicine: Persian 404; malformed input: Persian 400', async () => {
    const unknown = await s.call('addWatchItem', { token, body: { category: 'A', medicineId: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('دارویی یافت نشد!');
    // A category B id in category A is unknown there.
    expect((await s.call('addWatchItem', { token, body: { category: 'A', medicineId: idB } })).status).toBe(404);
    expect((await s.call('addWatchItem', { token, body: { category: 'A', medicineId: 'abc' } })).status).toBe(404);
    for (const body of [
      { category: 'C', medicineId: idA },
      { category: 'A' },
      { medicineId: idA },
      { category: 'A', medicineId: idA, note: 'x' },
      { category: 'A', medicineId: '' },
      [],
    ]) {
      const bad = await s.call('addWatchItem', { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await s.call('addWatchItem', { token, rawBody: '{"category": "A",' })).status).toBe(400);
    expect((await s.call('removeWatchItem', { token, params: { category: 'C', medicineId: idA } })).status).toBe(400);
    expect((await s.call('listWatchItems', { token, query: { limit: 501 } })).status).toBe(400);
    expect((await s.call('listWatchAlerts', { token, query: { page: 0 } })).status).toBe(400);
  });

  it('every operation needs a bearer (401) and the §6 access: a complete profile and a subscription (403)', async () => {
    const incomplete = await s.newUser({ complete: false });
    const unsubscribed = await s.newUser({ subscribed: false });
    const calls: [string, Record<string, unknown>][] = [
      ['addWatchItem', { body: { category: 'A', medicineId: idA } }],
      ['listWatchItems', {}],
      ['removeWatchItem', { params: { category: 'A', medicineId: idA } }],
      ['listWatchAlerts', {}],
      ['markWatchAlertsRead', {}],
    ];
    for (const [op, options] of calls) {
      expect((await s.call(op, options)).status, op).toBe(401);
      expect((await s.call(op, { ...options, token: 'not-a-token' })).status, op).toBe(401);
      const noProfile = await s.call(op, { ...options, token: incomplete.token });
      expect(noProfile.status, op).toBe(403);
      expect(noProfile.json.message).toBe('ابتدا اطلاعات هویتی خود را تکمیل کنید');
      const noSubscription = await s.call(op, { ...options, token: unsubscribed.token });
      expect(noSubscription.status, op).toBe(403);
      expect(noSubscription.json.message).toBe('برای استفاده از امکانات سایت باید اشتراک خریداری کنید');
    }
  });
});
