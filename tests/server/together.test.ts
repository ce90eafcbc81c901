import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Outcome, SkippedStatement, compile, openDatabase } from '../../server/db/client';
import { backends, openBackendDatabase } from './harness';

/**
 * behaviour §11.3: `Database.together` sends several statements as one round trip (the session
 * check with a catalogue read's page or detail). Each answers what `run` answers alone; an error
 * answers for its statement and skips the rest; a connection that fails rejects.
 */
const sum = compile(
  sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS sum, now() > '2000-01-01'::timestamptz AS later`,
);
const series = compile(sql`SELECT x FROM generate_series(1, ${sql.placeholder('n')}::int) AS x`, { prepare: false });
const divide = compile(sql`SELECT 10 / ${sql.placeholder('d')}::int AS q`);
const at = compile(sql`SELECT ${sql.placeholder('t')}::timestamptz AS t, ${sql.placeholder('t')}::date AS d`);

const shown = (outcomes: Outcome[]) =>
  outcomes.map((o) => o.rows ?? (o.error instanceof SkippedStatement ? 'skipped' : (o.error as { code?: string }).code));

describe.each(backends)('statements together on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackendDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers each statement what run answers it alone, in order, call after call', async () => {
    for (let i = 0; i < 4; i++) {
      const steps = [
        { statement: sum, values: { a: i, b: 2 } },
        { statement: series, values: { n: i } },
        { statement: at, values: { t: '2026-03-20T23:30:00.000Z' } },
      ];
      const outcomes = await database.together(steps);
      const alone = await Promise.all(steps.map((step) => database.run(step.statement, step.values)));
      expect(outcomes).toEqual(alone.map((rows) => ({ rows })));
      expect(outcomes[0]).toEqual({ rows: [{ sum: i + 2, later: true }] });
      expect(outcomes[1]!.rows).toHaveLength(i);
    }
  });

  it('a statement that fails answers its error and skips those after it; the next call is whole again', async () => {
    for (let i = 0; i < 3; i++) {
      const outcomes = await database.together([
        { statement: sum, values: { a: 1, b: 1 } },
        { statement: divide, values: { d: 0 } },
        { statement: series, values: { n: 2 } },
      ]);
      expect(shown(outcomes)).toEqual([[{ sum: 2, later: true }], '22012', 'skipped']);
      expect(
        shown(
          await database.together([
            { statement: divide, values: { d: 0 } },
            { statement: sum, values: { a: 1, b: 2 } },
          ]),
        ),
      ).toEqual(['22012', 'skipped']);
      expect(
        await database.together([
          { statement: divide, values: { d: 5 } },
          { statement: sum, values: { a: 1, b: 2 } },
        ]),
      ).toEqual([{ rows: [{ q: 2 }] }, { rows: [{ sum: 3, later: true }] }]);
    }
  });
});

const pgBackend = backends.find((b) => b.name === 'postgres');

describe.skipIf(!pgBackend)('statements together on one PostgreSQL connection', () => {
  let database: Database;
  beforeAll(async () => {
    const previous = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = '1';
    database = await openDatabase({ databaseUrl: pgBackend!.url });
    if (previous === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = previous;
  });
  afterAll(async () => {
    await database?.close();
  });

  /** How many times sockets were written to while `work` ran. */
  async function writes(work: () => Promise<unknown>): Promise<number> {
    const proto = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const original = { _write: proto._write, _writev: proto._writev };
    let count = 0;
    for (const key of ['_write', '_writev'] as const) {
      proto[key] = function (this: unknown, ...args: unknown[]) {
        count += 1;
        return original[key].apply(this, args);
      };
    }
    try {
      await work();
    } finally {
      Object.assign(proto, original);
    }
    return count;
  }

  it('once its statements are prepared on the connection, a call is one write', async () => {
    const steps = () => [
      { statement: sum, values: { a: 1, b: 2 } },
      { statement: series, values: { n: 3 } },
      { statement: divide, values: { d: 2 } },
    ];
    await database.raw('SELECT 1', []); // the connection is open
    // The first call prepares the named statements one by one (a write each).
    expect(await writes(() => database.together(steps()))).toBe(3);
    expect(await writes(() => database.together(steps()))).toBe(1);
    expect(await writes(() => database.together(steps()))).toBe(1);
    // The same three one at a time: a round trip each.
    expect(await writes(() => Promise.all(steps().map((s) => database.run(s.statement, s.values))))).toBe(3);
  });

  it('a connection that fails rejects the call, and the next call gets a new connection', async () => {
    const terminate = compile(sql`SELECT pg_terminate_backend(pg_backend_pid()) AS gone, ${sql.placeholder('n')}::int AS n`);
    await database.together([{ statement: sum, values: { a: 0, b: 0 } }]);
    await expect(
      database.together([
        { statement: terminate, values: { n: 1 } },
        { statement: sum, values: { a: 1, b: 1 } },
      ]),
    ).rejects.toThrow();
    expect(await database.together([{ statement: sum, values: { a: 2, b: 2 } }])).toEqual([{ rows: [{ sum: 4, later: true }] }]);
  });
});
