/**
 * How big the first sync of behaviour §10.15's device copy is: `npx tsx scripts/offline-size.ts`.
 * Seeds a portal in memory, signs the demo account in and reads the offline catalogue's first sync,
 * measuring its bytes per drug as sent (JSON, and compressed as the server sends it: brotli and gzip).
 * Prints the first sync's time on Fast 3G (DevTools' preset: 1.6 Mbit/s × 0.9 down, 150 ms × 3.75 RTT).
 * The copy's size on the device and its search are measured by scripts/offline-search-bench.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildServer } from '../server/app';
import { MemorySmsSender } from '../server/sms/memory';
import type { OfflineDrug } from '../src/offline/db';
import { SYNC_PAGE } from '../src/offline/device';

const PER_CATALOGUE = 100_000;
const FAST_3G = { downBytesPerSecond: (1.6e6 * 0.9) / 8, rttSeconds: 0.15 * 3.75 };

const dir = await mkdtemp(join(tmpdir(), 'daroban-offline-size-'));
const sms = new MemorySmsSender();
const app = await buildServer({ dataDir: dir, staticDir: false, seed: 'auto', sms, jwtSecret: 'offline-size-secret-not-for-anything' });
try {
  const mobile = '09120000000';
  await app.inject({ method: 'POST', url: '/api/user/v1/send-otp', payload: { mobile } });
  const signed = await app.inject({ method: 'POST', url: '/api/user/v1/submit-otp', payload: { mobile, code: sms.lastCode(mobile) } });
  const token = signed.json().data.accessToken as string;

  const rows: OfflineDrug[] = [];
  let raw = 0;
  let since: string | undefined;
  for (;;) {
    const page = await app.inject({
      method: 'GET',
      url: `/api/medicine/v1/offline-catalogue?limit=${SYNC_PAGE}${since ? `&since=${since}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (page.statusCode !== 200) throw new Error(`${page.statusCode} ${page.body}`);
    raw += Buffer.byteLength(page.body);
    const body = page.json();
    rows.push(...body.docs);
    since = body.next;
    if (!body.more) break;
  }
  // Compressed a page at a time, as the server sends them (pages of the seed's own rows).
  let br = 0;
  let gz = 0;
  for (let i = 0; i < rows.length; i += SYNC_PAGE) {
    const text = JSON.stringify({ docs: rows.slice(i, i + SYNC_PAGE), next: 'full.123456.A.123456', more: true, full: true });
    br += brotliCompressSync(text).length;
    gz += gzipSync(text).length;
  }
  const n = rows.length;
  const perDrug = { raw: raw / n, br: br / n, gzip: gz / n };
  const drugs = PER_CATALOGUE * 2;
  const pages = Math.ceil(drugs / SYNC_PAGE);
  const fast3g = (bytesPerDrug: number) => (drugs * bytesPerDrug) / FAST_3G.downBytesPerSecond + pages * FAST_3G.rttSeconds;

  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(`seed rows read: ${n} (${rows.filter((r) => r.category === 'A').length} A)`);
  console.log(
    `bytes per drug on the wire: JSON ${perDrug.raw.toFixed(0)}, brotli ${perDrug.br.toFixed(0)}, gzip ${perDrug.gzip.toFixed(0)}`,
  );
  console.log(
    `first sync of ${drugs} drugs: JSON ${mb(drugs * perDrug.raw)} MB, brotli ${mb(drugs * perDrug.br)} MB, gzip ${mb(drugs * perDrug.gzip)} MB`,
  );
  console.log(
    `Fast 3G (${pages} pages): brotli ${(fast3g(perDrug.br) / 60).toFixed(1)} min, gzip ${(fast3g(perDrug.gzip) / 60).toFixed(1)} min, uncompressed ${(fast3g(perDrug.raw) / 60).toFixed(1)} min`,
  );
} finally {
  await app.close();
  await rm(dir, { recursive: true, force: true });
}
