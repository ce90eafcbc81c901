import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { SandboxGateway } from '../../server/payments/sandbox';
import type { PaymentGateway } from '../../server/payments/types';
import { ZarinpalGateway } from '../../server/payments/zarinpal';
import { backends, startServer, type TestServer, backendsFor } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY = 86_400_000;
const HISTORY = '/SelectPackage/HistoryPackage';

/** The path and query of a redirect's Location (absolute or not). */
const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://portal.test');
  return `${url.pathname}${url.search}`;
};

async function subscriptionsOf(s: TestServer, mobile: string) {
  return s.sql<{ expires_at: Date; package_id: string }>(
    `SELECT s.expires_at, s.package_id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.mobile = $1 ORDER BY s.expires_at`,
    [mobile],
  );
}

async function orderOf(s: TestServer, orderId: string) {
  const [row] = await s.sql<{ status: string; authority: string | null; amount_toman: number; ref_id: string | null }>(
    'SELECT status, authority, amount_toman, ref_id FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

/** The sandbox page's form: `action=pay|cancel`, as the browser posts it. */
async function choose(s: TestServer, paymentUrl: string, action: 'pay' | 'cancel') {
  const response = await s.app.inject({
    method: 'POST',
    url: pathOf(paymentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location));
}

/** The browser following the gateway back to the callback. */
async function callback(s: TestServer, query: Record<string, string>) {
  const res = await s.call('paymentCallback', { query });
  expect(res.status).toBe(303);
  return pathOf(res.response.headers.location);
}

describe.each(backendsFor('sql'))('payments on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("the gateway's page and return address never follow the request's Host header", async () => {
    const { token } = await s.newUser({ subscribed: false });
    for (const host of ['evil.example', 'evil.example:8443', 'a b']) {
      const started = await s.call('checkout', { token, body: { packageId: 'month-1' }, headers: { host } });
      expect(started.status, host).toBe(201);
      expect(new URL(started.json.data.paymentUrl).host, host).toBe('localhost');
    }
  });

  it('pay through the sandbox: the order is pending with its authority before the browser leaves, the callback grants once, list A opens', async () => {
    const { token, mobile } = await s.newUser({ subscribed: false });
    expect((await s.call('getAllMedicineAUser', { token })).status).toBe(403);

    const started = await s.call('checkout', { token, body: { packageId: 'month-1' } });
    expect(started.status).toBe(201);
    const { orderId, paymentUrl } = started.json.data;
    expect(paymentUrl).toMatch(/^http:\/\/[^/]+\/api\/payments\/v1\/sandbox\/S[0-9a-f]+$/);
    const pending = await orderOf(s, orderId);
    expect(pending.status).toBe('pending');
    // The invoice's total: 120,000 toman and its 10 % VAT, as step 3 says in rial (1,320,000).
    expect(pending.amount_toman).toBe(132_000);
    expect(paymentUrl.endsWith(pending.authority!)).toBe(true);

    const page = await s.app.inject({ method: 'GET', url: pathOf(paymentUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('درگاه پرداخت آزمایشی');
    expect(page.body).toContain('۱۳۲٬۰۰۰ تومان');
    expect(page.body).toContain('۱٬۳۲۰٬۰۰۰ ریال');
    expect(page.body).toContain('اشتراک یک‌ماهه');
    expect(page.body).toContain('name="action" value="pay"');
    expect(page.body).toContain('name="action" value="cancel"');

    const back = await choose(s, paymentUrl, 'pay');
    expect(back.pathname).toBe('/api/payments/v1/callback');
    expect(back.searchParams.get('Authority')).toBe(pending.authority);
    expect(back.searchParams.get('Status')).toBe('OK');
    const before = Date.now();
    expect(await callback(s, Object.fromEntries(back.searchParams))).toBe(`${HISTORY}?order=${orderId}`);

    const subs = await subscriptionsOf(s, mobile);
    expect(subs).toHaveLength(1);
    expect(Math.abs(new Date(subs[0].expires_at).getTime() - (before + 30 * DAY))).toBeLessThan(60_000);
    expect((await orderOf(s, orderId)).ref_id).toMatch(/^SANDBOX-/);

    const history = await s.call('packageHistory', { token });
    expect(history.status).toBe(200);
    expect(history.json.totalDocs).toBe(1);
    expect(history.json.docs[0]).toMatchObject({ _id: orderId, packageName: 'اشتراک یک‌ماهه', days: 30, amount: 132_000, status: 'paid' });
    expect(new Date(history.json.docs[0].expiresAt).getTime()).toBe(new Date(subs[0].expires_at).getTime());
    expect((await s.call('getAllMedicineAUser', { token })).status).toBe(200);

    // A replayed callback, a second click on the page and five callbacks at once: nothing more.
    expect(await callback(s, Object.fromEntries(back.searchParams))).toBe(`${HISTORY}?order=${orderId}`);
    expect((await choose(s, paymentUrl, 'pay')).searchParams.get('Status')).toBe('OK');
    await Promise.all(Array.from({ length: 5 }, () => callback(s, Object.fromEntries(back.searchParams))));
    expect(await subscriptionsOf(s, mobile)).toEqual(subs);
    const again = await s.app.inject({ method: 'GET', url: pathOf(paymentUrl) });
    expect(again.body).toContain('این پرداخت پیش‌تر انجام شده است.');
    expect(again.body).not.toContain('value="pay"');
  });

  it('a paid order extends from the current expiry when the subscription is still running', async () => {
    const { token, mobile } = await s.newUser({ subscribed: true });
    const [current] = await subscriptionsOf(s, mobile);
    const { orderId, paymentUrl } = (await s.call('checkout', { token, body: { packageId: 'month-3' } })).json.data;
    await callback(s, Object.fromEntries((await choose(s, paymentUrl, 'pay')).searchParams));
    const subs = await subscriptionsOf(s, mobile);
    expect(subs).toHaveLength(2);
    expect(new Date(subs[1].expires_at).getTime()).toBe(new Date(current.expires_at).getTime() + 90 * DAY);
    expect((await orderOf(s, orderId)).status).toBe('paid');
  });

  it('cancel on the gateway: the order is cancelled, nothing is granted, a forged OK afterwards grants nothing', async () => {
    const { token, mobile } = await s.newUser({ subscribed: false });
    const { orderId, paymentUrl } = (await s.call('checkout', { token, body: { packageId: 'month-1' } })).json.data;
    const back = await choose(s, paymentUrl, 'cancel');
    expect(back.searchParams.get('Status')).toBe('NOK');
    expect(await callback(s, Object.fromEntries(back.searchParams))).toBe(`${HISTORY}?order=${orderId}`);
    expect((await orderOf(s, orderId)).status).toBe('cancelled');
    // Paying after cancelling is refused by the gateway; a hand-made Status=OK changes nothing.
    expect((await choose(s, paymentUrl, 'pay')).searchParams.get('Status')).toBe('NOK');
    await callback(s, { Authority: back.searchParams.get('Authority')!, Status: 'OK' });
    expect((await orderOf(s, orderId)).status).toBe('cancelled');
    expect(await subscriptionsOf(s, mobile)).toEqual([]);
    expect((await s.call('getAllMedicineAUser', { token })).status).toBe(403);
    const history = await s.call('packageHistory', { token });
    expect(history.json.docs.map((d: { status: string; expiresAt: unknown }) => [d.status, d.expiresAt])).toEqual([['cancelled', null]]);
  });

  it('a forged Status=OK before paying grants nothing; paying afterwards still does', async () => {
    const { token, mobile } = await s.newUser({ subscribed: false });
    const { orderId, paymentUrl } = (await s.call('checkout', { token, body: { packageId: 'month-1' } })).json.data;
    const { authority } = await orderOf(s, orderId);
    await callback(s, { Authority: authority!, Status: 'OK' });
    expect((await orderOf(s, orderId)).status).toBe('failed');
    expect(await subscriptionsOf(s, mobile)).toEqual([]);
    await callback(s, Object.fromEntries((await choose(s, paymentUrl, 'pay')).searchParams));
    expect((await orderOf(s, orderId)).status).toBe('paid');
    expect(await subscriptionsOf(s, mobile)).toHaveLength(1);
  });

  it("an unknown or another gateway's authority changes nothing and lands on the bare history", async () => {
    const { token, mobile } = await s.newUser({ subscribed: false });
    const { orderId } = (await s.call('checkout', { token, body: { packageId: 'month-1' } })).json.data;
    await s.sql(`UPDATE orders SET provider = 'zarinpal', authority = 'A000000000000000000000000000123456789' WHERE id = $1`, [orderId]);
    const snapshot = await s.sql('SELECT id, status, ref_id FROM orders ORDER BY id');
    expect(await callback(s, { Authority: 'A000000000000000000000000000123456789', Status: 'OK' })).toBe(HISTORY);
    expect(await callback(s, { Authority: 'Snot-issued-by-us', Status: 'OK' })).toBe(HISTORY);
    expect(await s.sql('SELECT id, status, ref_id FROM orders ORDER BY id')).toEqual(snapshot);
    expect(await subscriptionsOf(s, mobile)).toEqual([]);
    expect((await s.call('paymentCallback', { query: { Status: 'OK' } })).status).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: '/api/payments/v1/sandbox/Snot-issued-by-us' })).statusCode).toBe(404);
  });

  it('checkout refuses a client-sent amount (400), an unknown package (404), an incomplete profile (403) and no bearer (401)', async () => {
    const complete = await s.newUser({ subscribed: false });
    const incomplete = await s.newUser({ complete: false, subscribed: false });
    const count = async () => (await s.sql<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;
    const before = await count();
    expect((await s.call('checkout', { token: complete.token, body: { packageId: 'month-1', amount: 1 } })).status).toBe(400);
    expect((await s.call('checkout', { token: complete.token, body: {} })).status).toBe(400);
    expect((await s.call('checkout', { token: complete.token, body: { packageId: 'month-99' } })).status).toBe(404);
    const refused = await s.call('checkout', { token: incomplete.token, body: { packageId: 'month-1' } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('ابتدا اطلاعات هویتی خود را تکمیل کنید');
    expect((await s.call('checkout', { body: { packageId: 'month-1' } })).status).toBe(401);
    expect((await s.call('packageHistory', {})).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('a subscription no order paid for shows in the history as granted, and the profile says when it ends', async () => {
    const { token } = await s.newUser();
    const history = await s.call('packageHistory', { token });
    expect(history.status).toBe(200);
    expect(history.json.totalDocs).toBe(1);
    expect(history.json.docs[0]).toMatchObject({ packageName: 'اشتراک یک‌ماهه', days: 30, amount: null, status: 'granted', paidAt: null });
    const profile = await s.call('getMyProfile', { token });
    expect(profile.json.data.subscription_expires_at).toBe(history.json.docs[0].expiresAt);
    const none = await s.newUser({ subscribed: false });
    expect((await s.call('getMyProfile', { token: none.token })).json.data.subscription_expires_at).toBeNull();
    expect((await s.call('packageHistory', { token: none.token })).json.totalDocs).toBe(0);
  });

  it("history: only the user's own orders, newest first, paged", async () => {
    const a = await s.newUser({ subscribed: false });
    const b = await s.newUser({ subscribed: false });
    const ids: string[] = [];
    for (const packageId of ['month-1', 'month-3', 'month-6']) {
      ids.push((await s.call('checkout', { token: a.token, body: { packageId } })).json.data.orderId);
      await new Promise((r) => setTimeout(r, 5));
    }
    await s.call('checkout', { token: b.token, body: { packageId: 'month-12' } });
    const first = await s.call('packageHistory', { token: a.token, query: { limit: 2, page: 1 } });
    expect(first.json).toMatchObject({ totalDocs: 3, totalPages: 2 });
    expect(first.json.docs.map((d: { _id: string }) => d._id)).toEqual([ids[2], ids[1]]);
    expect(first.json.docs.every((d: { status: string; paidAt: unknown }) => d.status === 'pending' && d.paidAt === null)).toBe(true);
    const second = await s.call('packageHistory', { token: a.token, query: { limit: 2, page: 2 } });
    expect(second.json.docs.map((d: { _id: string }) => d._id)).toEqual([ids[0]]);
  });
});

describe('payments: a gateway that cannot answer', () => {
  let s: TestServer;
  let down = false;
  beforeAll(async () => {
    s = await startServer(backends[0], {
      payment: (database) => {
        const sandbox = new SandboxGateway(database);
        // The sandbox, behind a network that fails while `down` is set (the sandbox page keeps working).
        return Object.assign(sandbox, {
          verify: async (authority: string, amount: number) => {
            if (down) throw new Error('connect ETIMEDOUT');
            return SandboxGateway.prototype.verify.call(sandbox, authority, amount);
          },
        });
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('verify fails: the order stays pending; the next callback verifies again and grants once', async () => {
    const { token, mobile } = await s.newUser({ subscribed: false });
    const { orderId, paymentUrl } = (await s.call('checkout', { token, body: { packageId: 'month-1' } })).json.data;
    const back = Object.fromEntries((await choose(s, paymentUrl, 'pay')).searchParams);
    down = true;
    expect(await callback(s, back)).toBe(`${HISTORY}?order=${orderId}`);
    expect((await orderOf(s, orderId)).status).toBe('pending');
    expect(await subscriptionsOf(s, mobile)).toEqual([]);
    down = false;
    await callback(s, back);
    expect((await orderOf(s, orderId)).status).toBe('paid');
    expect(await subscriptionsOf(s, mobile)).toHaveLength(1);
  });

  it('request fails: 502, the order is failed and nothing is granted', async () => {
    const failing: PaymentGateway = {
      name: 'sandbox',
      request: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      verify: async () => ({ ok: true, refId: 'never' }),
    };
    const t = await startServer(backends[0], { payment: () => failing });
    try {
      const { token, mobile } = await t.newUser({ subscribed: false });
      const res = await t.call('checkout', { token, body: { packageId: 'month-1' } });
      expect(res.status).toBe(502);
      const history = await t.call('packageHistory', { token });
      expect(history.json.docs.map((d: { status: string }) => d.status)).toEqual(['failed']);
      expect(await subscriptionsOf(t, mobile)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

/** A local fake of Zarinpal's v4 REST API: remembers what it was asked and answers like Zarinpal. */
function fakeZarinpal() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const paid = new Set<string>();
  const verified = new Set<string>();
  let next = 1;
  let failNext = false;
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(JSON.parse(text || '{}')));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    requests.push({ path: req.url ?? '', body });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (failNext) {
      failNext = false;
      return send(503, {});
    }
    if (body.merchant_id !== MERCHANT)
      return send(200, { data: [], errors: { code: -10, message: 'Terminal is not valid', validations: [] } });
    if (req.url === '/pg/v4/payment/request.json') {
      const authority = `A${String(next++).padStart(35, '0')}`;
      amounts.set(authority, Number(body.amount));
      return send(200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 100 }, errors: [] });
    }
    if (req.url === '/pg/v4/payment/verify.json') {
      const authority = String(body.authority);
      if (!paid.has(authority) || amounts.get(authority) !== Number(body.amount)) {
        return send(200, {
          data: [],
          errors: { code: -51, message: 'Session is not valid, session is not active paid try.', validations: [] },
        });
      }
      const code = verified.has(authority) ? 101 : 100;
      verified.add(authority);
      return send(200, {
        data: {
          code,
          message: code === 100 ? 'Paid' : 'Verified',
          card_pan: '502229******5995',
          ref_id: 201,
          fee_type: 'Merchant',
          fee: 100,
        },
        errors: [],
      });
    }
    send(404, {});
  });
  const amounts = new Map<string, number>();
  return {
    requests,
    pay: (authority: string) => paid.add(authority),
    failNext: () => void (failNext = true),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';

describe('zarinpal adapter against a local fake of its v4 API', () => {
  const fake = fakeZarinpal();
  let base: string;
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('request sends the merchant, the amount in rial and the callback; verify answers ok for 100 and 101, no for -51, throws on 5xx', async () => {
    const gateway = new ZarinpalGateway({ merchantId: MERCHANT, baseUrl: base });
    const { authority, url } = await gateway.request({
      orderId: 'o1',
      amountToman: 120_000,
      description: 'خرید',
      mobile: '09121234567',
      callbackUrl: 'https://daroban.test/api/payments/v1/callback',
      origin: 'https://daroban.test',
    });
    expect(url).toBe(`${base}/pg/StartPay/${authority}`);
    expect(fake.requests.at(-1)).toEqual({
      path: '/pg/v4/payment/request.json',
      body: {
        merchant_id: MERCHANT,
        amount: 1_200_000,
        callback_url: 'https://daroban.test/api/payments/v1/callback',
        description: 'خرید',
        metadata: { mobile: '09121234567', order_id: 'o1' },
      },
    });
    expect(await gateway.verify(authority, 120_000)).toEqual({ ok: false });
    fake.pay(authority);
    expect(await gateway.verify(authority, 100_000)).toEqual({ ok: false });
    expect(await gateway.verify(authority, 120_000)).toEqual({ ok: true, refId: '201' });
    expect(await gateway.verify(authority, 120_000)).toEqual({ ok: true, refId: '201' });
    fake.failNext();
    await expect(gateway.verify(authority, 120_000)).rejects.toThrow(/503/);
    await expect(
      new ZarinpalGateway({ merchantId: '2344b5d4-0048-11e8-94db-005056a205be', baseUrl: base }).request({
        orderId: 'o2',
        amountToman: 1,
        description: '',
        mobile: '',
        callbackUrl: '',
        origin: '',
      }),
    ).rejects.toThrow(/-10/);
    expect(() => new ZarinpalGateway({ merchantId: '' })).toThrow(/PAYMENT_MERCHANT_ID/);
  });

  it('through the server: checkout sends the browser to StartPay, the callback verifies with Zarinpal and grants once', async () => {
    const s = await startServer(backends[0], {
      payment: () => new ZarinpalGateway({ merchantId: MERCHANT, baseUrl: base }),
      publicUrl: 'https://daroban.test/',
    });
    try {
      const { token, mobile } = await s.newUser({ subscribed: false });
      const { orderId, paymentUrl } = (await s.call('checkout', { token, body: { packageId: 'month-6' } })).json.data;
      const { authority } = await orderOf(s, orderId);
      expect(paymentUrl).toBe(`${base}/pg/StartPay/${authority}`);
      expect(fake.requests.at(-1)?.body).toMatchObject({
        amount: 5_940_000,
        callback_url: 'https://daroban.test/api/payments/v1/callback',
      });
      // The payer gives up on Zarinpal's page.
      expect(await callback(s, { Authority: authority!, Status: 'NOK' })).toBe(`${HISTORY}?order=${orderId}`);
      expect((await orderOf(s, orderId)).status).toBe('cancelled');
      const second = (await s.call('checkout', { token, body: { packageId: 'month-6' } })).json.data;
      const paidAuthority = (await orderOf(s, second.orderId)).authority!;
      fake.pay(paidAuthority);
      await callback(s, { Authority: paidAuthority, Status: 'OK' });
      await callback(s, { Authority: paidAuthority, Status: 'OK' });
      expect(await orderOf(s, second.orderId)).toMatchObject({ status: 'paid', ref_id: '201' });
      expect(await subscriptionsOf(s, mobile)).toHaveLength(1);
      // No sandbox page with Zarinpal.
      expect((await s.app.inject({ method: 'GET', url: `/api/payments/v1/sandbox/${paidAuthority}` })).statusCode).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe("payments: crash between the gateway's verify and our commit", () => {
  const SECRET = 'crash-test-secret-0123456789abcdef0123456789';
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * `npm run serve` as a child process on a free port (or `entry`, the crash test's own server);
   * answers its origin once it listens.
   */
  function serve(extraEnv: Record<string, string>, entry = 'server/main.ts'): Promise<{ origin: string; proc: ChildProcess }> {
    const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '.tmp/no-static-dir',
        SEED: 'none',
        JWT_SECRET: SECRET,
        SMS_PROVIDER: 'memory',
        PAYMENT_PROVIDER: 'sandbox',
        LOG: '0',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Daroban: (http:\/\/[^/\s]+)\//.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve({ origin: match[1], proc });
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${out}`)));
    });
  }

  const exited = (proc: ChildProcess) =>
    new Promise<NodeJS.Signals | number | null>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.signalCode ?? proc.exitCode);
      proc.once('exit', (code, signal) => resolve(signal ?? code));
    });

  it(
    'kill -9 inside the grant: after a restart the payment is granted exactly once, and a replayed callback adds nothing',
    { timeout: 120_000 },
    async () => {
      // A fresh copy of the seeded template; a complete profile without a subscription, signed in.
      const prepared = await startServer(backends[0], { jwtSecret: SECRET });
      dataDir = prepared.dataDir!;
      const { token, mobile } = await prepared.newUser({ subscribed: false });
      await prepared.app.close();

      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const first = await serve({}, 'tests/server/crash-in-grant.ts');
      const started = await fetch(`${first.origin}/api/packages/v1/checkout`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ packageId: 'month-1' }),
      });
      expect(started.status).toBe(201);
      const { orderId, paymentUrl } = (await started.json()).data;
      const chosen = await fetch(paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      });
      expect(chosen.status).toBe(303);
      const callbackUrl = chosen.headers.get('location')!;
      // The gateway says yes; the server dies with the grant written but not committed.
      await expect(fetch(callbackUrl, { redirect: 'manual' })).rejects.toThrow();
      expect(await exited(first.proc)).toBe('SIGKILL');

      // What the dead server left on disk: the order, still pending; no subscription.
      const disk = await openDatabase({ dataDir });
      const left = await disk.connect();
      expect(await left.query('SELECT status FROM orders WHERE id = $1', [orderId])).toEqual([{ status: 'pending' }]);
      expect(
        await left.query('SELECT count(*)::int AS n FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.mobile = $1', [mobile]),
      ).toEqual([{ n: 0 }]);
      left.release();
      await disk.close();

      // Restarted without the hook: the start-up check verifies the pending order and grants it.
      const second = await serve({});
      const history = async () => {
        const res = await fetch(`${second.origin}/api/packages/v1/history`, { headers: auth });
        return (await res.json()).docs as { _id: string; status: string; expiresAt: string | null }[];
      };
      // The check runs after the server listens: ask until it has run (bounded by the test's own time,
      // not a count of tries that a loaded machine outlasts).
      let docs = await history();
      await expect
        .poll(async () => (docs = await history()).map((d) => [d._id, d.status]), { interval: 100, timeout: 100_000 })
        .toEqual([[orderId, 'paid']]);
      const { pathname, search } = new URL(callbackUrl);
      const replay = await fetch(`${second.origin}${pathname}${search}`, { redirect: 'manual' });
      expect(replay.status).toBe(303);
      expect(replay.headers.get('location')).toBe(`${HISTORY}?order=${orderId}`);
      expect((await fetch(`${second.origin}/api/medicine/v1/get-all-medicine-a-user`, { headers: auth })).status).toBe(200);
      second.proc.kill('SIGTERM');
      await exited(second.proc);

      const after = await buildServer({ dataDir, staticDir: false, seed: 'none', jwtSecret: SECRET });
      try {
        await after.paymentsResumed;
        const conn = await after.database.connect();
        const subs = await conn.query<{ expires_at: Date }>(
          'SELECT s.expires_at FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.mobile = $1',
          [mobile],
        );
        conn.release();
        expect(subs).toHaveLength(1);
        expect(new Date(subs[0].expires_at).toISOString()).toBe(docs[0].expiresAt);
      } finally {
        await after.close();
      }
    },
  );
});

describe('payment settings from the environment', () => {
  it('sandbox by default, zarinpal with its merchant id; an unknown provider, a missing merchant id and the sandbox in production are refused', async () => {
    const { paymentGatewayFromEnv } = await import('../../server/payments');
    const { checkProductionEnv } = await import('../../server/config');
    const database = {} as Parameters<ReturnType<typeof paymentGatewayFromEnv>>[0];
    expect(paymentGatewayFromEnv({})(database).name).toBe('sandbox');
    expect(paymentGatewayFromEnv({ PAYMENT_PROVIDER: 'zarinpal', PAYMENT_MERCHANT_ID: MERCHANT })(database).name).toBe('zarinpal');
    expect(() => paymentGatewayFromEnv({ PAYMENT_PROVIDER: 'zarinpal' })).toThrow(/PAYMENT_MERCHANT_ID/);
    expect(() => paymentGatewayFromEnv({ PAYMENT_PROVIDER: 'idpay' })).toThrow(/Unknown PAYMENT_PROVIDER/);
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'kavenegar', PUBLIC_URL: 'https://daroban.test' };
    expect(() => checkProductionEnv(production)).toThrow(/PAYMENT_PROVIDER=sandbox/);
    expect(() => checkProductionEnv({ ...production, ALLOW_SANDBOX_PAYMENT: '1' })).not.toThrow();
    expect(() => checkProductionEnv({ ...production, PAYMENT_PROVIDER: 'zarinpal' })).not.toThrow();
  });
});
