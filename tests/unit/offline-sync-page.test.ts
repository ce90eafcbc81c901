// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { type DeviceDb, openDevice } from '../../src/offline/db';
import { syncPage } from '../../src/offline/device';

// behaviour §10 and §10.15: the device copy's sync against a backend with and without the offline catalogue.
const BASE = 'http://api.test';

/** A server answering the offline catalogue with `status` and `body`, counting the calls. */
function catalogueAnswering(status: number, body: unknown = { message: 'پاسخ آزمون' }) {
  const calls: string[] = [];
  const text = JSON.stringify(body);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createApiClient({ baseUrl: BASE, fetch }), calls };
}

describe('one page of the offline catalogue', () => {
  let device: DeviceDb;
  // The client reads the session's token from jsdom's local storage: none here.
  beforeEach(async () => {
    device = await openDevice('user-1', new IDBFactory());
  });
  afterEach(() => device.close());

  it('a backend without the offline catalogue (404) fails as absent, keeps nothing, and is not asked again', async () => {
    const { client, calls } = catalogueAnswering(404);
    const before = await device.meta();
    await expect(syncPage(client, device)).rejects.toMatchObject({ failure: { kind: 'absent' } });
    await expect(syncPage(client, device)).rejects.toMatchObject({ failure: { kind: 'absent' } });
    expect(calls).toEqual(['/medicine/v1/offline-catalogue']);
    expect(await device.meta()).toEqual(before);
  });

  it('an ended subscription (403) stays a refusal, not a missing backend', async () => {
    const { client } = catalogueAnswering(403);
    await expect(syncPage(client, device)).rejects.toMatchObject({ failure: { kind: 'forbidden' } });
  });

  /** A drug of the page as the server sends it: the pack's size as text, which the contract accepts. */
  const wireDrug = (id: string) => ({
    category: 'A',
    _id: id,
    brand_name_fa: 'آموکسی سیلین',
    brand_name_la: 'Amoxicillin',
    generic_name_fa: null,
    generic_name_la: null,
    generic_code: '1234',
    code: null,
    quantity_in_pack: '12',
    maker: null,
    company: null,
    price: 1000,
    price_at: '2026-11-01T00:00:00.000Z',
    added_value: false,
    status: null,
  });

  it('a page is decoded once, by the sync, and kept', async () => {
    const ids = ['64b000000000000000000001', '64b000000000000000000002'];
    const { client } = catalogueAnswering(200, { docs: ids.map(wireDrug), next: '7', more: false, full: true, total: 2 });
    // The client's middleware would decode the page, write it out and parse it again: not for a sync page.
    const stringify = vi.spyOn(JSON, 'stringify');
    const step = await syncPage(client, device);
    const pagesWritten = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'docs' in value);
    stringify.mockRestore();
    expect(pagesWritten).toEqual([]);
    expect(step).toMatchObject({ received: 2, total: 2, next: '7', more: false });
    expect((await device.drug('A', ids[0]!))?.quantity_in_pack).toBe(12);
    expect(await device.meta()).toMatchObject({ cursor: '7', complete: true });
  });

  it('a page that does not read as the contract says keeps nothing', async () => {
    const { client } = catalogueAnswering(200, { docs: 'نه فهرست', next: '7', more: false, full: true });
    const before = await device.meta();
    await expect(syncPage(client, device)).rejects.toMatchObject({ failure: { kind: 'server' } });
    expect(await device.meta()).toEqual(before);
    expect(await device.count()).toBe(0);
  });
});
