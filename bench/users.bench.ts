import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCALE, json, signIn, startServer, stopServer } from './server';

/**
 * `npm run bench:users`: how many browsing users a set-up holds at p99 ≤ 500 ms (behaviour §11.5).
 * A user opens a list page (A or B, a random page of the first 50), searches (a one-, two- or
 * longer Persian word) or opens a medicine's details, one call at a time with a 1 s think time
 * between calls. The users grow (BENCH_USERS, default 25,50,100,…) until a step's p99 passes 500 ms
 * or errors appear; each step runs BENCH_SECONDS (default 15) after a 3 s ramp.
 * Set-ups: one process on PGlite; with DATABASE_URL, one process and WORKERS=4 on PostgreSQL
 * (BENCH_SETUPS=pglite,pg1,pg4 picks).
 */
const STEPS = (process.env.BENCH_USERS ?? '10,25,50,100,150,200,300,400,600,800,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RAMP = 3;
const THINK_MS = 1000;
const LIMIT_MS = 500;
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,pg1,pg4').split(',');
const SEARCHES = ['قر', 'آموکسی', 'ا', 'سیلین', 'قرص', 'استامینوفن', 'ویتامین', 'کپسول'];

interface Step {
  users: number;
  calls: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(base: string, token: string, users: number, ids: { a: string[]; b: string[] }): Promise<Step> {
  const headers = { authorization: `Bearer ${token}` };
  const api = `${base}/api/medicine/v1`;
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
  const nextUrl = (): string => {
    const r = Math.random();
    if (r < 0.35) return `${api}/get-all-medicine-${pick(['a', 'b'])}-user?limit=15&page=${1 + Math.floor(Math.random() * 50)}`;
    if (r < 0.65) return `${api}/get-all-medicine-a-user?limit=15&page=1&search=${encodeURIComponent(pick(SEARCHES))}`;
    return Math.random() < 0.5 ? `${api}/get-medicine-a-by-id/${pick(ids.a)}` : `${api}/get-medicine-b-by-id/${pick(ids.b)}`;
  };
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const measureFrom = started + RAMP * 1000;
  const until = measureFrom + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      // Users arrive spread over the ramp, not all in the same millisecond.
      await new Promise((r) => setTimeout(r, (i / users) * RAMP * 1000));
      while (performance.now() < until) {
        const t = performance.now();
        let ok = false;
        try {
          const res = await fetch(nextUrl(), { headers });
          await res.arrayBuffer();
          ok = res.ok;
        } catch {
          ok = false;
        }
        const done = performance.now();
        if (t >= measureFrom && done <= until) {
          latencies.push(done - t);
          if (!ok) errors += 1;
        }
        await new Promise((r) => setTimeout(r, THINK_MS));
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { users, calls: latencies.length, p50: at(0.5), p99: at(0.99), errors };
}

const tokens = new Map<string, string>();

async function setup(label: string, env: Record<string, string>): Promise<void> {
  console.log(`\n## ${label} — ${SCALE.toLocaleString('en')} medicines per catalogue, 1 s think time`);
  const server = await startServer(env);
  try {
    // One sign-in per database (the OTP resend pause would refuse a second within two minutes).
    const key = env.DATABASE_URL || env.DATA_DIR || '';
    let token = tokens.get(key);
    if (!token) {
      token = await signIn(server.base, server.nextCode);
      tokens.set(key, token);
    }
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const ids = { a: [] as string[], b: [] as string[] };
    for (const page of [1, 40, 400]) {
      ids.a.push(
        ...(await json(`${server.base}/api/medicine/v1/get-all-medicine-a-user?limit=100&page=${page}`, auth)).data.main.docs.map(
          (d: { _id: string }) => d._id,
        ),
      );
      ids.b.push(
        ...(await json(`${server.base}/api/medicine/v1/get-all-medicine-b-user?limit=100&page=${page}`, auth)).data.main.docs.map(
          (d: { _id: string }) => d._id,
        ),
      );
    }
    // Warm: each search once (its total is counted once, then read from catalog_totals by everyone).
    for (const term of SEARCHES)
      await json(`${server.base}/api/medicine/v1/get-all-medicine-a-user?limit=15&page=1&search=${encodeURIComponent(term)}`, auth);
    console.log('  | users | calls measured | calls/s | p50 ms | p99 ms | errors |');
    console.log('  |---:|---:|---:|---:|---:|---:|');
    let held = 0;
    for (const users of STEPS) {
      const step = await run(server.base, token, users, ids);
      console.log(`  | ${users} | ${step.calls} | ${Math.round(step.calls / SECONDS)} | ${step.p50} | ${step.p99} | ${step.errors} |`);
      if (step.p99 > LIMIT_MS || step.errors > 0) break;
      held = users;
    }
    console.log(`  held at p99 ≤ ${LIMIT_MS} ms: ${held} users`);
  } finally {
    await stopServer(server);
  }
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'daroban-bench-'));
try {
  if (SETUPS.includes('pglite')) await setup('One process, PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const url = process.env.DATABASE_URL;
  if (url && SETUPS.includes('pg1')) await setup('One process, PostgreSQL', { DATABASE_URL: url, WORKERS: '1' });
  if (url && SETUPS.includes('pg4')) await setup('WORKERS=4, PostgreSQL', { DATABASE_URL: url, WORKERS: '4' });
} finally {
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
