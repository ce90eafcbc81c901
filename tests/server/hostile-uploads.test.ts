import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../server/http/messages';
import { columnsCsv, quotesCsv, zipBomb } from './hostile-files';
import pg from 'pg';
import { backendsFor } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * The hostile uploads of docs/security.md against the server as it runs in production: built to
 * JavaScript, `node` with the 1 GB heap of package.json's `serverNodeOptions`. Each file is uploaded
 * twice at once while a pharmacist keeps reading catalogue pages: the server stays up, its memory
 * (the process's resident set, reader threads included) under 1 GB, the pharmacist answered (p99 ≤ 1 s).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = `dist-server-hostile-${process.pid}`;
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { config: { serverNodeOptions: string } };
const dir = mkdtempSync(join(tmpdir(), 'daroban-hostile-uploads-'));

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', OUT], { cwd: ROOT, timeout: 120_000 });
}, 180_000);

afterAll(() => {
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh PostgreSQL database beside `url`'s, for a server process of its own; dropped by `drop`. */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${new URL(url).pathname.slice(1)}_hostile_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// Both databases: PGlite runs in the server's own thread, so the pharmacist's wait differs.
describe.each(backendsFor('sql'))('hostile uploads to the built server ($name)', (backend) => {
  const serverTmp = join(dir, `server-tmp-${backend.name}`);
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let server: ServerProcess;
  let pharmacist: string;
  let operator: string;
  let left: string;

  const signIn = async (mobile: string) => {
    const post = (path: string, body: object) =>
      fetch(`${server.base}/api/user/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('send-otp', { mobile })).status).toBe(200);
    const otp = new RegExp(`\\[sms\\] OTP for ${mobile}: (\\d{4})`);
    const code = await vi.waitFor(() => otp.exec(server.output())![1]!, { timeout: 10_000, interval: 100 });
    const signedIn = await post('submit-otp', { mobile, code });
    expect(signedIn.status).toBe(200);
    return ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  };

  beforeAll(async () => {
    if (backend.url) database = await freshDatabase(backend.url);
    // What a killed server left of its uploads is removed at start.
    left = join(serverTmp, `daroban-uploads-${spawnSync(process.execPath, ['-e', '']).pid}`);
    mkdirSync(join(left, 'import-1.read'), { recursive: true });
    writeFileSync(join(left, 'import-1'), 'half an upload');
    server = await startServerProcess([...PACKAGE.config.serverNodeOptions.split(' '), `${OUT}/main.js`], {
      SEED_SCALE: '20',
      LOG: '0',
      TMPDIR: serverTmp,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    pharmacist = await signIn('09120000000');
    operator = await signIn('09120000001');
  }, 240_000);

  afterAll(async () => {
    server?.stop();
    await database?.drop();
  });

  it('removed the uploads a stopped server left', () => {
    expect(existsSync(left)).toBe(false);
  });

  it('stays up, under 1 GB, and answers a pharmacist within 1 s while each file is uploaded twice at once', async () => {
    const files = [
      {
        name: 'bomb.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        make: zipBomb,
        refusal: messages.imports.zipBomb,
      },
      { name: 'quotes.csv', type: 'text/csv', make: quotesCsv, refusal: messages.imports.rowTooLong },
      { name: 'columns.csv', type: 'text/csv', make: columnsCsv, refusal: messages.imports.rowTooLong },
    ];
    for (const file of files) await file.make(join(dir, file.name));
    // Read before the clock starts: this process's own pauses must not count as the server's.
    const bodies = new Map(files.map((file) => [file.name, readFileSync(join(dir, file.name))]));

    let largest = 0;
    const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const sampler = setInterval(() => (largest = Math.max(largest, rss())), 100);
    const latencies: number[] = [];
    const statuses = new Set<number>();
    let loading = true;
    const pharmacistReads = async () => {
      while (loading) {
        const started = performance.now();
        const res = await fetch(`${server.base}/api/medicine/v1/get-all-medicine-a-user?limit=5&page=1`, {
          headers: { authorization: `Bearer ${pharmacist}` },
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.add(res.status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const reading = pharmacistReads();

    /** Uploads a file; the refusal it ends in (at once, or after a 202, the import's failure). */
    const upload = async (file: (typeof files)[number]) => {
      const res = await fetch(`${server.base}/api/ops/v1/price-imports?catalogue=B&file_name=${file.name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operator}`, 'content-type': file.type },
        body: bodies.get(file.name),
      });
      const body = (await res.json()) as { message?: string; data?: { id: string; status: string } };
      if (res.status !== 202) return { status: res.status, message: body.message };
      let status = body.data!.status;
      let failure: string | undefined;
      while (status === 'reading') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const got = await fetch(`${server.base}/api/ops/v1/price-imports/${body.data!.id}`, {
          headers: { authorization: `Bearer ${operator}` },
        });
        ({ status, failure } = ((await got.json()) as { data: { status: string; failure?: string } }).data);
      }
      return { status, message: failure };
    };
    try {
      for (const file of files) {
        const answers = await Promise.all([upload(file), upload(file)]);
        expect(
          answers.map((a) => a.message),
          file.name,
        ).toEqual([file.refusal, file.refusal]);
      }
    } finally {
      loading = false;
      clearInterval(sampler);
      await reading;
    }

    expect(server.child.exitCode).toBeNull();
    expect([...statuses]).toEqual([200]);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
    console.log(
      `hostile uploads (${backend.name}): ${latencies.length} pharmacist reads, p99 ${Math.round(p99)} ms, max ${Math.round(latencies.at(-1)!)} ms; largest RSS ${Math.round(largest / 2 ** 20)} MB`,
    );
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThanOrEqual(1_000);
    expect(largest).toBeLessThan(1024 * 1024 * 1024);
  }, 600_000);
});
