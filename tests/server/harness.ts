import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { type BuildServerOptions, buildServer } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { MemorySmsSender } from '../../server/sms/memory';
import { type SpecOperation, checkResponse, specOperations } from '../contract/spec';
import { type Phase, timed } from '../kit/phases';
import { FIXTURE_NOW, fixtureCatalog } from './fixture-catalog';

/**
 * Server test harness: every test file gets its own fresh database, copied from a template that is
 * migrated and seeded once (PGlite: a data dir under .tmp/; PostgreSQL: a template database).
 * `call()` injects a request by operationId and checks the response against openapi.yaml.
 */
export const SEED_SCALE = 150;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = join(ROOT, '.tmp', 'server-tests');

export interface Backend {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * What a server test file checks, for `backendsFor`: `sql` where the database's behaviour can differ
 * between PGlite and PostgreSQL (SQL the service writes and reads as JSON, constraints, locks and
 * rows claimed by concurrent requests, prepared statements, the schema and the seeding); `http` where
 * the file checks what the server does above the database (validation, roles, the wire's shapes,
 * messages), with the same SQL the `sql` files already run on both.
 */
export type BackendNeed = 'sql' | 'http';

/**
 * The backends a server test file runs on (`describe.each(backendsFor('sql'))`): every backend for
 * `sql`, PGlite alone for `http` (one database is enough for what does not depend on it; PGlite is
 * there on every machine). `TEST_ALL_BACKENDS=1` runs `http` files on every backend too. A new file
 * that uses `backends` runs on both, as before. The choice per file is listed in docs/testing.md.
 */
export function backendsFor(need: BackendNeed): Backend[] {
  if (need === 'sql' || process.env.TEST_ALL_BACKENDS === '1') return backends;
  return backends.filter((b) => b.name === 'pglite');
}

/** The database module on `backend`'s database as it is (PGlite: a fresh one in memory), not migrated. */
export const openBackendDatabase = (backend: Backend): Promise<Database> =>
  openDatabase({ databaseUrl: backend.name === 'postgres' ? backend.url : undefined });

/** The vitest file running now, from the repository's root (for the set-up times, tests/kit/phases.ts). */
const testFile = (): Phase['where'] => (expect.getState().testPath ?? '?').replace(ROOT, '');

/** Changes when the schema, the seeding code or the fixture change, so a stale template is never used. */
function templateHash(): string {
  const hash = createHash('sha256');
  const migrations = join(ROOT, 'server/db/migrations');
  for (const f of readdirSync(migrations).sort()) hash.update(readFileSync(join(migrations, f)));
  for (const f of ['server/db/seeding.ts', 'server/db/seed/provinces.ts', 'tests/server/fixture-catalog.ts']) {
    hash.update(readFileSync(join(ROOT, f)));
  }
  hash.update(String(SEED_SCALE));
  return hash.digest('hex').slice(0, 12);
}

const seedOptions = (): Partial<BuildServerOptions> => ({
  seed: 'auto',
  seedScale: SEED_SCALE,
  catalog: (o) => fixtureCatalog({ ...o, now: FIXTURE_NOW }),
  jwtSecret: 'template-secret-not-used-by-any-test',
});

async function withDirLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(TMP, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function pgliteDataDir(): Promise<string> {
  const template = join(TMP, `template-${templateHash()}`);
  if (!existsSync(template)) {
    await withDirLock(`${template}.lock`, async () => {
      if (existsSync(template)) return;
      const building = `${template}.building`;
      rmSync(building, { recursive: true, force: true });
      await timed({ phase: 'template', where: testFile(), backend: 'pglite' }, async () => {
        const app = await buildServer({ dataDir: building, staticDir: false, ...seedOptions() });
        await app.close();
      });
      rmSync(join(building, 'jwt-secret'), { force: true });
      renameSync(building, template);
      // Templates of older schemas or fixtures are never used again.
      for (const old of readdirSync(TMP)) {
        if (/^template-[0-9a-f]+$/.test(old) && join(TMP, old) !== template) rmSync(join(TMP, old), { recursive: true, force: true });
      }
    });
  }
  const dir = join(TMP, `run-${process.pid}-${randomBytes(4).toString('hex')}`);
  await timed({ phase: 'copy', where: testFile(), backend: 'pglite' }, async () => cpSync(template, dir, { recursive: true }));
  return dir;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function postgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Templates are named after the database the tests were pointed at, so checkouts pointed at
  // different databases of one server never drop each other's templates as stale.
  const owner = new URL(url).pathname.slice(1).replace(/\W/g, '_') || 'postgres';
  const template = `daroban_tmpl_${owner}_${templateHash()}`;
  await admin(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(7420)');
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      await timed({ phase: 'template', where: testFile(), backend: 'postgres' }, async () => {
        const app = await buildServer({ databaseUrl: withDatabase(url, building), staticDir: false, ...seedOptions() });
        await app.close();
      });
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      const stale = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $2 AND datname <> $1 AND datname NOT LIKE '%\\_building'`,
        [template, `daroban\\_tmpl\\_${owner.replace(/_/g, '\\_')}\\_%`],
      );
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7420)');
    }
  });
  const name = `daroban_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const copy = (work: () => Promise<void>) => timed({ phase: 'copy', where: testFile(), backend: 'postgres' }, work);
  await copy(() =>
    admin(url, async (client) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
          return;
        } catch (err) {
          // Two files copying the same template at once: PostgreSQL refuses one; try again.
          if (attempt > 20) throw err;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    }),
  );
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (e.g. malformed JSON). */
  rawBody?: string;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test convenience: each test reads the fields it asserts
  json: any;
  response: LightMyRequestResponse;
}

export interface TestServer {
  app: FastifyInstance;
  sms: MemorySmsSender;
  backend: Backend;
  /** Where the PGlite data lives (PGlite backend). */
  dataDir?: string;
  databaseUrl?: string;
  call(operationId: string, options?: CallOptions): Promise<CallResult>;
  /** Sends and submits a code; answers the tokens. */
  signIn(mobile: string): Promise<{ accessToken: string; refreshToken: string }>;
  /** A fresh mobile with a complete profile and, unless `subscribed` is false, an active subscription. */
  newUser(options?: { complete?: boolean; subscribed?: boolean }): Promise<{ mobile: string; token: string }>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

let mobileCounter = 0;
/** A mobile no other test of this process uses. */
export function freshMobile(): string {
  mobileCounter += 1;
  const n = (process.pid % 10_000) * 10_000 + (mobileCounter % 10_000);
  return `0935${String(n).padStart(7, '0').slice(-7)}`;
}

function urlOf(op: SpecOperation, options: CallOptions): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** Builds a server on a fresh copy of the template database of `backend`. */
export async function startServer(backend: Backend, extra: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  const sms = new MemorySmsSender();
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (backend.name === 'pglite') {
    dataDir = await pgliteDataDir();
  } else {
    const created = await postgresDatabase(backend.url!);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const app = await timed({ phase: 'server', where: testFile(), backend: backend.name }, () =>
    buildServer({
      dataDir,
      databaseUrl,
      sms,
      staticDir: false,
      seed: 'none',
      jwtSecret: `test-${randomBytes(16).toString('hex')}`,
      limits: { sendOtpPerIp: 10_000, submitOtpPerIp: 10_000 },
      ...extra,
    }),
  );

  const server: TestServer = {
    app,
    sms,
    backend,
    dataDir,
    databaseUrl,
    async call(operationId, options = {}) {
      const op = specOperations.find((o) => o.operationId === operationId);
      if (!op) throw new Error(`no operation ${operationId} in openapi.yaml`);
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let payload: string | undefined;
      if (options.rawBody !== undefined) payload = options.rawBody;
      else if (options.body !== undefined) payload = JSON.stringify(options.body);
      if (payload !== undefined) headers['content-type'] ??= 'application/json';
      const response = await app.inject({
        method: op.method as 'GET',
        url: urlOf(op, options),
        headers,
        payload,
        remoteAddress: options.ip ?? '127.0.0.1',
      });
      const type = response.headers['content-type'] as string | undefined;
      const json = type?.startsWith('application/json') ? response.json() : undefined;
      const problems = checkResponse(operationId, response.statusCode, type, json);
      expect(problems, `response of ${operationId} must follow openapi.yaml`).toEqual([]);
      if (response.statusCode >= 400) {
        expect(json?.message, 'errors answer a Persian message').toMatch(/[\u0600-\u06FF]/);
      }
      return { status: response.statusCode, json, response };
    },
    async signIn(mobile) {
      const sent = await server.call('sendOtp', { body: { mobile } });
      expect(sent.status).toBe(200);
      const code = sms.lastCode(mobile);
      const done = await server.call('submitOtp', { body: { mobile, code } });
      expect(done.status).toBe(200);
      return done.json.data;
    },
    async newUser({ complete = true, subscribed = true } = {}) {
      const mobile = freshMobile();
      const { accessToken } = await server.signIn(mobile);
      if (complete) {
        await server.sql(
          `UPDATE users SET first_name = 'علی', last_name = 'رضایی', org_name = 'داروخانه آزمون', province_id = '8' WHERE mobile = $1`,
          [mobile],
        );
      }
      if (subscribed) {
        await server.sql(
          `INSERT INTO subscriptions (user_id, package_id, expires_at)
           SELECT id, 'month-1', now() + interval '30 days' FROM users WHERE mobile = $1`,
          [mobile],
        );
      }
      return { mobile, token: accessToken };
    },
    async sql(text, params = []) {
      const conn = await app.database.connect();
      try {
        return await conn.query(text, params);
      } finally {
        conn.release();
      }
    },
    async close() {
      await app.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await drop?.();
    },
  };
  return server;
}
