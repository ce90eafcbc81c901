import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { type TestServer, startServer, backendsFor } from './harness';

/**
 * Orders whose callback was lost are granted newest first, on a schedule, at start-up and when the
 * payer opens the history, however many abandoned orders came before; abandoned ones expire.
 */
const HOUR = 3_600_000;
const SECRET = 'pending-orders-secret-0123456789abcdef012';

describe.each(backendsFor('sql'))('pending orders ($name)', (backend) => {
  let s: TestServer;
  let now = Date.parse('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    s = await startServer(backend, { clock: () => new Date(now), jwtSecret: SECRET, pendingCheckIntervalMs: 0 });
  });
  afterAll(async () => {
    await s?.close();
  });

  /** `n` orders left at the gateway by other payers, spread over the last `hours` hours. */
  async function abandon(n: number, hours: number) {
    const { mobile } = await s.newUser({ subscribed: false });
    await s.sql(
      `INSERT INTO orders (user_id, package_id, package_name, days, amount_toman, provider, authority, created_at)
       SELECT u.id, 'month-1', 'یک ماهه', 30, 120000, 'sandbox', 'A' || md5(random()::text || g::text),
              $2::timestamptz - (g * ($3::double precision / $4)) * interval '1 hour'
       FROM users u, generate_series(1, $4) g WHERE u.mobile = $1`,
      [mobile, new Date(now).toISOString(), hours, n],
    );
  }

  /** A checkout the payer paid at the sandbox, whose callback never arrived. */
  async function paidWithoutCallback() {
    const user = await s.newUser({ subscribed: false });
    const started = await s.call('checkout', { token: user.token, body: { packageId: 'month-1' } });
    expect(started.status).toBe(201);
    const { orderId, paymentUrl } = started.json.data;
    const page = await s.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(page.statusCode).toBe(303);
    return { ...user, orderId: orderId as string };
  }

  const statusOf = async (orderId: string) =>
    (await s.sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]?.status;

  it('a paid order is granted by the next check with 10,000 abandoned orders before it', async () => {
    await abandon(10_000, 20);
    const paid = await paidWithoutCallback();
    expect(await statusOf(paid.orderId)).toBe('pending');
    await s.app.checkPendingOrders();
    expect(await statusOf(paid.orderId)).toBe('paid');
    const [{ n }] = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE status = 'pending'`);
    expect(n).toBe(10_000);
  });

  it('the payer opening the history sees the lost payment granted', async () => {
    now += HOUR;
    const paid = await paidWithoutCallback();
    const history = await s.call('packageHistory', { token: paid.token });
    expect(history.status).toBe(200);
    expect(history.json.docs.map((d: { _id: string; status: string }) => [d._id, d.status])).toEqual([[paid.orderId, 'paid']]);
  });

  it('past pendingOrderHours the abandoned orders expire, a batch each run', async () => {
    now += 25 * HOUR;
    const pending = async () => (await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE status = 'pending'`))[0]!.n;
    const before = await pending();
    expect(await s.app.checkPendingOrders()).toBe(200);
    expect(await pending()).toBe(before - 200);
  });

  it.runIf(backend.name === 'pglite')('after a restart the start-up check grants the newest paid order first', async () => {
    now += HOUR;
    await abandon(10_000, 20);
    const paid = await paidWithoutCallback();
    await s.app.close();
    const restarted = await buildServer({
      dataDir: s.dataDir,
      staticDir: false,
      seed: 'none',
      jwtSecret: SECRET,
      clock: () => new Date(now),
      pendingCheckIntervalMs: 0,
    });
    try {
      await restarted.paymentsResumed;
      const conn = await restarted.database.connect();
      const [row] = await conn.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [paid.orderId]);
      conn.release();
      expect(row?.status).toBe('paid');
    } finally {
      await restarted.close();
      rmSync(s.dataDir!, { recursive: true, force: true });
      s = undefined as unknown as TestServer;
    }
  });
});
