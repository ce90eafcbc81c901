import { IDBFactory, IDBIndex, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Random } from '../../server/db/seed/prng';
import { searchWords } from '../../src/lib/fold';
import { type DeviceDb, type OfflineDrug, databaseName, drugKey, openDevice, searchTextOf } from '../../src/offline/db';
import { forgetOfflineData } from '../../src/offline/forget';

// behaviour §10.15: the device searches its copy with the server's words rule (every word, folded,
// anywhere in a field with its spaces out) over its packed search texts; the answer is the plain scan's.

const PERSIAN = [
  'آموکسی‌سیلین',
  'آموكسي',
  'کلاو',
  'میلی‌گرم',
  'میلی گرم',
  'میلیگرم',
  'قرص',
  'کپسول',
  'شربت',
  'روکش‌دار',
  'سیلدنافیل',
  'استامینوفن',
  'كوديئين',
  'ويتامين',
  'دارو',
  'پخش',
  'ایران',
  'البرز',
  'ۀ',
];
const LATIN = ['Amoxicillin', 'Clavulanate', 'mg', 'Film-Coated', 'Tablet', 'Syrup', 'Sildenafil', 'Vitamin', 'D3', 'ORS', 'Darou'];
const DIGITS = ['500', '۵۰۰', '٥٠٠', '250', '۲۵', '5', '۱۲۵/۵', '1000', '0.5'];
// Long words with no space, alike for their first 40 letters.
const LONG = [
  'ColecalciferolErgocalciferolCombinationTablet',
  'ColecalciferolErgocalciferolCombinationSyrup',
  'آموکسی‌سیلین‌کلاوولانیک‌اسید‌پتاسیم‌پنجاه',
  'آموکسی‌سیلین‌کلاوولانیک‌اسید‌پتاسیم‌صد',
];

function name(random: Random, words: string[]): string {
  const parts: string[] = [];
  for (let i = random.int(1, 4); i > 0; i--) parts.push(random.chance(0.3) ? random.pick(DIGITS) : random.pick(words));
  if (random.chance(0.05)) parts.push(random.pick(LONG));
  return parts.join(random.chance(0.2) ? '  ' : ' ');
}

function drugs(count: number, seed: number): OfflineDrug[] {
  const random = new Random(seed);
  return Array.from({ length: count }, (_, n) => {
    const category = random.chance(0.8) ? 'A' : 'B';
    return {
      category,
      // Not in the order they are written: the device answers in key order.
      _id: `00000000-0000-4000-8000-${String((n * 7919) % 100_000).padStart(12, '0')}`,
      brand_name_fa: name(random, PERSIAN),
      brand_name_la: random.chance(0.9) ? name(random, LATIN) : null,
      generic_name_fa: random.chance(0.8) ? name(random, PERSIAN) : null,
      generic_name_la: random.chance(0.7) ? name(random, LATIN) : null,
      generic_code: random.chance(0.9) ? String(random.int(1, 99_999)) : null,
      code: random.chance(0.5) ? `IRC${random.int(100, 999_999)}` : null,
      quantity_in_pack: 10,
      maker: 'سازنده',
      company: null,
      price: 1000,
      price_at: '2026-11-27T06:50:00.000Z',
      added_value: category === 'A' ? false : null,
      status: category === 'B' ? 'active' : null,
    } satisfies OfflineDrug;
  });
}

/** The plain rule the index must agree with: every word within the search text, in key order. */
function plainSearch(all: OfflineDrug[], category: 'A' | 'B', text: string, offset: number, limit: number) {
  const words = searchWords(text);
  const found = all
    .filter((d) => d.category === category && words.every((w) => searchTextOf(d).includes(w)))
    .map((d) => drugKey(d.category, d._id))
    .sort();
  return { keys: found.slice(offset, offset + limit), total: found.length };
}

/** Queries taken from the drugs' own text: pieces of a field (inside words, across spaces), one or two. */
function queries(all: OfflineDrug[], count: number, seed: number): string[] {
  const random = new Random(seed);
  const fixed = [
    'آموکسی',
    'ErgocalciferolCombinationTablet',
    'ColecalciferolErgocalciferolCombinationTab',
    'قرص آموکسی',
    'آموكسي',
    'سیلین',
    'میلی گرم',
    'ميلي‌گرم',
    '۵۰۰',
    '500 mg',
    'mg',
    '5',
    'ا',
    'cillin',
  ];
  const pieces = Array.from({ length: count }, () => {
    const drug = random.pick(all);
    const field = random.pick([drug.brand_name_fa, drug.brand_name_la, drug.generic_name_fa, drug.generic_name_la, drug.code]) ?? 'x';
    const start = random.int(0, Math.max(0, field.length - 1));
    return field.slice(start, start + random.int(1, 12));
  });
  const pairs = Array.from({ length: count / 2 }, () => `${random.pick(pieces)} ${random.pick(pieces)}`);
  return [...fixed, ...LONG, LONG[0]!.slice(3, 40), ...pieces, ...pairs, ''];
}

/** How many packs of search texts the copy holds. */
const packs = (device: DeviceDb) =>
  new Promise<number>((resolve) => {
    const count = device.db.transaction('texts').objectStore('texts').count();
    count.onsuccess = () => resolve(count.result);
  });

