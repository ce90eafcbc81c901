import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { type TestServer, startServer, backendsFor } from './harness';

/**
 * A per-user daily cap of N admits exactly N under a burst of concurrent requests, on one instance
 * and across two instances on one PostgreSQL: the count and the insert are one locked step.
 */
const CAP = { ticketsPerDay: 20, reportsPerDay: 10 };
/** Both instances sign and check tokens with the same secret, as two instances behind one balancer do. */
const SECRET = 'daily-caps-test-secret-0123456789abcdef';
const BURST = 120;

describe.each(backendsFor('sql'))('daily caps under a burst ($name)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend, { limits: CAP, jwtSecret: SECRET });
  });
  afterAll(async () => {
    await s?.close();
  });

  const count = async (table: 'tickets' | 'reports', mobile: string) =>
    (
      await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.mobile = $1`, [mobile])
    )[0]!.n;

  it(`${BURST} tickets at once against a cap of ${CAP.ticketsPerDay}: exactly ${CAP.ticketsPerDay} stored, the rest 429`, async () => {
    const { token, mobile } = await s.newUser();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        s.call('newTicket', { token, body: { title: `t${i}`, report: 'متن' } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((st) => st === 200)).toHaveLength(CAP.ticketsPerDay);
    expect(statuses.filter((st) => st === 429)).toHaveLength(BURST - CAP.ticketsPerDay);
    expect(await count('tickets', mobile)).toBe(CAP.ticketsPerDay);
  });

  it(`${BURST} reports at once against a cap of ${CAP.reportsPerDay}: exactly ${CAP.reportsPerDay} stored`, async () => {
    const { token, mobile } = await s.newUser();
    const [{ id }] = await s.sql<{ id: string }>('SELECT id FROM medicines_a ORDER BY seq LIMIT 1');
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () =>
        s.call('newReport', { token, body: { title: 'قیمت', report: 'متن', medicenID_A: id } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((st) => st === 200)).toHaveLength(CAP.reportsPerDay);
    expect(await count('reports', mobile)).toBe(CAP.reportsPerDay);
  });

  it.runIf(backend.name === 'postgres')('two instances on one database share the cap', async () => {
    const second = await buildServer({
      databaseUrl: s.databaseUrl,
      staticDir: false,
      seed: 'none',
      jwtSecret: SECRET,
      limits: CAP,
    });
    try {
      const { mobile, token } = await s.newUser();
      const post = (app: typeof second, token: string, i: number) =>
        app
          .inject({
            method: 'POST',
            url: '/api/ticket/v1/new_ticket',
            headers: { authorization: `Bearer ${token}` },
            payload: { title: `t${i}`, report: 'متن' },
          })
          .then((r) => r.statusCode);
      const statuses = await Promise.all(Array.from({ length: BURST }, (_, i) => post(i % 2 ? second : s.app, token, i)));
      expect(statuses.filter((st) => st === 200)).toHaveLength(CAP.ticketsPerDay);
      expect(await count('tickets', mobile)).toBe(CAP.ticketsPerDay);
    } finally {
      await second.close();
    }
  });
});
