/**
 * `npm run bench:import`: a price list of N rows (default 100,000; also one of a tenth of that, to show
 * memory flat in file size) previewed and published through the HTTP API of a server in this process,
 * on PostgreSQL (DATABASE_URL; PGlite in a temporary directory without it). The catalogue B gets N
 * generated drugs; the file changes a fifth of their prices. Prints each step's time and the
 * process's peak RSS and heap while it ran (behaviour §10.12).
 * Run: `DATABASE_URL=postgres://… npm run bench:import [-- rows]`.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildServer } from '../app';
import { MemorySmsSender } from '../sms/memory';

const ROWS = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dir = mkdtempSync(join(tmpdir(), 'daroban-import-bench-'));

/** The peak RSS and heap while `work` runs, sampled every 20 ms. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    sample();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${label.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s   peak RSS ${(rss / MB).toFixed(0).padStart(5)} MB   peak heap ${(heap / MB).toFixed(0).padStart(5)} MB`,
    );
  }
}

async function writeList(path: string, rows: number, round: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('irc,brand_name_fa,price,effective_date\n');
  for (let g = 1; g <= rows; g++) {
    const price = 10_000 + g + (g % 5 === 0 ? 1_000 * round : 0);
    // The first row names the run, so no two runs send the same file (which would publish nothing).
    const name = g === 1 ? `داروی آزمایشی ${g} ${Date.now()}` : `داروی آزمایشی ${g}`;
    if (!out.write(`BENCH-${g},${name},${price},1405/09/0${round}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

async function main() {
  const sms = new MemorySmsSender();
  const app = await buildServer({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dir, 'db'),
    seed: 'none',
    sms,
    staticDir: false,
    requestTimeoutMs: 30 * 60_000,
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`bench:import on ${app.startup.database}, ${ROWS.toLocaleString('en-US')} rows`);
    await app.database.rows(sql`DELETE FROM price_entries WHERE medicine_id IN (SELECT id FROM medicines_b WHERE irc_code LIKE 'BENCH-%')`);
    await app.database.rows(sql`DELETE FROM medicines_b WHERE irc_code LIKE 'BENCH-%'`);
    for (let start = 0; start < ROWS; start += 20_000) {
      await app.database.rows(sql`
        INSERT INTO medicines_b (id, brand_name_fa, irc_code, price_consumer, current_price_consumer, price_updated_at)
        SELECT gen_random_uuid(), 'داروی آزمایشی ' || g, 'BENCH-' || g,
          jsonb_build_array(jsonb_build_object('price', 10000 + g, 'insert_date', '2026-01-01T00:00:00.000Z')), 10000 + g, '2026-01-01T00:00:00Z'
        FROM generate_series(${start + 1}::int, ${Math.min(ROWS, start + 20_000)}::int) AS g`);
    }
    await app.database.rows(sql`ANALYZE medicines_b`);
    const mobile = '09129990000';
    await fetch(`${base}/api/user/v1/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile }),
    });
    const signed = await fetch(`${base}/api/user/v1/submit-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code: sms.lastCode(mobile) }),
    });
    const token = ((await signed.json()) as { data: { accessToken: string } }).data.accessToken;
    await app.database.rows(sql`UPDATE users SET role = 'operator' WHERE mobile = ${mobile}`);
    const auth = { authorization: `Bearer ${token}` };

    let round = 0;
    for (const rows of [Math.round(ROWS / 10), ROWS]) {
      round += 1;
      const file = join(dir, `list-${rows}.csv`);
      await writeList(file, rows, round);
      console.log(`${rows.toLocaleString('en-US')} rows (${(statSync(file).size / MB).toFixed(1)} MB CSV):`);
      // Through the API in this process (light-my-request, the file streamed from disk): no socket, so
      // a step longer than the server's idle-socket timeout (2 minutes) is still measured.
      const preview = await measured('upload and preview', async () => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/ops/v1/price-imports?catalogue=B&file_name=bench-${rows}.csv`,
          headers: { ...auth, 'content-type': 'text/csv' },
          payload: createReadStream(file),
        });
        type Imp = { _id: string; status: string; failure?: string | null; counts: Record<string, number> };
        if (res.statusCode !== 201 && res.statusCode !== 202) throw new Error(`preview: ${res.statusCode} ${res.body}`);
        let data = res.json<{ data: Imp }>().data;
        // A long file answers 202 and is read on in the background: poll it as the screen does.
        while (data.status === 'reading') {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const polled = await app.inject({ method: 'GET', url: `/api/ops/v1/price-imports/${data._id}`, headers: auth });
          data = polled.json<{ data: Imp }>().data;
        }
        if (data.status !== 'preview') throw new Error(`preview: ${data.status} ${data.failure ?? ''}`);
        return data;
      });
      console.log(`  counts ${JSON.stringify(preview.counts)}`);
      await measured('publish', async () => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/ops/v1/price-imports/${preview._id}/publish`,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify({ allowErrors: false }),
        });
        if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
      });
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
