import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { MemorySmsSender } from '../../server/sms/memory';
import { fixtureCatalog } from './fixture-catalog';
import { SEED_SCALE, freshMobile, startServer } from './harness';

const inject = (app: Awaited<ReturnType<typeof buildServer>>, method: 'GET' | 'POST', url: string, body?: object, token?: string) =>
  app.inject({ method, url: `/api${url}`, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('persistence on PGlite', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('what one server writes (sessions, tickets, pending OTP codes, the generated secret), the next one on the same DATA_DIR reads back', async () => {
    // A copy of the harness's migrated and seeded template, without a given secret.
    const harnessed = await startServer({ name: 'pglite' }, { jwtSecret: undefined });
    const first = harnessed.app;
    const sms = harnessed.sms;
    const dataDir = harnessed.dataDir!;
    dirs.push(dataDir);
    const mobile = freshMobile();
    await inject(first, 'POST', '/user/v1/send-otp', { mobile });
    const signIn = await inject(first, 'POST', '/user/v1/submit-otp', { mobile, code: sms.lastCode(mobile) });
    const { accessToken, refreshToken } = signIn.json().data;
    await inject(first, 'POST', '/ticket/v1/new_ticket', { title: 'ماندگار', report: 'پس از راه‌اندازی دوباره' }, accessToken);
    const pending = freshMobile();
    await inject(first, 'POST', '/user/v1/send-otp', { mobile: pending });
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await first.close();

    const second = await buildServer({ dataDir, sms, staticDir: false, seed: 'auto', seedScale: 5, catalog: fixtureCatalog });
    expect(second).not.toBe(first);
    try {
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      // The access token signed by the first server is still valid: the secret persisted.
      const tickets = await inject(second, 'GET', '/ticket/v1/ticket_list_user', undefined, accessToken);
      expect(tickets.statusCode).toBe(200);
      expect(tickets.json().docs.map((d: { title: string }) => d.title)).toEqual(['ماندگار']);
      const refreshed = await inject(second, 'POST', '/user/v1/refresh-token', { refreshToken });
      expect(refreshed.statusCode).toBe(200);
      // The code sent by the first server is still pending: no early re-send, and it signs in.
      expect((await inject(second, 'POST', '/user/v1/send-otp', { mobile: pending })).statusCode).toBe(429);
      expect((await inject(second, 'POST', '/user/v1/submit-otp', { mobile: pending, code: sms.lastCode(pending) })).statusCode).toBe(200);
      // The catalogue was seeded once, not again on the second start.
      const [{ count }] = await second.database.connect().then(async (c) => {
        const rows = await c.query<{ count: number }>('SELECT count(*)::int AS count FROM medicines_a');
        c.release();
        return rows;
      });
      expect(count).toBe(SEED_SCALE);
    } finally {
      await second.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
// Skipped without TEST_DATABASE_URL: these need a PostgreSQL server.
describe.runIf(url)('several instances on one PostgreSQL', () => {
  it('two servers starting at once migrate once, share OTP state, sessions and the generated secret', async () => {
    const name = `daroban_twin_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const sms = new MemorySmsSender();
    const options = {
      databaseUrl: dbUrl.toString(),
      sms,
      staticDir: false as const,
      seed: 'auto' as const,
      seedScale: 20,
      catalog: fixtureCatalog,
    };
    const [a, b] = await Promise.all([buildServer(options), buildServer(options)]);
    try {
      const check = new pg.Client({ connectionString: dbUrl.toString() });
      await check.connect();
      const migrations = await check.query('SELECT name FROM schema_migrations');
      const medicines = await check.query('SELECT count(*)::int AS n FROM medicines_a');
      const secrets = await check.query(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
      await check.end();
      const files = readdirSync(new URL('../../server/db/migrations', import.meta.url)).filter((f) => f.endsWith('.sql'));
      expect(migrations.rows.map((r) => r.name).sort()).toEqual(files.sort());
      expect(medicines.rows[0].n).toBe(20);
      expect(secrets.rowCount).toBe(1);

      const mobile = freshMobile();
      expect((await inject(a, 'POST', '/user/v1/send-otp', { mobile })).statusCode).toBe(200);
      expect((await inject(b, 'POST', '/user/v1/send-otp', { mobile })).statusCode).toBe(429);
      const signIn = await inject(b, 'POST', '/user/v1/submit-otp', { mobile, code: sms.lastCode(mobile) });
      expect(signIn.statusCode).toBe(200);
      const { accessToken, refreshToken } = signIn.json().data;
      expect((await inject(a, 'GET', '/user/v1/get-my-profile', undefined, accessToken)).statusCode).toBe(200);
      expect((await inject(a, 'POST', '/user/v1/refresh-token', { refreshToken })).statusCode).toBe(200);
      expect((await inject(b, 'POST', '/user/v1/refresh-token', { refreshToken })).statusCode).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('the harness gives each file its own database', async () => {
    const s = await startServer({ name: 'postgres', url });
    try {
      expect(s.databaseUrl).toMatch(/daroban_t_/);
    } finally {
      await s.close();
    }
  });
});
