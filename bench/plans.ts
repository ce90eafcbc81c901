import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SESSION_USER } from '../server/auth/bearer';
import { compile, openDatabase, type Database, type RowsOptions, type Statement as Compiled } from '../server/db/client';
import { equivalentsHandlers } from '../server/service/equivalents';
import { medicineHandlers } from '../server/service/medicine';
import type { ServiceContext } from '../server/service/types';
import { asSent } from './raw-sql';
import { discardingReply } from './server';

/**
 * `npm run bench:plans`: EXPLAIN ANALYZE of every statement the list, search, filter, detail and
 * price-change calls send (the bench's calls), and the equivalents and GTIN lookups (behaviour §10.3), on
 * DATABASE_URL (or PGlite under DATA_DIR). Each list call runs twice: first with its total not cached
 * (the count that fills `catalog_totals`), then cached. `PLANS=equivalents` runs only the calls whose
 * label contains that text; `PLAN_RUNS=9` explains each statement 9 times and prints the min and
 * median execution times.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });

interface Statement {
  text: string;
  params: unknown[];
  prepared: boolean;
}

/** `text` with `params`, planned for this call alone (never prepared). */
const unnamed = (text: string, params: unknown[] = []): Compiled => ({ text, params, name: undefined });

function recorder(real: Database, sink: Statement[]): Database {
  const record = <T>(statement: Compiled) => {
    sink.push({ text: statement.text, params: statement.params, prepared: statement.name !== undefined });
    return real.run<T>(unnamed(statement.text, statement.params));
  };
  return {
    ...real,
    rows: <T>(query: SQL, options?: RowsOptions) => record<T>(compile(query, options)),
    run: <T>(statement: Compiled, values?: Record<string, unknown>) => record<T>(asSent(statement, values)),
  };
}

/** Prints `EXPLAIN ANALYZE` of each statement under `heading` (with `runs` > 1, their execution times too). */
async function explain(
  heading: string,
  statements: readonly Statement[],
  runs: number,
  query: <T>(text: string, params: unknown[]) => Promise<T[]> = (text, params) => database.run(unnamed(text, params)),
): Promise<void> {
  console.log(`\n### ${heading}\n`);
  for (const st of statements) {
    const plan = await query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${st.text}`, st.params);
    console.log('```');
    console.log(
      `-- ${st.prepared ? 'prepared (named) statement' : 'planned per call (substring filter)'}; parameters ${JSON.stringify(st.params)}`,
    );
    console.log(st.text.replace(/\s+/g, ' ').trim());
    console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    if (runs > 1) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const again = await query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${st.text}`, st.params);
        const line = again.map((r) => Object.values(r)[0]).find((text) => text?.startsWith('Execution Time'));
        times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1]));
      }
      times.sort((a, b) => a - b);
      console.log(
        `-- execution over ${runs} runs: min ${times[0]} ms, median ${times[Math.floor(runs / 2)]} ms, max ${times[runs - 1]} ms`,
      );
    }
    console.log('```');
  }
}

/** Pharmacists the session check is explained among (`PLAN_USERS`), as a portal in use would have. */
const PLAN_USERS = Number(process.env.PLAN_USERS ?? 100_000);

/**
 * The session check every signed-in call sends first (a catalogue read's with its page or detail,
 * in one round trip), for the newest session, with PLAN_USERS pharmacists of three sessions and one
 * subscription each added in a transaction that is rolled back: the demo catalogue's one user would
 * only show scans of tiny tables.
 */
