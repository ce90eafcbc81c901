import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { DAY, FIXTURE_NOW } from './fixture-catalog';
import { backends, startServer, type TestServer, backendsFor } from './harness';

/**
 * behaviour §11.3: on PostgreSQL the server sends named (prepared) statements; their answers are
 * the answers PGlite gives (also after the sixth call, when PostgreSQL may switch a prepared
 * statement to a generic plan), and a logout still revokes the session at once, on every instance.
 */
const pgBackend = backends.find((b) => b.name === 'postgres');
const SHARED_SECRET = 'prepared-test-secret-shared-by-two-instances';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe.each(backendsFor('sql'))('logout with prepared session checks on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a logout revokes the access token at once, after the session check ran many times', async () => {
    const { mobile, token } = await s.newUser();
    for (let i = 0; i < 8; i++) expect((await s.call('getAllMedicineAUser', { token, query: { limit: 1 } })).status).toBe(200);
    expect((await s.call('logout', { token })).status).toBe(200);
    expect((await s.call('getAllMedicineAUser', { token, query: { limit: 1 } })).status).toBe(401);
    expect((await s.call('getMyProfile', { token })).status).toBe(401);
    // A new session of the same user works; the revoked one stays revoked.
    const again = await s.signIn(mobile);
    expect((await s.call('getAllMedicineAUser', { token: again.accessToken, query: { limit: 1 } })).status).toBe(200);
    expect((await s.call('getAllMedicineAUser', { token, query: { limit: 1 } })).status).toBe(401);
  });
});

describe.skipIf(!pgBackend)('prepared statements on PostgreSQL', () => {
  let pg: TestServer;
  let lite: TestServer;

  beforeAll(async () => {
    [pg, lite] = await Promise.all([startServer(pgBackend!, { jwtSecret: SHARED_SECRET }), startServer({ name: 'pglite' })]);
  });
  afterAll(async () => {
    await Promise.all([pg?.close(), lite?.close()]);
  });

  it('statements are prepared under a name on the connection, once per text', async () => {
    const previous = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = '1';
    const database = await openDatabase({ databaseUrl: pg.databaseUrl });
    if (previous === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = previous;
    try {
      for (const n of [1, 2, 3]) expect(await database.rows(sql`SELECT ${n}::int AS n`)).toEqual([{ n }]);
      const named = await database.rows<{ statement: string }>(sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'd\\_%'`);
      expect(named.map((r) => r.statement)).toContain('SELECT $1::int AS n');
      expect(named.filter((r) => r.statement === 'SELECT $1::int AS n')).toHaveLength(1);
      // A substring filter is not prepared (planned with its value each time).
      await database.rows(sql`SELECT count(*) FROM medicines_a WHERE search_f LIKE ${'%قر%'}`, { prepare: false });
      const after = await database.rows<{ statement: string }>(
        sql`SELECT statement FROM pg_prepared_statements WHERE strpos(statement, ${'FROM medicines_a WHERE search_f'}) > 0`,
      );
      expect(after).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('every list, search, filter, detail and price-change call answers on PostgreSQL what it answers on PGlite, call after call', async () => {
    const servers = [pg, lite];
    const users = await Promise.all(servers.map((s) => s.newUser()));
    const keys = await Promise.all(
      servers.map(async (s) => {
        const rows = await s.sql<{ id: string; key: string }>(
          `SELECT id::text, 'a:' || seed_key AS key FROM medicines_a UNION ALL SELECT id::text, 'b:' || seed_key FROM medicines_b`,
        );
        return new Map(rows.map((r) => [r.id, r.key]));
      }),
    );
    const ids = await Promise.all(
      servers.map(async (s) => {
        const [row] = await s.sql<{ a: string; b: string }>(
          `SELECT (SELECT id::text FROM medicines_a WHERE seed_key = 'amox') AS a, (SELECT id::text FROM medicines_b WHERE seed_key = 'para') AS b`,
        );
        return row!;
      }),
    );
    const [producer] = await pg.sql<{ word: string }>(
      `SELECT split_part(producer_company, ' ', 2) AS word FROM medicines_b WHERE producer_company LIKE '% %' ORDER BY seq LIMIT 1`,
    );
    const calls: [string, Record<string, string | number>, 'a' | 'b' | null][] = [
      ['getAllMedicineAUser', { limit: 20, page: 1 }, null],
      ['getAllMedicineAUser', { limit: 20, page: 3 }, null],
      ['getAllMedicineAUser', { search: 'ی', limit: 10 }, null],
      ['getAllMedicineAUser', { search: 'آموکسی' }, null],
      ['getAllMedicineAUser', { generic_name_fa: 'سیلین', quantity_in_pack: '20' }, null],
      ['getAllMedicineBUser', { limit: 50, page: 2 }, null],
      ['getAllMedicineBUser', { producer_company: producer!.word }, null],
      ['getAllMedicineBUser', { price_pharmacy: '50000' }, null],
      ['getListMedicinesASortChangePriceUser', { from: FIXTURE_NOW.getTime() - 100 * DAY, limit: 10 }, null],
      [
        'getListMedicinesBSortChangePriceUser',
        { from: FIXTURE_NOW.getTime() - 100 * DAY, to: FIXTURE_NOW.getTime(), limit: 10, page: 2 },
        null,
      ],
      ['getMedicineAById', {}, 'a'],
      ['getMedicineBById', {}, 'b'],
    ];
    for (const [op, query, detail] of calls) {
      const answers: string[][] = [[], []];
      for (let i = 0; i < 8; i++) {
        for (const [n, s] of servers.entries()) {
          const res = await s.call(op, { token: users[n]!.token, query, params: detail ? { medicineId: ids[n]![detail] } : undefined });
          expect(res.status, `${op} ${JSON.stringify(query)}`).toBe(200);
          // Ids differ between the two databases (each seeded its own): compare by seed key.
          answers[n]!.push(JSON.stringify(res.json).replace(UUID, (id) => keys[n]!.get(id) ?? id));
        }
      }
      expect(new Set(answers[0]).size, `${op}: the same answer on every call`).toBe(1);
      expect(answers[0]![7], `${op} ${JSON.stringify(query)} on PostgreSQL and PGlite`).toBe(answers[1]![7]);
    }
  });

  it('two instances on one database: a logout on one revokes the token on the other at once', async () => {
    const other = await buildServer({ databaseUrl: pg.databaseUrl, staticDir: false, seed: 'none', jwtSecret: SHARED_SECRET });
    try {
      const { token } = await pg.newUser();
      const onOther = () =>
        other.inject({
          method: 'GET',
          url: '/api/medicine/v1/get-all-medicine-a-user?limit=1',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await pg.call('getAllMedicineAUser', { token, query: { limit: 1 } })).status).toBe(200);
      expect((await onOther()).statusCode).toBe(200);
      expect((await pg.call('logout', { token })).status).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
