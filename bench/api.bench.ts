import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { bearerAuth } from '../server/auth/bearer';
import { deriveKeys } from '../server/auth/secret';
import { compile, openDatabase, type Database, type RowsOptions, type Statement } from '../server/db/client';
import { CATALOGUE_READS, medicineHandlers } from '../server/service/medicine';
import { defaultLimits, type ServiceContext } from '../server/service/types';
import type { SQL } from 'drizzle-orm';
import { type BareKind, startBare } from './bare';
import { type RecordedCall, asSent, sendRecorded } from './raw-sql';
import { type LoadResult, load as leanLoad } from './load';
import { hasWrk, wrkLoad } from './wrk';
import { type Figures, medianFigures, ratioCell } from './rounds';
import { SCALE, SECRET, discardingReply, json, signIn, startServer, stopServer } from './server';

/**
 * `npm run bench:api`: starts the real server (a child process, console SMS) on a catalogue of
 * BENCH_SCALE (default 100,000) medicines per category, signs in as the demo user and loads list,
 * search, filter, detail and price-change calls at 1, 16 and 64 connections
 * (BENCH_CONNECTIONS). PGlite always (unless BENCH_PGLITE=0); PostgreSQL too when DATABASE_URL is
 * set (its catalogue is seeded if empty).
 *
 * The raw column: the same statements each call sends, round trips as recorded (a catalogue read
 * sends its page or detail joined to its session check, as one statement), captured by running the
 * real security and route handlers once on a recording database, then sent again through the same
 * database module (same pool size, same named statements, `./raw-sql.ts`) without Fastify or HTTP,
 * at the same concurrency, after the server stopped. So each ratio API/raw comes from one run on one machine.
 *
 * The bare column (PostgreSQL only): a plain node:http server in its own process sending the same
 * recorded statements per request and writing the API's own answer (`./bare.ts`), loaded by the same
 * load generator: the least any Node HTTP server does for the call here. API/bare is what Fastify and our
 * code cost; bare/raw is what HTTP itself and the load generator (on the same cores) cost. With
 * BENCH_BARE=fastify the bare server is Fastify with one route and nothing else: API/bare is then
 * what our routes, hooks and handlers add to the framework, and bare/raw what Fastify itself costs.
 *
 * The CPU columns: CPU time per request of the process that answered (the API's, the bare server's,
 * from /proc on Linux, a cluster's workers included) and of the raw column (this process): what the
 * call costs the machine outside PostgreSQL, less sensitive than req/s to a neighbour's load. "load
 * CPU" is what the load generator (in this process) spent a request of the API figure.
 *
 * The wait columns: how long a request the event loop (main thread) of the API, and of the bare
 * server, was ready to run but waited for a core (/proc/<pid>/task/<pid>/schedstat). A Node server
 * answers on that one thread, so CPU + wait per request near 1 s / req/s means the thread was never
 * idle: its throughput is bounded by what it costs plus what the machine makes it wait.
 *
 * The load generator (BENCH_LOADGEN): `wrk` (`./wrk.ts`, Debian's wrk in a child process; the default
 * where it is installed) or `lean` (`./load.ts`, keep-alive connections that only frame the answers;
 * the fallback elsewhere). It shares the two cores with the server and PostgreSQL, so what it spends
 * is taken from both: wrk spends about half of what `lean` does.
 *
 * BENCH_WORKERS=N: the API runs as N processes (`WORKERS`), which share the raw column's pool size
 * (`DATABASE_POOL_SIZE`, default 10) between them, so both sides hold as many PostgreSQL connections.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/**
 * The target's concurrency (behaviour §11.3: API/raw at 16 connections) is measured BENCH_ROUNDS times
 * (default 3), API, raw and bare in turn each round, and the row prints each column's median and the
 * round's ratios: on a shared machine one 5 s figure moves ±10–20 % from minute to minute.
 */