async function explainSessionCheck(runs: number): Promise<void> {
  const conn = await database.connect();
  try {
    await conn.exec('BEGIN');
    await conn.query(`INSERT INTO users (mobile) SELECT 'plan-' || i FROM generate_series(1, $1::int) AS i`, [PLAN_USERS]);
    await conn.query(
      `INSERT INTO sessions (user_id, created_at, expires_at)
       SELECT u.id, now() - make_interval(days => k), now() + interval '30 days' - make_interval(days => k)
       FROM users u, generate_series(1, 3) AS k WHERE u.mobile LIKE 'plan-%'`,
    );
    await conn.query(
      `INSERT INTO subscriptions (user_id, expires_at) SELECT id, now() + interval '90 days' FROM users WHERE mobile LIKE 'plan-%'`,
    );
    await conn.exec('ANALYZE users; ANALYZE sessions; ANALYZE subscriptions');
    const [session] = await conn.query<{ sid: string; sub: string }>(
      `SELECT id::text AS sid, user_id::text AS sub FROM sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    );
    if (!session) return;
    const { text, params } = asSent(SESSION_USER, { ...session, now: new Date().toISOString() });
    await explain(
      `session check (every signed-in call), among ${PLAN_USERS.toLocaleString('en')} more pharmacists`,
      [{ text, params, prepared: true }],
      runs,
      (text, values) => conn.query(text, values),
    );
  } finally {
    await conn.exec('ROLLBACK');
    conn.release();
  }
}

try {
  const [first] = await database.run<{ a: string; b: string; producer: string }>(
    unnamed(`SELECT (SELECT id::text FROM medicines_a ORDER BY seq OFFSET 3 LIMIT 1) AS a,
            (SELECT id::text FROM medicines_b ORDER BY seq OFFSET 2 LIMIT 1) AS b,
            (SELECT split_part(producer_company, ' ', -1) FROM medicines_b ORDER BY seq OFFSET 2 LIMIT 1) AS producer`),
  );
  // For the equivalents: a drug of A with the most common generic code, one without a code, a GTIN.
  const [common] = await database.run<{ id: string }>(
    unnamed(`SELECT id::text FROM medicines_a WHERE generic_code = (
       SELECT generic_code FROM (SELECT generic_code FROM medicines_a UNION ALL SELECT generic_code FROM medicines_b) AS codes
       WHERE generic_code IS NOT NULL GROUP BY generic_code ORDER BY count(*) DESC LIMIT 1) LIMIT 1`),
  );
  const [uncoded] = await database.run<{ id: string }>(
    unnamed(`SELECT id::text FROM medicines_b WHERE generic_code IS NULL ORDER BY seq LIMIT 1`),
  );
  const [withGtin] = await database.run<{ gtin: string }>(
    unnamed(`SELECT gtin FROM medicines_b WHERE gtin IS NOT NULL ORDER BY seq DESC LIMIT 1`),
  );
  const monthAgo = Math.floor((Date.now() - 30 * 86_400_000) / 86_400_000) * 86_400_000;
  type Call = [label: string, op: string, query: Record<string, string | number>, params?: Record<string, string>];
  const all: Call[] = [
    ['list A, page 1 of 15', 'getAllMedicineAUser', { limit: 15, page: 1 }],
    ['list B, page 200 of 50', 'getAllMedicineBUser', { limit: 50, page: 200 }],
    ['search A «قر»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'قر' }],
    ['search A «آموکسی»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'آموکسی' }],
    ['search A «قرص انالاپریل» (two words)', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'قرص انالاپریل' }],
    ['search A «انالاپرل» (a near miss)', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'انالاپرل' }],
    [`filter B by producer «${first!.producer}»`, 'getAllMedicineBUser', { limit: 15, page: 1, producer_company: first!.producer }],
    ['detail A', 'getMedicineAById', {}, { medicineId: first!.a }],
    ['detail B', 'getMedicineBById', {}, { medicineId: first!.b }],
    ['price changes A, 30 days', 'getListMedicinesASortChangePriceUser', { limit: 15, page: 1, from: monthAgo }],
    ['price changes B, 30 days', 'getListMedicinesBSortChangePriceUser', { limit: 15, page: 1, from: monthAgo }],
  ];
  if (common)
    all.push(['equivalents of A, the most common generic code', 'getMedicineEquivalents', {}, { category: 'A', medicineId: common.id }]);
  if (uncoded)
    all.push(['equivalents of B, no generic code (name rule)', 'getMedicineEquivalents', {}, { category: 'B', medicineId: uncoded.id }]);
  if (withGtin) all.push(['GTIN lookup', 'getMedicineByGtin', {}, { gtin: withGtin.gtin }]);
  const planRuns = Number(process.env.PLAN_RUNS ?? 1);
  const calls = all.filter(([label]) => !process.env.PLANS || label.includes(process.env.PLANS));
  if (!process.env.PLANS || 'session check'.includes(process.env.PLANS)) await explainSessionCheck(planRuns);
  const user = { id: '00000000-0000-0000-0000-000000000000', profileComplete: true, subscriptionActive: true };
  for (const [label, op, query, params] of calls) {
    for (const pass of ['total not cached', 'total cached']) {
      if (pass === 'total not cached') await database.run(unnamed('DELETE FROM catalog_totals'));
      const sink: Statement[] = [];
      const context = { database: recorder(database, sink), clock: () => new Date() } as unknown as ServiceContext;
      const handlers = { ...medicineHandlers(context), ...equivalentsHandlers(context) } as unknown as Record<
        string,
        (r: FastifyRequest, reply: unknown) => Promise<unknown>
      >;
      await handlers[op]!({ user, query: { ...query }, params: { ...params } } as unknown as FastifyRequest, discardingReply());
      if (pass === 'total not cached') await database.run(unnamed('DELETE FROM catalog_totals'));
      if (pass === 'total cached' && !op.startsWith('getAll') && !op.startsWith('getList')) continue;
      await explain(`${label} (${pass})`, sink, planRuns);
      // Fill the cache for the second pass.
      if (pass === 'total not cached')
        await handlers[op]!({ user, query: { ...query }, params: { ...params } } as unknown as FastifyRequest, discardingReply());
    }
  }
} finally {
  await database.close();
}