describe('the device search over its packed texts', () => {
  let factory: IDBFactory;
  beforeEach(() => {
    factory = new IDBFactory();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await forgetOfflineData(factory);
  });

  it('answers every query with the plain scan’s drugs, order and total, page by page', async () => {
    const all = drugs(400, 17);
    const device = await openDevice('user-1', factory);
    for (let i = 0; i < all.length; i += 100) await device.savePage(all.slice(i, i + 100), { cursor: String(i) });
    for (const query of queries(all, 60, 29))
      for (const category of ['A', 'B'] as const)
        for (const [offset, limit] of [
          [0, 15],
          [15, 15],
          [5, 50],
        ] as const) {
          const { rows, total } = await device.search(category, query, offset, limit);
          expect({ query, keys: rows.map((r) => r.key), total }).toEqual({ query, ...plainSearch(all, category, query, offset, limit) });
        }
    device.close();
  });

  it('a later page’s text of a drug replaces its earlier one; a cleared copy finds nothing', async () => {
    const device = await openDevice('user-1', factory);
    const [first] = drugs(1, 3);
    await device.savePage([{ ...first!, category: 'A', brand_name_fa: 'آموکسی‌سیلین ۵۰۰' }], { cursor: '1' });
    expect((await device.search('A', 'سیلین', 0, 15)).total).toBe(1);
    await device.savePage(
      [{ ...first!, category: 'A', brand_name_fa: 'استامینوفن', brand_name_la: null, generic_name_fa: null, generic_name_la: null }],
      {
        cursor: '2',
      },
    );
    expect((await device.search('A', 'سیلین', 0, 15)).total).toBe(0);
    expect((await device.search('A', 'مینوف', 0, 15)).total).toBe(1);
    await device.clearCatalogue();
    expect((await device.search('A', 'مینوف', 0, 15)).total).toBe(0);
    device.close();
  });

  it('reads only the page’s rows, and the catalogue’s texts once until a sync page changes them', async () => {
    const all = drugs(400, 5);
    const device = await openDevice('user-1', factory);
    await device.savePage(all, { cursor: '1' });
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    const reads = vi.spyOn(IDBIndex.prototype, 'getAll');
    const found = await device.search('A', 'آموکسی', 0, 15);
    expect(found.total).toBeGreaterThan(15);
    expect(gets).toHaveBeenCalledTimes(15);
    expect((await device.search('A', '۵', 15, 15)).total).toBe(plainSearch(all, 'A', '5', 0, 15).total);
    expect(reads).toHaveBeenCalledTimes(1);
    await device.savePage([{ ...all.find((d) => d.category === 'A')!, brand_name_fa: 'آموکسی' }], { cursor: '2' });
    await device.search('A', 'آموکسی', 0, 15);
    expect(reads).toHaveBeenCalledTimes(2);
    device.close();
  });

  it('packs the texts anew once many later pages have scattered them, with the same answers', async () => {
    const all = drugs(300, 23);
    const device = await openDevice('user-1', factory);
    await device.savePage(all, { cursor: '0' });
    const random = new Random(41);
    const changed = [...all];
    for (let page = 1; page <= 30; page++) {
      const i = random.int(0, changed.length - 1);
      changed[i] = { ...changed[i]!, brand_name_fa: `${random.pick(PERSIAN)} ${page}`, generic_name_la: random.pick(LATIN) };
      await device.savePage([changed[i]!], { cursor: String(page) });
    }
    // A fresh copy of 300 drugs: a pack a catalogue; 30 later pages leave at most 2 × 1 + 8 + 1 a catalogue.
    expect(await packs(device)).toBeLessThanOrEqual(2 * 11);
    for (const query of queries(changed, 30, 43))
      for (const category of ['A', 'B'] as const) {
        const { rows, total } = await device.search(category, query, 0, 15);
        expect({ query, keys: rows.map((r) => r.key), total }).toEqual({ query, ...plainSearch(changed, category, query, 0, 15) });
      }
    device.close();
  });

  it('opening a copy kept by version 1 packs its texts in the upgrade: the same answers, offline', async () => {
    const all = drugs(200, 11);
    // Version 1's shape: the row, its key and its search text; no word index, no vocabulary.
    const old = factory.open(databaseName('user-1'), 1);
    old.onupgradeneeded = () => {
      const db = old.result;
      db.createObjectStore('drugs', { keyPath: 'key' }).createIndex('category', 'category');
      db.createObjectStore('meta');
      db.createObjectStore('queue', { keyPath: 'id' });
    };
    const v1 = await new Promise<IDBDatabase>((resolve, reject) => {
      old.onsuccess = () => resolve(old.result);
      old.onerror = () => reject(old.error);
    });
    const tx = v1.transaction(['drugs', 'meta', 'queue'], 'readwrite');
    for (const d of all) tx.objectStore('drugs').put({ ...d, key: drugKey(d.category, d._id), search: searchTextOf(d) });
    tx.objectStore('meta').put({ cursor: '77', syncedAt: '2026-11-27T06:50:00.000Z', complete: true }, 'sync');
    tx.objectStore('queue').put({ id: 'k1', kind: 'ticket', body: { title: 'اول' }, queuedAt: '2026-11-28T06:50:00.000Z' });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    v1.close();

    const device = await openDevice('user-1', factory);
    expect(await device.meta()).toEqual({ cursor: '77', syncedAt: '2026-11-27T06:50:00.000Z', complete: true });
    expect(await device.count()).toBe(200);
    expect((await device.queued()).map((w) => w.id)).toEqual(['k1']);
    expect(await packs(device)).toBe(2);
    for (const query of queries(all, 40, 13)) {
      const { rows, total } = await device.search('A', query, 0, 15);
      expect({ query, keys: rows.map((r) => r.key), total }).toEqual({ query, ...plainSearch(all, 'A', query, 0, 15) });
    }
    device.close();
  });
});
