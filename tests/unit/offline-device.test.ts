import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OfflineDrug, databaseName, openDevice } from '../../src/offline/db';
import { forgetOfflineData } from '../../src/offline/forget';

// behaviour §10.15: the device copy in IndexedDB, on fake-indexeddb.
const drug = (category: 'A' | 'B', n: number, fields: Partial<OfflineDrug> = {}): OfflineDrug => ({
  category,
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  brand_name_fa: `دارو ${n}`,
  brand_name_la: `Drug ${n}`,
  generic_name_fa: null,
  generic_name_la: null,
  generic_code: String(1000 + n),
  code: `C${n}`,
  quantity_in_pack: 10,
  maker: 'سازنده',
  company: null,
  price: 1000 * n,
  price_at: '2026-11-27T06:50:00.000Z',
  added_value: category === 'A' ? false : null,
  status: category === 'B' ? 'active' : null,
  ...fields,
});

describe('the device copy', () => {
  let factory: IDBFactory;
  beforeEach(() => {
    factory = new IDBFactory();
  });
  afterEach(async () => {
    await forgetOfflineData(factory);
  });

  it('searches one catalogue with the server folding: Arabic letters, ZWNJ and spaces, any word order', async () => {
    const device = await openDevice('user-1', factory);
    await device.savePage(
      [
        drug('A', 1, { brand_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم', generic_name_fa: 'کپسول' }),
        drug('A', 2, { brand_name_fa: 'آموكسي كلاو', generic_name_fa: 'قرص' }),
        drug('A', 3, { brand_name_fa: 'استامینوفن' }),
        drug('B', 4, { brand_name_fa: 'آموکسی شربت' }),
      ],
      { cursor: 'full.9.A.3' },
    );
    const found = await device.search('A', 'آموکسی', 0, 10);
    expect(found.total).toBe(2);
    expect(found.rows.map((r) => r._id)).toEqual([drug('A', 1)._id, drug('A', 2)._id]);
    expect((await device.search('A', 'ميلي گرم آموکسی', 0, 10)).rows.map((r) => r.brand_name_fa)).toEqual(['آموکسی‌سیلین ۵۰۰ میلی‌گرم']);
    expect((await device.search('A', '500', 0, 10)).total).toBe(1);
    expect((await device.search('B', 'آموکسی', 0, 10)).total).toBe(1);
    // Paged: the total counts every match, the page holds its own.
    const second = await device.search('A', 'آموکسی', 1, 1);
    expect(second).toMatchObject({ total: 2, rows: [{ _id: drug('A', 2)._id }] });
    expect(await device.count('A')).toBe(3);
    device.close();
  });

  it('a later page replaces a drug and moves the cursor, in one transaction', async () => {
    const device = await openDevice('user-1', factory);
    await device.savePage([drug('B', 7)], { cursor: '10', complete: true, syncedAt: '2026-11-27T06:50:00.000Z' });
    await device.savePage([drug('B', 7, { price: 123 })], { cursor: '12', syncedAt: '2026-11-28T06:50:00.000Z' });
    expect((await device.drug('B', drug('B', 7)._id))?.price).toBe(123);
    expect(await device.meta()).toEqual({ cursor: '12', complete: true, syncedAt: '2026-11-28T06:50:00.000Z' });
    expect(await device.count()).toBe(1);
    device.close();
  });

  it('stores a long page in slices of one transaction: every drug and the cursor, and timers run between slices', async () => {
    const device = await openDevice('user-1', factory);
    const page = Array.from({ length: 600 }, (_, n) => drug(n % 2 ? 'A' : 'B', n));
    // behaviour §11.2: the stores happen in several tasks, and a timer's turn comes between them.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const storedAt: number[] = [];
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (this.name === 'drugs') storedAt.push(turns);
      return put.apply(this, args);
    };
    try {
      await device.savePage(page, { cursor: 'full.600' });
    } finally {
      IDBObjectStore.prototype.put = put;
      ticking = false;
    }
    expect(storedAt).toHaveLength(600);
    expect(new Set(storedAt).size).toBeGreaterThan(1);
    expect(await device.count()).toBe(600);
    expect(await device.meta()).toMatchObject({ cursor: 'full.600' });
    expect((await device.search('A', 'Drug 599', 0, 5)).rows.map((r) => r._id)).toEqual([drug('A', 599)._id]);
    // An empty page still moves the cursor.
    await device.savePage([], { cursor: 'full.601', complete: true });
    expect(await device.meta()).toMatchObject({ cursor: 'full.601', complete: true });
    device.close();
  });

  it('keeps one copy per user and a queue of writes, oldest first', async () => {
    const one = await openDevice('user-1', factory);
    const two = await openDevice('user-2', factory);
    await one.savePage([drug('A', 1)], { cursor: '1' });
    expect(await two.count()).toBe(0);
    await one.enqueue({ id: 'k2', kind: 'ticket', body: { title: 'دوم' }, queuedAt: '2026-11-28T06:51:00.000Z' });
    await one.enqueue({ id: 'k1', kind: 'ticket', body: { title: 'اول' }, queuedAt: '2026-11-28T06:50:00.000Z' });
    expect((await one.queued()).map((w) => w.id)).toEqual(['k1', 'k2']);
    await one.dequeue('k1');
    expect((await one.queued()).map((w) => w.id)).toEqual(['k2']);
    // Clearing the copy (the profile's switch) keeps what is still to be sent.
    await one.clearCatalogue();
    expect(await one.count()).toBe(0);
    expect(await one.meta()).toEqual({ cursor: null, complete: false, syncedAt: null });
    expect(await one.queued()).toHaveLength(1);
    one.close();
    two.close();
  });

  it('logout deletes every offline database of the origin, even one still open', async () => {
    const device = await openDevice('user-1', factory);
    await device.savePage([drug('A', 1)], { cursor: '1' });
    await openDevice('user-2', factory);
    expect((await factory.databases()).map((d) => d.name).sort()).toEqual([databaseName('user-1'), databaseName('user-2')]);
    await forgetOfflineData(factory);
    expect(await factory.databases()).toEqual([]);
  });
});
