/**
 * How fast the device copy of behaviour §10.15 answers a search: `npx tsx scripts/offline-search-bench.ts`.
 * Makes 100,000 drugs a catalogue with the seed generator (server/db/seed), then in real Chromium
 * (Playwright, a localhost page the script answers itself) stores them twice: in version 1's shape
 * (the row, its key and its search text, searched by reading every row of the catalogue: the scan
 * the lists used before) and through the device layer itself (src/offline/db.ts, bundled with
 * esbuild: `savePage` in pages of SYNC_PAGE, the packed search texts included).
 * Prints the origin's usage for each (`navigator.storage.estimate()`), the time to store them, and
 * each query's time on catalogue A: the scan once; the device layer's search cold (a copy just
 * opened, which reads the catalogue's texts first) and warm (median of 5, the texts kept); last, how
 * long opening version 1's copy with the device layer takes (the upgrade that packs its texts).
 * `PER_CATALOGUE=20000` makes a smaller run.
 */
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { iterateMedicinesA, iterateMedicinesB } from '../server/db/seed/catalog';
import { Random } from '../server/db/seed/prng';
import { type OfflineDrug, databaseName, drugKey, searchTextOf } from '../src/offline/db';
import { SYNC_PAGE } from '../src/offline/device';

const PER_CATALOGUE = Number(process.env.PER_CATALOGUE ?? 100_000);
const QUERIES = ['آموکسی', 'قرص آموکسی', 'آموکسی ۵۰۰', 'سیلین', '۵', ''];
const ORIGIN = 'http://localhost:4201';

const options = { scale: PER_CATALOGUE, seed: 20_251_121, now: new Date('2026-11-28T00:00:00Z') };
const random = new Random(7);
const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
type Names = Pick<
  OfflineDrug,
  'brand_name_fa' | 'brand_name_la' | 'generic_name_fa' | 'generic_name_la' | 'generic_code' | 'quantity_in_pack'
>;
/** A seed medicine as the offline catalogue answers it: its names, a new id, and what its category calls code, maker and price. */
const offline = (m: Names, own: Omit<OfflineDrug, keyof Names | '_id'>): OfflineDrug => ({
  _id: uuid(),
  brand_name_fa: m.brand_name_fa,
  brand_name_la: m.brand_name_la,
  generic_name_fa: m.generic_name_fa,
  generic_name_la: m.generic_name_la,
  generic_code: m.generic_code,
  quantity_in_pack: m.quantity_in_pack,
  ...own,
});
const rows: OfflineDrug[] = [];
for (const batch of iterateMedicinesA(options, 5000))
  for (const m of batch) {
    const last = m.added_value ? m.price_OA.at(-1) : m.price_O.at(-1);
    rows.push(
      offline(m, {
        category: 'A',
        code: m.brand_code,
        maker: m.manufacturing_factory,
        company: m.concessionaire,
        price: last?.price ?? null,
        price_at: last?.insert_date ?? null,
        added_value: m.added_value,
        status: null,
      }),
    );
  }
for (const batch of iterateMedicinesB(options, 5000))
  for (const m of batch) {
    const last = m.price_consumer.at(-1);
    rows.push(
      offline(m, {
        category: 'B',
        code: m.irc_code,
        maker: m.producer_company,
        company: m.supplier_company,
        price: last?.price ?? null,
        price_at: last?.insert_date ?? null,
        added_value: null,
        status: m.status_medicine,
      }),
    );
  }

