/**
 * `npm run bench:import`: price lists of a tenth of N rows and of N rows (default 100,000), as CSV and
 * as xlsx (shared strings after the sheet, as Excel writes them), previewed and published through the
 * HTTP API of `server/main.ts` in a child process on PostgreSQL (behaviour §10.12). The upload is
 * streamed over a socket; an upload answered 202 is polled as the console polls it. Catalogue B gets
 * N generated drugs; each list changes a fifth of their prices. The server process samples its own
 * memory (`memory-probe.ts`: RSS and heap every 10 ms, and the heap a full collection leaves, "held";
 * garbage collected before each step) and the bench prints each step's time, rows a second and the
 * server's peaks, so memory flat in the file's size reads off as the peak at N against the peak at N/10.
 * Run: `[TEST_]DATABASE_URL=postgres://… npm run bench:import [-- rows]`; `BENCH_LOG=1` prints the
 * server's log, `BENCH_SERVER_FLAGS` adds Node options to the server's (`--heap-growing-percent=20`).
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../server/db/client';
import { json, signIn, startServer, stopServer } from './server';

const ROWS = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const DEMO = '09120000000';
const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:import runs on PostgreSQL: set DATABASE_URL (or TEST_DATABASE_URL) to postgres://…');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'daroban-import-bench-'));

type Kind = 'csv' | 'xlsx';
const HEADERS = ['irc', 'brand_name_fa', 'price', 'effective_date'];

/** Row `g` of list `round`: every fifth price changed; the first row names the run, so no two runs send the same file. */
function listRow(g: number, round: number, stamp: number): [string, string, number, string] {
  const price = 10_000 + g + (g % 5 === 0 ? 1_000 * round : 0);
  return [`BENCH-${g}`, g === 1 ? `داروی آزمایشی ${g} ${stamp}` : `داروی آزمایشی ${g}`, price, `1405/09/0${round}`];
}

