/**
 * Measures the price-change export's memory: N medicines whose price changed in the last 30 days
 * (PGlite in memory), exported as xlsx and csv into a slow-ish sink, sampling the process's RSS and
 * heap. Run: `npx tsx --expose-gc bench/export-memory.bench.ts [rows]` (default 100000).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrate, withSetupLock } from '../server/db/migrate';
import { priceChangeExportStream, type ExportFormat } from '../server/service/price-export';

const rows = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

async function main() {
  const database = await openDatabase({});
  await withSetupLock(database, (conn) => migrate(conn));
  const now = Date.now();
  for (let start = 0; start < rows; start += 20_000) {
    const end = Math.min(rows, start + 20_000);
    await database.rows(sql`
      INSERT INTO medicines_a (id, brand_name_fa, generic_name_fa, manufacturing_factory, current_price, price_changed_at)
      SELECT gen_random_uuid(), 'داروی آزمایشی شماره ' || g, 'ژنریک آزمایشی ' || g, 'داروسازی نمونه ایرانیان', 10000 + g,
        to_timestamp((${now}::double precision - (g % 30)::bigint * 86400000 - g) / 1000)
      FROM generate_series(${start + 1}::int, ${end}::int) AS g`);
  }
  // As seeding does: without statistics the planner sorts the whole range for every batch instead of walking the index.
  await database.rows(sql`VACUUM (ANALYZE) medicines_a`);
  const from = now - 30 * 86_400_000;
  for (const format of ['csv', 'xlsx'] as ExportFormat[]) {
    gc();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    let bytes = 0;
    const started = Date.now();
    await pipeline(
      priceChangeExportStream(database, 'A', format, from, now),
      new Writable({
        highWaterMark: 64 * 1024,
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          // A download at a few hundred MB/s at most: the consumer is slower than the producer.
          setImmediate(done);
        },
      }),
    );
    clearInterval(timer);
    console.log(
      `${format}: ${rows} rows, ${(bytes / MB).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `RSS before ${(base.rss / MB).toFixed(0)} MB, peak ${(peakRss / MB).toFixed(0)} MB (+${((peakRss - base.rss) / MB).toFixed(0)}); ` +
        `heap before ${(base.heapUsed / MB).toFixed(0)} MB, peak ${(peakHeap / MB).toFixed(0)} MB (+${((peakHeap - base.heapUsed) / MB).toFixed(0)})`,
    );
  }
  await database.close();
}

void main();
