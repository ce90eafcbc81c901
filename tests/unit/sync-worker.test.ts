import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDevice } from '../../src/offline/db';
import type { PageJob } from '../../src/offline/keep-page';
import { keepPageJob } from '../../src/offline/page-job';

// behaviour §10.15, §11.2: the sync worker decodes and keeps each page of the offline catalogue, off
// the page's main thread (`keepPageJob`, on fake-indexeddb here).
const wireDrug = (n: number) => ({
  category: n % 2 ? 'A' : 'B',
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  brand_name_fa: `آموکسی ${n}`,
  brand_name_la: `Amoxi ${n}`,
  generic_name_fa: null,
  generic_name_la: null,
  generic_code: String(1000 + n),
  code: null,
  // The contract accepts the pack's size as text: the worker decodes the page as the client does.
  quantity_in_pack: '12',
  maker: null,
  company: null,
  price: 1000 * n,
  price_at: '2026-11-27T06:50:00.000Z',
  added_value: null,
  status: null,
});

describe('the sync worker', () => {
  let factory: IDBFactory;
  beforeEach(() => {
    factory = new IDBFactory();
  });

  const job = (id: number, body: unknown): PageJob => ({ id, user: 'user-1', text: JSON.stringify(body), at: '2026-11-29T03:00:00.000Z' });

  it("keeps a decoded page in the user's copy and answers what it kept", async () => {
    const reply = await keepPageJob(job(1, { docs: [1, 2, 3].map(wireDrug), next: '9', more: false, full: true, total: 3 }), factory);
    expect(reply).toEqual({ id: 1, kept: { received: 3, total: 3, next: '9', more: false, full: true } });
    const device = await openDevice('user-1', factory);
    expect(await device.meta()).toMatchObject({ cursor: '9', complete: true, syncedAt: '2026-11-29T03:00:00.000Z' });
    expect((await device.drug('A', wireDrug(1)._id))?.quantity_in_pack).toBe(12);
    expect((await device.search('B', 'آموکسی', 0, 10)).total).toBe(1);
    device.close();
  });

  it('a page that does not read as the contract says is answered as undecodable, and nothing is kept', async () => {
    expect(await keepPageJob(job(2, { docs: 'نه فهرست', next: '9', more: false, full: true }), factory)).toEqual({
      id: 2,
      undecodable: expect.stringMatching(/^\$\.docs/),
    });
    expect(await keepPageJob({ ...job(3, {}), text: 'not json' }, factory)).toEqual({ id: 3, undecodable: '$ (not JSON)' });
    const device = await openDevice('user-1', factory);
    expect(await device.count()).toBe(0);
    device.close();
  });
});
