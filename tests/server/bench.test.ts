import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The benchmarks still run (they are not part of `npm test` otherwise, and a handler change once broke
 * them silently): `bench:api` and `bench:plans` on a small catalogue in a database of their own,
 * each figure for one second. Only that they run and what they print is checked here; their numbers
 * belong to docs/performance.md, measured on an idle machine.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const url = process.env.TEST_DATABASE_URL;

// Skipped without TEST_DATABASE_URL: the bare server and the interleaved raw column need PostgreSQL.
describe.skipIf(!url)('the benchmarks (PostgreSQL)', () => {
  const name = `daroban_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  let databaseUrl = '';
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const env = (extra: Record<string, string>) => ({ ...process.env, DATABASE_URL: databaseUrl, ...extra });

  it('bench:api prints the API, raw and bare figures of each call, every answer a 2xx', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/api.bench.ts'], {
      cwd: ROOT,
      env: env({
        BENCH_PGLITE: '0',
        BENCH_SCALE: '300',
        BENCH_SECONDS: '1',
        BENCH_WARMUP_SECONDS: '0',
        BENCH_CONNECTIONS: '2,16',
        BENCH_ROUNDS: '2',
        BENCH_ONLY: 'search A «قر»|detail A|price changes A',
      }),
      timeout: 150_000,
    });
    const rows = stdout.split('\n').filter((line) => /^ {2}\| (search A «قر»|detail A|price changes A, 30 days) \|/.test(line));
    expect(rows, stdout).toHaveLength(6);
    for (const line of rows) {
      const cells = line.split('|').map((cell) => cell.trim());
      // '', call, conns, rounds, API req/s, raw req/s, API/raw, bare req/s, bare/raw, API/bare, …, API non-2xx, ''
      const connections = Number(cells[2]);
      expect([2, 16], line).toContain(connections);
      // The target's concurrency (16) is measured BENCH_ROUNDS times, each ratio shown beside the median.
      const rounds = connections === 16 ? 2 : 1;
      expect(Number(cells[3]), line).toBe(rounds);
      expect(Number(cells[4]), line).toBeGreaterThan(0);
      expect(Number(cells[5]), line).toBeGreaterThan(0);
      expect(Number(cells[7]), line).toBeGreaterThan(0);
      for (const ratio of [cells[6], cells[8], cells[9]]) {
        expect(ratio, line).toMatch(rounds === 1 ? /^\d+ %$/ : /^\d+ % \(\d+, \d+\)$/);
      }
      // API wait µs and bare wait µs: what the servers' event loops waited for a core (Linux keeps it).
      expect(cells[14], line).toMatch(/^\d+$/);
      expect(cells[15], line).toMatch(/^\d+$/);
      expect(cells[cells.length - 2], line).toBe('0');
    }
  }, 180_000);

  it.each(['http', 'fastify'] as const)(
    "the bare %s server answers the API's answer after sending its recorded statements",
    async (kind) => {
      const { startBare } = await import('../../bench/bare');
      const call = {
        // One statement planned per call, one prepared under a name, one with no parameter.
        statements: [
          { text: 'SELECT $1::text AS marker', params: [`bare-${kind}`], name: undefined },
          { text: 'SELECT $1::int AS n', params: [1], name: 'bare_test_n' },
          { text: 'SELECT 2 AS two', params: [], name: undefined },
        ],
        body: '{"data":"پاسخ"}',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' },
      };
      const bare = await startBare(databaseUrl, call, kind);
      try {
        for (let i = 0; i < 3; i++) {
          const res = await fetch(`${bare.base}/api/anything?x=${i}`);
          expect(res.status).toBe(200);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(await res.text()).toBe('{"data":"پاسخ"}');
        }
        // A statement that fails answers 500: the bare server sends the statements for each answer.
        const failing = await startBare(
          databaseUrl,
          {
            ...call,
            statements: [
              call.statements[0]!,
              { text: 'SELECT 1', params: [], name: undefined },
              { text: 'SELECT 1/0', params: [], name: undefined },
            ],
          },
          kind,
        );
        try {
          expect((await fetch(`${failing.base}/`)).status).toBe(500);
        } finally {
          await failing.stop();
        }
      } finally {
        await bare.stop();
      }
    },
    60_000,
  );

  it('bench:plans prints the plan of each statement a call sends', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/plans.ts'], {
      cwd: ROOT,
      env: env({ PLANS: 'detail A' }),
      timeout: 60_000,
    });
    expect(stdout).toContain('### detail A');
    expect(stdout).toMatch(/Index Scan using medicines_a_pkey/);
    expect(stdout).toMatch(/Execution Time: [\d.]+ ms/);
  }, 90_000);

  it('bench:plans explains the session check among many pharmacists, then leaves no trace of them', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const count = async () =>
      (await db.query<{ n: number }>('SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM sessions)::int AS n')).rows[0]!.n;
    try {
      const before = await count();
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/plans.ts'], {
        cwd: ROOT,
        env: env({ PLANS: 'session check', PLAN_USERS: '20000' }),
        timeout: 60_000,
      });
      expect(stdout).toContain('### session check (every signed-in call), among 20,000 more pharmacists');
      expect(stdout).toMatch(/Index Scan using sessions_pkey on sessions/);
      expect(stdout).toMatch(/Index Scan using users_pkey on users/);
      expect(stdout).toMatch(/subscriptions_user_expiry on subscriptions/);
      expect(await count()).toBe(before);
    } finally {
      await db.end();
    }
  }, 90_000);
});