const TARGET_CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_ROUNDS must be a whole number ≥ 1, not ${process.env.BENCH_ROUNDS}`);
const roundsAt = (connections: number) => (connections === TARGET_CONNECTIONS ? ROUNDS : 1);
/** BENCH_BARE: the bare column's server, `http` (node:http, the default) or `fastify` (one Fastify route: `./bare.ts`). */
const BARE = (process.env.BENCH_BARE ?? 'http') as BareKind;
if (!['http', 'fastify'].includes(BARE)) throw new Error(`BENCH_BARE must be http or fastify, not ${process.env.BENCH_BARE}`);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

type Op = keyof ReturnType<typeof medicineHandlers>;
interface Scenario {
  name: string;
  op: Op;
  path: string;
  query: Record<string, string | number>;
  params: Record<string, string>;
}

const OP_PATHS: Partial<Record<Op, string>> = {
  getAllMedicineAUser: '/api/medicine/v1/get-all-medicine-a-user',
  getAllMedicineBUser: '/api/medicine/v1/get-all-medicine-b-user',
  getMedicineAById: '/api/medicine/v1/get-medicine-a-by-id/',
  getMedicineBById: '/api/medicine/v1/get-medicine-b-by-id/',
  getListMedicinesASortChangePriceUser: '/api/medicine/v1/get-list-medicines-a-sort-change-price-user',
  getListMedicinesBSortChangePriceUser: '/api/medicine/v1/get-list-medicines-b-sort-change-price-user',
};

function scenario(name: string, op: Op, query: Record<string, string | number> = {}, id?: string): Scenario {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return { name, op, query, params: id ? { medicineId: id } : {}, path: `${OP_PATHS[op]}${id ?? ''}${qs ? `?${qs}` : ''}` };
}

async function scenarios(base: string, token: string): Promise<Scenario[]> {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const api = `${base}/api/medicine/v1`;
  const a = await json(`${api}/get-all-medicine-a-user?limit=15&page=1`, auth);
  const b = await json(`${api}/get-all-medicine-b-user?limit=15&page=1`, auth);
  const first = a.data.main.docs[3];
  const producer =
    String(b.data.main.docs[2].producer_company ?? '')
      .split(' ')
      .slice(-1)[0] ?? '';
  // A fixed instant (midnight UTC 30 days back), as a client asking for "the last 30 days" sends.
  const monthAgo = Math.floor((Date.now() - 30 * 86_400_000) / 86_400_000) * 86_400_000;
  console.log(`  catalogue: A ${a.data.main.totalDocs}, B ${b.data.main.totalDocs}; producer filter "${producer}"`);
  const list = [
    scenario('list A, page 1 of 15', 'getAllMedicineAUser', { limit: 15, page: 1 }),
    scenario('list B, page 200 of 50', 'getAllMedicineBUser', { limit: 50, page: 200 }),
    scenario('search A «قر»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'قر' }),
    scenario('search A «آموکسی»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'آموکسی' }),
    scenario('filter B (producer)', 'getAllMedicineBUser', { limit: 15, page: 1, producer_company: producer }),
    scenario('detail A', 'getMedicineAById', {}, first._id),
    scenario('detail B', 'getMedicineBById', {}, b.data.main.docs[2]._id),
    scenario('price changes A, 30 days', 'getListMedicinesASortChangePriceUser', { limit: 15, page: 1, from: monthAgo }),
    scenario('price changes B, 30 days', 'getListMedicinesBSortChangePriceUser', { limit: 15, page: 1, from: monthAgo }),
  ];
  return list.filter((s) => !ONLY || ONLY.test(s.name));
}

/** Process `pid` and its live children (a cluster's workers), as /proc lists them (Linux). */
function family(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's ") ": the state, then the parent's pid.
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (Number(entry) === pid || parent === pid) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/**
 * What process `pid` and its live children have used so far (undefined off Linux): CPU seconds (user
 * + system), and seconds their main threads (each one's event loop) spent ready to run but waiting
 * for a core (the second field of /proc/<pid>/task/<pid>/schedstat; undefined where the kernel does
 * not keep it). A Node server answers on that one thread: while it waits, no answer goes out,
 * whatever the rest of the machine does.
 */
function usage(pid: number): { cpu?: number; wait?: number } {
  const waited = (p: number) => {
    try {
      return Number(readFileSync(`/proc/${p}/task/${p}/schedstat`, 'utf8').split(' ')[1]);
    } catch {
      return NaN;
    }
  };
  try {
    let ticks = 0;
    let ns = 0;
    for (const p of family(pid)) {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      ns += waited(p);
    }
    return { cpu: ticks / CLOCK_TICKS, wait: Number.isFinite(ns) ? ns / 1e9 : undefined };
  } catch {
    return {};
  }
}
const CLOCK_TICKS = 100;

/** BENCH_LOADGEN: `wrk` (`./wrk.ts`, Debian's wrk; the default where it is installed) or `lean` (`./load.ts`). */
const LOADGEN = process.env.BENCH_LOADGEN ?? (hasWrk() ? 'wrk' : 'lean');
if (!['lean', 'wrk'].includes(LOADGEN)) throw new Error(`BENCH_LOADGEN must be lean or wrk, not ${LOADGEN}`);

/**
 * One load of `durationMs` by the chosen generator: `lean` in this process, wrk in a child process,
 * which reports the CPU it used (`loadCpuSeconds`).
 */
async function generate(
  url: string,
  token: string,
  connections: number,
  durationMs: number,
): Promise<Omit<Figures, 'cpu' | 'loadCpu' | 'wait'> & { total: number; loadCpuSeconds?: number }> {
  const headers = { authorization: `Bearer ${token}` };
  // wrk runs in a child process and reports its own CPU; the lean generator's is this process's.
  const r: LoadResult & { cpuSeconds?: number } = await (LOADGEN === 'wrk' ? wrkLoad : leanLoad)({
    url,
    connections,
    durationMs,
    headers,
  });
  return { rps: r.rps, p50: r.p50, p99: r.p99, bad: r.non2xx + r.errors, total: r.total, loadCpuSeconds: r.cpuSeconds };
}

async function load(base: string, token: string, path: string, connections: number, pid?: number): Promise<Figures> {
  const before = pid ? usage(pid) : {};
  const own = process.cpuUsage();
  const result = await generate(`${base}${path}`, token, connections, DURATION * 1000);
  const after = pid ? usage(pid) : {};
  const used = process.cpuUsage(own);
  const { total, loadCpuSeconds, ...figures } = result;
  const perRequest = (from?: number, to?: number) =>
    from !== undefined && to !== undefined && total ? (1e6 * (to - from)) / total : undefined;
  const loadMicros = loadCpuSeconds === undefined ? used.user + used.system : 1e6 * loadCpuSeconds;
  return {
    ...figures,
    cpu: perRequest(before.cpu, after.cpu),
    loadCpu: total ? loadMicros / total : undefined,
    wait: perRequest(before.wait, after.wait),
  };
}

/**
 * Runs the real bearer check and handler of `s` on a database that records what they send, round
 * trips as recorded (a catalogue read's is its page or detail joined to its session check).
 */
async function capture(database: Database, token: string, s: Scenario): Promise<RecordedCall> {
  let statements: Statement[] = [];
  const recording: Database = {
    ...database,
    rows<T>(query: SQL, options?: RowsOptions) {
      const statement = compile(query, options);
      statements.push(statement);
      return database.run<T>(statement);
    },
    run<T>(statement: Statement, values?: Record<string, unknown>) {
      const sent = asSent(statement, values);
      statements.push(sent);
      return database.run<T>(sent);
    },
  };
  const ctx = {
    database: recording,
    ...deriveKeys(SECRET),
    limits: defaultLimits,
    clock: () => new Date(),
  } as unknown as ServiceContext;
  const check = bearerAuth(ctx, CATALOGUE_READS);
  const handlers = medicineHandlers(ctx);
  const once = async (): Promise<RecordedCall> => {
    const request = {
      headers: { authorization: `Bearer ${token}` },
      query: { ...s.query },
      params: { ...s.params },
      routeOptions: { schema: { operationId: s.op } },
    } as unknown as FastifyRequest;
    statements = [];
    await check(request);
    await (handlers[s.op] as (r: FastifyRequest, reply: unknown) => Promise<unknown>)(request, discardingReply());
    return { statements };
  };
  await once(); // fills the totals cache, as the API's load did
  return once();
}

/** The API's answer to one call, body and headers, as the load generator receives it. */
async function answerOf(url: string, token: string): Promise<{ body: string; headers: Record<string, string> }> {
  // Uncompressed, as both load generators ask (no Accept-Encoding).
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return { body: await response.text(), headers: Object.fromEntries(response.headers) };
}

async function rawLoad(database: Database, call: RecordedCall, connections: number): Promise<Figures> {
  const send = () => sendRecorded(database, call);
  const latencies: number[] = [];
  const before = process.cpuUsage();
  const until = performance.now() + DURATION * 1000;
  let bad = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await send();
        } catch {
          bad += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const used = process.cpuUsage(before);
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const cpu = latencies.length ? (used.user + used.system) / latencies.length : undefined;
  return { rps: Math.round(latencies.length / DURATION), p50: at(0.5), p99: at(0.99), bad, cpu };
}

const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

async function warm(base: string, token: string, s: Scenario, connections: number): Promise<void> {
  await json(`${base}${s.path}`, { headers: { authorization: `Bearer ${token}` } });
  if (WARMUP > 0) await generate(`${base}${s.path}`, token, connections, WARMUP * 1000);
}

const micros = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)));

function row(s: Scenario, connections: number, as: Figures[], rs: Figures[], bs?: Figures[]): void {
  const [a, r, b] = [medianFigures(as), medianFigures(rs), bs && medianFigures(bs)];
  const errors = [r.bad ? `raw errors ${r.bad}` : '', b?.bad ? `bare non-2xx ${b.bad}` : ''].filter(Boolean).join(', ');
  console.log(
    `  | ${s.name} | ${connections} | ${as.length} | ${a.rps} | ${r.rps} | ${ratioCell(as, rs)} | ${b?.rps ?? '–'} | ${bs ? ratioCell(bs, rs) : '–'} | ${bs ? ratioCell(as, bs) : '–'} | ${micros(a.cpu)} | ${micros(b?.cpu)} | ${micros(r.cpu)} | ${micros(a.loadCpu)} | ${micros(a.wait)} | ${micros(b?.wait)} | ${a.p50} | ${a.p99} | ${r.p99} | ${a.bad}${errors ? ` (${errors})` : ''} |`,
  );
}

const HEADER = [
  '  | call | conns | rounds | API req/s | raw req/s | API/raw | bare req/s | bare/raw | API/bare | API CPU µs | bare CPU µs | raw CPU µs | load CPU µs | API wait µs | bare wait µs | API p50 ms | API p99 ms | raw p99 ms | API non-2xx |',
  '  |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
].join('\n');

/**
 * PostgreSQL: each API figure is followed at once by its raw figure (the server idle meanwhile), so
 * a neighbour's load on a shared machine hits both alike. PGlite: its files belong to one process,
 * so the raw column is measured after the server stopped.
 */
async function bench(label: string, env: Record<string, string>, open: () => Promise<Database>): Promise<void> {
  console.log(`\n## ${label} — ${SCALE.toLocaleString('en')} medicines per catalogue`);
  console.log(
    `  load generator: ${LOADGEN}${LOADGEN === 'lean' && !process.env.BENCH_LOADGEN ? ' (wrk is not installed: apt-get install -y wrk)' : ''}`,
  );
  if (env.DATABASE_URL) console.log(`  bare server: ${BARE === 'fastify' ? 'Fastify, one route and nothing else' : 'node:http'}`);
  const interleave = env.DATABASE_URL !== '';
  const server = await startServer(env);
  let token: string;
  let list: Scenario[];
  const api = new Map<string, Figures[]>();
  let database: Database | undefined;
  try {
    console.log(`  startup (migrate + seed if empty): ${(server.startupMs / 1000).toFixed(1)} s`);
    token = await signIn(server.base, server.nextCode);
    list = await scenarios(server.base, token);
    if (interleave) {
      database = await open();
      console.log(HEADER);
    }
    for (const s of list) {
      const recorded = database ? await capture(database, token, s) : undefined;
      const bare =
        recorded && env.DATABASE_URL
          ? await startBare(env.DATABASE_URL, { ...recorded, ...(await answerOf(`${server.base}${s.path}`, token)) }, BARE)
          : undefined;
      try {
        for (const connections of CONNECTIONS) {
          const as: Figures[] = [];
          const rs: Figures[] = [];
          const bs: Figures[] = [];
          for (let round = 0; round < roundsAt(connections); round++) {
            await warm(server.base, token, s, connections);
            as.push(await load(server.base, token, s.path, connections, server.child.pid));
            if (!database || !recorded) continue;
            rs.push(await rawLoad(database, recorded, connections));
            if (bare) {
              await warm(bare.base, token, s, connections);
              bs.push(await load(bare.base, token, s.path, connections, bare.pid));
            }
          }
          api.set(`${s.name}|${connections}`, as);
          if (database) row(s, connections, as, rs, bare ? bs : undefined);
        }
      } finally {
        await bare?.stop();
      }
    }
  } finally {
    await stopServer(server);
    await database?.close();
  }
  if (interleave) return;
  database = await open();
  try {
    console.log(HEADER);
    for (const s of list) {
      const recorded = await capture(database, token, s);
      for (const connections of CONNECTIONS) {
        const rs: Figures[] = [];
        for (let round = 0; round < roundsAt(connections); round++) rs.push(await rawLoad(database, recorded, connections));
        row(s, connections, api.get(`${s.name}|${connections}`)!, rs);
      }
    }
  } finally {
    await database.close();
  }
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'daroban-bench-'));
try {
  if (process.env.BENCH_PGLITE !== '0') {
    await bench('PGlite (embedded PostgreSQL 18)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ dataDir }));
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    // BENCH_WORKERS=N: the API as N processes (node:cluster) sharing the raw column's pool size between them.
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const env: Record<string, string> =
      WORKERS > 1 ? { WORKERS: String(WORKERS), DATABASE_POOL_SIZE: String(Math.ceil(pool / WORKERS)) } : {};
    const label =
      WORKERS > 1
        ? `PostgreSQL (node-postgres), API as ${WORKERS} processes of ${env.DATABASE_POOL_SIZE} connections`
        : 'PostgreSQL (node-postgres)';
    await bench(label, { DATABASE_URL: url, ...env }, () => openDatabase({ databaseUrl: url }));
  }
} finally {
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
