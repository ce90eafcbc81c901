import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench:api`: starts the real server (a child process, console SMS) on a catalogue of
 * BENCH_SCALE (default 100,000) medicines per category, signs in as the demo user and loads list,
 * search, filter, detail and price-change calls with autocannon at 1, 16 and 64 connections.
 * PGlite always; PostgreSQL too when DATABASE_URL is set (its catalogue is seeded if empty).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const DEMO = '09120000000';

interface Running {
  child: ChildProcess;
  base: string;
  startupMs: number;
  nextCode: () => Promise<string>;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SMS_PROVIDER: 'console', LOG: '0', SEED_SCALE: String(SCALE), STATIC_DIR: 'no-spa', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes: string[] = [];
  const waiting: ((code: string) => void)[] = [];
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const otp = /^\[sms\] OTP for \d+: (\d{4})/.exec(line);
        if (otp) {
          const next = waiting.shift();
          const code = otp[1] ?? '';
          if (next) next(code);
          else codes.push(code);
        }
        const ready = /^Daroban: (http:\/\/[^/]+)\//.exec(line);
        if (ready) {
          resolve({
            child,
            base: ready[1] ?? '',
            startupMs: Date.now() - started,
            nextCode: () => (codes.length ? Promise.resolve(codes.shift()!) : new Promise((r) => waiting.push(r))),
          });
        }
      }
    });
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads a few known fields of the answers
async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

async function signIn(server: Running): Promise<string> {
  const post = (path: string, body: object) =>
    json(`${server.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/user/v1/send-otp', { mobile: DEMO });
  const code = await server.nextCode();
  const res = await post('/user/v1/submit-otp', { mobile: DEMO, code });
  return res.data.accessToken;
}

async function scenarios(server: Running, token: string): Promise<[string, string][]> {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const api = `${server.base}/api/medicine/v1`;
  const a = await json(`${api}/get-all-medicine-a-user?limit=15&page=1`, auth);
  const b = await json(`${api}/get-all-medicine-b-user?limit=15&page=1`, auth);
  const first = a.data.main.docs[3];
  const word = String(first.generic_name_fa ?? first.brand_name_fa).split(' ')[0] ?? '';
  const producer = String(b.data.main.docs[2].producer_company ?? '').split(' ').slice(-1)[0] ?? '';
  const monthAgo = Date.now() - 30 * 86_400_000;
  console.log(`  catalogue: A ${a.data.main.totalDocs}, B ${b.data.main.totalDocs}; search "${word}", producer filter "${producer}"`);
  return [
    ['list A, page 1 of 15', `/api/medicine/v1/get-all-medicine-a-user?limit=15&page=1`],
    ['list B, page 200 of 50', `/api/medicine/v1/get-all-medicine-b-user?limit=50&page=200`],
    ['search A (Persian word)', `/api/medicine/v1/get-all-medicine-a-user?limit=15&page=1&search=${encodeURIComponent(word)}`],
    ['filter B (producer)', `/api/medicine/v1/get-all-medicine-b-user?limit=15&page=1&producer_company=${encodeURIComponent(producer)}`],
    ['detail A', `/api/medicine/v1/get-medicine-a-by-id/${first._id}`],
    ['price changes A, last 30 days', `/api/medicine/v1/get-list-medicines-a-sort-change-price-user?limit=15&page=1&from=${monthAgo}`],
  ];
}

async function load(base: string, token: string, path: string, connections: number) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function bench(label: string, env: Record<string, string>): Promise<void> {
  console.log(`\n## ${label} — ${SCALE.toLocaleString('en')} medicines per catalogue`);
  const server = await startServer(env);
  try {
    console.log(`  startup (migrate + seed if empty): ${(server.startupMs / 1000).toFixed(1)} s`);
    const token = await signIn(server);
    const list = await scenarios(server, token);
    console.log('  | call | connections | req/s | p50 ms | p99 ms | non-2xx/errors |');
    console.log('  |---|---:|---:|---:|---:|---:|');
    for (const [name, path] of list) {
      for (const connections of CONNECTIONS) {
        const r = await load(server.base, token, path, connections);
        console.log(`  | ${name} | ${connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bad} |`);
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'daroban-bench-'));
try {
  await bench('PGlite (embedded PostgreSQL 18)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (process.env.DATABASE_URL) await bench('PostgreSQL (node-postgres)', { DATABASE_URL: process.env.DATABASE_URL });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
