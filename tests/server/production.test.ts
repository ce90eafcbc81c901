import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { checkProductionEnv, publicUrlFromEnv, secretFromEnv, seedFromEnv } from '../../server/config';
import { DEMO_MOBILE } from '../../server/db/seeding';
import { messages } from '../../server/http/messages';
import { redactError, scrub } from '../../server/http/log-redact';
import type { SmsSender } from '../../server/sms/types';
import { fixtureCatalog, FIXTURE_NOW } from './fixture-catalog';
import { freshMobile, startServer } from './harness';

/** Production defaults (behaviour §12): refused settings, the demo account, per-user limits, the log, the secret. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'daroban-prod-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('NODE_ENV=production refuses what prints or drops sign-in codes', () => {
  it('console SMS only with ALLOW_CONSOLE_SMS=1; the memory sender never; development allows both', () => {
    expect(() => checkProductionEnv({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=console/);
    expect(() => checkProductionEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(/ALLOW_CONSOLE_SMS/);
    // (A real gateway, so only the SMS rules are at stake: the sandbox gateway is refused in production too.)
    const paid = { PAYMENT_PROVIDER: 'zarinpal', PUBLIC_URL: 'https://daroban.test' };
    expect(() => checkProductionEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'console', ALLOW_CONSOLE_SMS: '1', ...paid })).not.toThrow();
    expect(() => checkProductionEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'memory' })).toThrow(/memory/);
    expect(() => checkProductionEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'kavenegar', ...paid })).not.toThrow();
    expect(() => checkProductionEnv({ SMS_PROVIDER: 'console' })).not.toThrow();
  });

  it('production needs PUBLIC_URL (payment return addresses are never built from a Host header); it must be an origin', () => {
    const rest = { NODE_ENV: 'production', SMS_PROVIDER: 'kavenegar', PAYMENT_PROVIDER: 'zarinpal' };
    expect(() => checkProductionEnv(rest)).toThrow(/PUBLIC_URL/);
    expect(() => checkProductionEnv({ ...rest, PUBLIC_URL: 'https://daroban.test' })).not.toThrow();
    expect(publicUrlFromEnv({ PUBLIC_URL: 'https://daroban.test/' })).toBe('https://daroban.test');
    expect(publicUrlFromEnv({})).toBeUndefined();
    for (const bad of ['daroban.test', 'ftp://daroban.test', 'https://daroban.test/app', 'https://daroban.test/?a=1']) {
      expect(() => publicUrlFromEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an origin/);
    }
  });

  it('production seeds no demo data unless SEED=demo says so; development seeds the demo', () => {
    expect(seedFromEnv({ NODE_ENV: 'production' })).toBe('none');
    expect(seedFromEnv({ NODE_ENV: 'production', SEED: 'demo' })).toBe('demo');
    expect(seedFromEnv({})).toBe('demo');
    expect(seedFromEnv({ SEED: 'none' })).toBe('none');
    expect(() => seedFromEnv({ SEED: 'yes' })).toThrow(/SEED must be demo or none/);
  });

  it('`npm run serve` with NODE_ENV=production and the console sender exits before opening anything', async () => {
    const run = promisify(execFile);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      DATA_DIR: join(temp, 'never'),
      PORT: '0',
    };
    delete env.ALLOW_CONSOLE_SMS;
    const failed = await run(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: ROOT, env, timeout: 60_000 }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).not.toBe(0);
    expect(failed?.stderr).toMatch(/SMS_PROVIDER=console would print every sign-in code/);
  }, 90_000);
});

describe('JWT_SECRET_FILE: the secret need not live in the database', () => {
  it('is read from the file (trimmed), wins over JWT_SECRET, must be 32 bytes and must exist', () => {
    const file = join(temp, 'jwt-secret');
    writeFileSync(file, `${'k'.repeat(40)}\n`);
    expect(secretFromEnv({ JWT_SECRET_FILE: file, JWT_SECRET: 'x'.repeat(40) })).toBe('k'.repeat(40));
    writeFileSync(file, 'short');
    expect(() => secretFromEnv({ JWT_SECRET_FILE: file })).toThrow(/32 bytes/);
    expect(() => secretFromEnv({ JWT_SECRET_FILE: join(temp, 'missing') })).toThrow(/JWT_SECRET_FILE/);
    expect(() => secretFromEnv({ JWT_SECRET: 'short' })).toThrow(/32 bytes/);
    expect(secretFromEnv({})).toBeUndefined();
  });

  it('a server given the secret stores none: no jwt-secret file, no settings row', async () => {
    const s = await startServer({ name: 'pglite' }, { jwtSecret: 'from-a-file-'.padEnd(40, 'x') });
    try {
      const rows = await s.sql(`SELECT 1 FROM settings WHERE key = 'jwt_secret'`);
      expect(rows).toEqual([]);
      const { existsSync } = await import('node:fs');
      expect(existsSync(join(s.dataDir!, 'jwt-secret'))).toBe(false);
    } finally {
      await s.close();
    }
  }, 120_000);
});

describe('the demo account', () => {
  it('SEED=none on an empty database creates no demo account (and no catalogue)', async () => {
    const app = await buildServer({ dataDir: join(temp, 'empty'), staticDir: false, seed: 'none', jwtSecret: 'x'.repeat(40) });
    try {
      const conn = await app.database.connect();
      try {
        expect(await conn.query('SELECT 1 FROM users WHERE mobile = $1', [DEMO_MOBILE])).toEqual([]);
        expect(await conn.query('SELECT 1 FROM medicines_a LIMIT 1')).toEqual([]);
      } finally {
        conn.release();
      }
    } finally {
      await app.close();
    }
  }, 120_000);

  it('comes with the first demo catalogue only: a restart does not renew an expired subscription', async () => {
    const s = await startServer({ name: 'pglite' });
    const dataDir = s.dataDir!;
    const [demo] = await s.sql<{ id: string }>('SELECT id FROM users WHERE mobile = $1', [DEMO_MOBILE]);
    expect(demo, 'the seeded template has the demo account').toBeDefined();
    await s.sql(`UPDATE subscriptions SET expires_at = now() - interval '1 day' WHERE user_id = $1`, [demo.id]);
    await s.app.close();
    const again = await buildServer({
      dataDir,
      staticDir: false,
      seed: 'auto',
      seedScale: 10,
      catalog: (o) => fixtureCatalog({ ...o, now: FIXTURE_NOW }),
      jwtSecret: 'y'.repeat(40),
    });
    try {
      const conn = await again.database.connect();
      try {
        const active = await conn.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND expires_at > now()', [demo.id]);
        expect(active).toEqual([]);
      } finally {
        conn.release();
      }
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('per-user limits on tickets and reports', () => {
  it('the limit answers a Persian 429 for that user only, and frees up 24 hours later', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    const s = await startServer({ name: 'pglite' }, { clock: () => new Date(now), limits: { ticketsPerDay: 3, reportsPerDay: 2 } });
    try {
      const a = await s.newUser();
      const b = await s.newUser();
      for (let i = 0; i < 3; i++)
        expect((await s.call('newTicket', { token: a.token, body: { title: `t${i}`, report: 'متن' } })).status).toBe(200);
      const refused = await s.call('newTicket', { token: a.token, body: { title: 't3', report: 'متن' } });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toBe(messages.ticketsPerDay('۳'));
      expect((await s.call('newTicket', { token: b.token, body: { title: 'b', report: 'متن' } })).status).toBe(200);

      const [{ id }] = await s.sql<{ id: string }>('SELECT id FROM medicines_a ORDER BY seq LIMIT 1');
      // Access tokens live 15 minutes on this clock too: sign in again after each jump.
      let token = a.token;
      const report = () => s.call('newReport', { token, body: { title: 'قیمت', report: 'متن', medicenID_A: id } });
      expect((await report()).status).toBe(200);
      expect((await report()).status).toBe(200);
      const tooMany = await report();
      expect(tooMany.status).toBe(429);
      expect(tooMany.json.message).toBe(messages.reportsPerDay('۲'));

      now += 12 * 3600_000;
      token = (await s.signIn(a.mobile)).accessToken;
      expect((await s.call('newTicket', { token, body: { title: 'later', report: 'متن' } })).status).toBe(429);
      now += 12 * 3600_000 + 1000;
      token = (await s.signIn(a.mobile)).accessToken;
      expect((await s.call('newTicket', { token, body: { title: 'next day', report: 'متن' } })).status).toBe(200);
      expect((await report()).status).toBe(200);
    } finally {
      await s.close();
    }
  }, 120_000);
});

describe('personal data never reaches the log', () => {
  it('scrubs mobiles (Latin and Persian digits), codes, tokens, provider keys and SQL parameters', () => {
    expect(scrub('OTP to 09121234567 and +989121234567 and ۰۹۱۲۱۲۳۴۵۶۷')).toBe('OTP to [mobile] and [mobile] and [mobile]');
    expect(scrub('GET https://api.kavenegar.com/v1/ABCDEF123/verify/lookup.json?receptor=09121234567&token=4821&template=x')).toBe(
      'GET https://api.kavenegar.com/v1/[key]/verify/lookup.json?receptor=[mobile]&token=[code]&template=x',
    );
    expect(scrub('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig')).not.toMatch(/eyJ/);
    expect(scrub('Failed query: insert into "tickets" values ($1, $2)\nparams: 5f0c…,سلام')).toBe(
      'Failed query: insert into "tickets" values ($1, $2)\nparams: [redacted]',
    );
    // Order numbers and ids that are not mobiles stay.
    expect(scrub('page 12, limit 50, id 123456789012')).toBe('page 12, limit 50, id 123456789012');
    const error = Object.assign(new Error('Failed query: x\nparams: 09121234567,secret'), {
      params: ['09121234567', 'secret'],
      cause: Object.assign(new Error('new row violates check constraint'), {
        detail: 'Failing row contains (09121234567, secret).',
        constraint: 'c',
      }),
    });
    const logged = JSON.stringify(redactError(error));
    expect(logged).not.toMatch(/0912|secret/);
    expect(logged).toContain('violates check constraint');
    expect(logged).toContain('"constraint":"c"');
  });

  it("a failed query's 500 and a failed SMS are logged without the mobile, the code, the key or the stored text", async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const mobile = freshMobile();
    const failing: SmsSender = {
      async sendOtp(to, code) {
        throw new Error(`GET https://api.kavenegar.com/v1/SECRETKEY42/verify/lookup.json?receptor=${to}&token=${code} failed`);
      },
      async sendText(to) {
        throw new Error(`POST https://api.kavenegar.com/v1/SECRETKEY42/sms/send.json receptor=${to} failed`);
      },
    };
    const s = await startServer({ name: 'pglite' }, { logger: true, logStream: stream });
    const smsServer = await startServer({ name: 'pglite' }, { logger: true, logStream: stream, sms: failing });
    try {
      const { token } = await s.newUser();
      await s.sql(`ALTER TABLE tickets ADD CONSTRAINT t13_fault CHECK (title <> 'محرمانه ${mobile}')`);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/ticket/v1/new_ticket',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ title: `محرمانه ${mobile}`, report: 'شرح خصوصی بیمار' }),
      });
      expect(res.statusCode).toBe(500);
      const sent = await smsServer.app.inject({
        method: 'POST',
        url: '/api/user/v1/send-otp',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ mobile }),
      });
      expect(sent.statusCode).toBe(500);
      expect(out).toContain('unexpected failure');
      expect(out).toContain('SMS sending failed');
      expect(out).toContain('t13_fault');
      expect(out).not.toContain(mobile);
      expect(out).not.toContain('محرمانه');
      expect(out).not.toContain('شرح خصوصی');
      expect(out).not.toContain('SECRETKEY42');
      expect(out).not.toMatch(/token=\d{4}/);
      expect(out).not.toContain(token);
    } finally {
      await s.close();
      await smsServer.close();
    }
  }, 120_000);
});
