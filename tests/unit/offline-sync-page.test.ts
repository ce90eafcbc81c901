// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { type DeviceDb, openDevice } from '../../src/offline/db';
import { syncPage } from '../../src/offline/device';

// behaviour §10 and §10.17: the device copy's sync against a backend with and without the offline catalogue.
const BASE = 'http://api.test';

/** A server answering the offline catalogue with `status`, counting the calls. */
function catalogueAnswering(status: number) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return new Response(JSON.stringify({ message: 'پاسخ آزمون' }), { status, headers: { 'Content-Type': 'application/json' } });
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
});