async function writeList(path: string, kind: Kind, rows: number, round: number): Promise<void> {
  const stamp = Date.now();
  if (kind === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: false });
    const sheet = workbook.addWorksheet('list');
    sheet.addRow(HEADERS).commit();
    for (let g = 1; g <= rows; g++) sheet.addRow(listRow(g, round, stamp)).commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  const out = createWriteStream(path);
  out.write(`${HEADERS.join(',')}\n`);
  for (let g = 1; g <= rows; g++) {
    if (!out.write(`${listRow(g, round, stamp).join(',')}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

/** POSTs the file to `url` over a socket, streamed from disk; the answer's status and JSON. */
function upload(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(statSync(path).size) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    createReadStream(path).on('error', reject).pipe(req);
  });
}

interface Peak {
  rss: number;
  heap: number;
  /** The heap left after a full collection, at most (what was held, not garbage). */
  live: number;
  baseRss: number;
  baseHeap: number;
  /** V8's heap size limit in the server (`npm start`'s `--max-old-space-size` and the young generation). */
  limit: number;
}

async function main() {
  const peaks: ((peak: Peak) => void)[] = [];
  const server = await startServer(
    { DATABASE_URL: databaseUrl!, SEED: 'none', DIGEST_INTERVAL_MS: '0', REQUEST_TIMEOUT_MS: '600000', LOG: process.env.BENCH_LOG ?? '0' },
    ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', './bench/memory-probe.ts'],
    (line) => {
      if (process.env.BENCH_LOG) console.log(line);
      const m = /^\[memory\] rss=(\d+) heap=(\d+) live=(\d+) base-rss=(\d+) base-heap=(\d+) limit=(\d+)/.exec(line);
      if (m)
        peaks.shift()?.({
          rss: Number(m[1]),
          heap: Number(m[2]),
          live: Number(m[3]),
          baseRss: Number(m[4]),
          baseHeap: Number(m[5]),
          limit: Number(m[6]),
        });
    },
  );
  /** The server's peaks since the last call (and a fresh start from here, after a garbage collection). */
  const probe = () =>
    new Promise<Peak>((resolve) => {
      peaks.push(resolve);
      server.child.kill('SIGUSR2');
    });
  const database = await openDatabase({ databaseUrl });
  try {
    const { limit } = await probe();
    console.log(
      `bench:import on PostgreSQL, catalogue B of ${ROWS.toLocaleString('en-US')} drugs; server pid ${server.child.pid}, heap limit ${Math.round(limit / MB)} MB`,
    );
    await database.rows(sql`DELETE FROM price_entries WHERE medicine_id IN (SELECT id FROM medicines_b WHERE irc_code LIKE 'BENCH-%')`);
    await database.rows(sql`DELETE FROM medicines_b WHERE irc_code LIKE 'BENCH-%'`);
    for (let start = 0; start < ROWS; start += 20_000) {
      await database.rows(sql`
        INSERT INTO medicines_b (id, brand_name_fa, irc_code, price_consumer, current_price_consumer, price_updated_at)
        SELECT gen_random_uuid(), 'داروی آزمایشی ' || g, 'BENCH-' || g,
          jsonb_build_array(jsonb_build_object('price', 10000 + g, 'insert_date', '2026-01-01T00:00:00.000Z')), 10000 + g, '2026-01-01T00:00:00Z'
        FROM generate_series(${start + 1}::int, ${Math.min(ROWS, start + 20_000)}::int) AS g`);
    }
    await database.rows(sql`ANALYZE medicines_b`);
    const token = await signIn(server.base, server.nextCode);
    await database.rows(sql`UPDATE users SET role = 'operator' WHERE mobile = ${DEMO}`);
    const auth = { authorization: `Bearer ${token}` };
    const api = `${server.base}/api/ops/v1/price-imports`;

    console.log(
      `${'list'.padEnd(22)} ${'preview'.padStart(8)} ${'publish'.padStart(8)} ${'rows/s'.padStart(7)}   MB, RSS/heap/held: preview | publish | at rest`,
    );
    const sizes = [Math.round(ROWS / 10), ROWS];
    let round = 0;
    for (const kind of ['csv', 'xlsx'] as const) {
      for (const rows of sizes) {
        round += 1;
        const file = join(dir, `list-${rows}.${kind}`);
        await writeList(file, kind, rows, round);
        await probe();
        const started = performance.now();
        const type = kind === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        const res = await upload(`${api}?catalogue=B&file_name=bench-${rows}.${kind}`, file, { ...auth, 'content-type': type });
        if (res.status !== 201 && res.status !== 202) throw new Error(`preview: HTTP ${res.status} ${res.body}`);
        type Imp = { _id: string; status: string; failure?: string | null; counts: Record<string, number> };
        let data = (JSON.parse(res.body) as { data: Imp }).data;
        // Answered 202: read on in the background; poll it as the console does (every second there).
        while (data.status === 'reading') {
          await sleep(250);
          data = ((await json(`${api}/${data._id}`, { headers: auth })) as { data: Imp }).data;
        }
        if (data.status !== 'preview') throw new Error(`preview: ${data.status} ${data.failure ?? ''}`);
        const previewed = performance.now();
        const preview = await probe();
        const publishing = performance.now();
        await json(`${api}/${data._id}/publish`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ allowErrors: false }),
        });
        const published = performance.now();
        const publish = await probe();
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        const mb = (bytes: number) => (bytes / MB).toFixed(0);
        const label = `${rows.toLocaleString('en-US')} ${kind} (${(statSync(file).size / MB).toFixed(1)} MB)`;
        const rate = Math.round((rows * 1000) / (previewed - started + published - publishing)).toLocaleString('en-US');
        console.log(
          `${label.padEnd(22)} ${seconds(previewed - started).padStart(8)} ${seconds(published - publishing).padStart(8)} ${rate.padStart(7)}   ` +
            `${mb(preview.rss)}/${mb(preview.heap)}/${mb(preview.live)} | ${mb(publish.rss)}/${mb(publish.heap)}/${mb(publish.live)} | ${mb(preview.baseRss)}/${mb(preview.baseHeap)}` +
            `   (answered ${res.status})`,
        );
        if (data.counts.change !== rows / 5) console.log(`  counts ${JSON.stringify(data.counts)}`);
        rmSync(file);
      }
    }
  } finally {
    await database.close();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