// The device layer and the search's word rule, as the page runs them.
const bundle = await build({
  stdin: {
    contents: "export * from './src/offline/db'; export { searchWords } from './src/lib/fold';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: 'deviceLayer',
  write: false,
  target: 'es2022',
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>search</title>' }));
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.evaluate(() => {
    const w = window as unknown as { rows: unknown[] };
    w.rows = [];
  });
  for (let i = 0; i < rows.length; i += 20_000)
    await page.evaluate((chunk) => (window as unknown as { rows: unknown[] }).rows.push(...chunk), rows.slice(i, i + 20_000));

  const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

  // Version 1: the rows as that version stored them, the category index only.
  const v1Before = await usage();
  const v1Ms = await page.evaluate(
    async ({ stored, name }) => {
      const started = performance.now();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('drugs', { keyPath: 'key' }).createIndex('category', 'category');
          open.result.createObjectStore('meta');
          open.result.createObjectStore('queue', { keyPath: 'id' });
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = (window as unknown as { rows: Record<string, unknown>[] }).rows;
      for (let start = 0; start < rows.length; start += 1000) {
        const tx = db.transaction('drugs', 'readwrite');
        for (const row of rows.slice(start, start + 1000)) tx.objectStore('drugs').put({ ...row, ...stored[row._id as string] });
        await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = reject)));
      }
      (window as unknown as { v1: IDBDatabase }).v1 = db;
      return performance.now() - started;
    },
    {
      stored: Object.fromEntries(rows.map((r) => [r._id, { key: drugKey(r.category, r._id), search: searchTextOf(r) }])),
      name: databaseName('bench-v1'),
    },
  );
  const v1Bytes = (await usage()) - v1Before;

  // Version 2 through the device layer: savePage in the sync's pages.
  const v2Before = await usage();
  const v2Ms = await page.evaluate(async (pageSize) => {
    const w = window as unknown as {
      rows: unknown[];
      device: unknown;
      deviceLayer: typeof import('../src/offline/db');
    };
    const started = performance.now();
    const device = await w.deviceLayer.openDevice('bench');
    for (let start = 0; start < w.rows.length; start += pageSize)
      await device.savePage(w.rows.slice(start, start + pageSize) as OfflineDrug[], { cursor: String(start) });
    w.device = device;
    return performance.now() - started;
  }, SYNC_PAGE);
  const v2Bytes = (await usage()) - v2Before;

  console.log(`Chromium ${browser.version()}, ${rows.length} drugs (${PER_CATALOGUE} a catalogue), searches on catalogue A`);
  console.log(`version 1 (rows scanned): ${mb(v1Bytes)} MB, stored in ${(v1Ms / 1000).toFixed(1)} s`);
  console.log(`version 2 (packed texts): ${mb(v2Bytes)} MB, stored in ${(v2Ms / 1000).toFixed(1)} s (savePage, pages of ${SYNC_PAGE})`);
  for (const query of QUERIES) {
    const timed = await page.evaluate(async (query) => {
      const w = window as unknown as {
        v1: IDBDatabase;
        device: import('../src/offline/db').DeviceDb;
        deviceLayer: typeof import('../src/offline/db');
      };
      // The scan of version 1: every row of catalogue A read with a cursor and tested.
      const words = (window as unknown as { deviceLayer: { searchWords: (t: string) => string[] } }).deviceLayer.searchWords(query);
      let started = performance.now();
      let scanTotal = 0;
      await new Promise<void>((resolve) => {
        const cursors = w.v1.transaction('drugs').objectStore('drugs').index('category').openCursor('A');
        cursors.onsuccess = () => {
          const cursor = cursors.result;
          if (!cursor) return resolve();
          if (words.every((word) => (cursor.value as { search: string }).search.includes(word))) scanTotal += 1;
          cursor.continue();
        };
      });
      const scanMs = performance.now() - started;
      const fresh = await w.deviceLayer.openDevice('bench');
      started = performance.now();
      const { total } = await fresh.search('A', query, 0, 15);
      const cold = performance.now() - started;
      fresh.close();
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        started = performance.now();
        await w.device.search('A', query, 0, 15);
        times.push(performance.now() - started);
      }
      return { scanMs, scanTotal, cold, warm: times.sort((a, b) => a - b)[2]!, total };
    }, query);
    if (timed.total !== timed.scanTotal) throw new Error(`«${query}»: the search found ${timed.total}, the scan ${timed.scanTotal}`);
    console.log(
      `«${query}» ${timed.total} found: scan ${timed.scanMs.toFixed(0)} ms; search ${timed.cold.toFixed(0)} ms cold, ${timed.warm.toFixed(0)} ms warm`,
    );
  }
  // Opening version 1's copy with the device layer: the upgrade packs its texts, then a search.
  const upgraded = await page.evaluate(async () => {
    const w = window as unknown as { v1: IDBDatabase; deviceLayer: typeof import('../src/offline/db') };
    w.v1.close();
    const started = performance.now();
    const device = await w.deviceLayer.openDevice('bench-v1');
    const upgradeMs = performance.now() - started;
    const { total } = await device.search('A', 'آموکسی', 0, 15);
    return { upgradeMs, total };
  });
  console.log(`version 1's copy opened as version 2 in ${(upgraded.upgradeMs / 1000).toFixed(1)} s; «آموکسی» then finds ${upgraded.total}`);
} finally {
  await browser.close();
}
