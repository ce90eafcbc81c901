import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { type DeviceDb, type QueuedWrite, openDevice } from '../../src/offline/db';
import { discardRefused, flushQueue, queueOf } from '../../src/offline/device';
import { faOffline } from '../../src/offline/i18n/fa-offline';

// behaviour §10.15: the queue of writes made offline, sent when the network returns; nothing lost.
const BASE = 'http://api.test';

/** A server answering each call in turn from `answers` (a status and a body, or no network). */
function serverAnswering(answers: Record<string, (Response | 'offline')[]>) {
  const calls: { path: string; key: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, key: request.headers.get('Idempotency-Key') });
    const answer = answers[path]?.shift();
    if (answer === undefined) throw new Error(`no answer left for ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  };
  return { client: createApiClient({ baseUrl: BASE, fetch }), calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = () => json(200, { message: 'تیکت ثبت شد.' });

const ticket = (id: string, minute: number, title = `تیکت ${id}`): QueuedWrite => ({
  id,
  kind: 'ticket',
  body: { title, report: `متن ${id}` },
  queuedAt: `2026-11-28T06:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('the queue of writes made offline', () => {
  let device: DeviceDb;
  beforeEach(async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
      clear: () => stored.clear(),
    });
    device = await openDevice('user-1', new IDBFactory());
  });
  afterEach(() => {
    device.close();
    vi.unstubAllGlobals();
  });

  it('a write the server takes (2xx) is sent once, with its idempotency key, and removed', async () => {
    await device.enqueue(ticket('k1', 1));
    const { client, calls } = serverAnswering({ '/ticket/v1/new_ticket': [ok()] });
    expect(await flushQueue(client, device)).toEqual({ sent: 1, left: 0, refused: [] });
    expect(calls).toEqual([{ path: '/ticket/v1/new_ticket', key: 'k1' }]);
    expect(await device.queued()).toEqual([]);
    // Nothing left: a second flush sends nothing.
    expect(await flushQueue(client, device)).toEqual({ sent: 0, left: 0, refused: [] });
    expect(calls).toHaveLength(1);
  });

  it('no network or a 5xx keeps the write queued (oldest first, the rest not tried) and sends it later', async () => {
    await device.enqueue(ticket('k2', 2));
    await device.enqueue(ticket('k1', 1));
    const { client, calls } = serverAnswering({
      '/ticket/v1/new_ticket': ['offline', json(503, { message: 'موقتاً در دسترس نیست' }), ok(), ok()],
    });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'network' } });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'server', status: 503 } });
    expect((await device.queued()).map((w) => [w.id, w.refused])).toEqual([
      ['k1', undefined],
      ['k2', undefined],
    ]);
    expect(await flushQueue(client, device)).toEqual({ sent: 2, left: 0, refused: [] });
    expect(calls.map((c) => c.key)).toEqual(['k1', 'k1', 'k1', 'k2']);
  });

  it('a 401 keeps the write queued, to be sent after sign-in', async () => {
    await device.enqueue(ticket('k1', 1));
    const { client } = serverAnswering({ '/ticket/v1/new_ticket': [json(401, { message: 'ابتدا وارد شوید.' })] });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'unauthorized' } });
    expect(await queueOf(device)).toEqual({ left: 1, refused: [] });
  });

  it('408 and 429 are not refusals: the write stays queued', async () => {
    await device.enqueue(ticket('k1', 1));
    const { client } = serverAnswering({ '/ticket/v1/new_ticket': [json(429, { message: 'کمی بعد' }), json(408, {})] });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'client', status: 429 } });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'client', status: 408 } });
    expect(await queueOf(device)).toEqual({ left: 1, refused: [] });
  });

  it('a refusal for good (4xx) keeps the write on the device with the server’s reason, never sends it again, and the rest go on', async () => {
    await device.enqueue(ticket('k1', 1, 'عنوانی بیش از اندازه بلند'));
    await device.enqueue(ticket('k2', 2));
    const { client, calls } = serverAnswering({
      '/ticket/v1/new_ticket': [json(400, { message: 'عنوان تیکت حداکثر ۱۰۰ نویسه است.' }), ok()],
    });
    const first = await flushQueue(client, device);
    expect(first).toMatchObject({ sent: 1, left: 0 });
    expect(first.refused).toEqual([
      {
        ...ticket('k1', 1, 'عنوانی بیش از اندازه بلند'),
        refused: { reason: 'عنوان تیکت حداکثر ۱۰۰ نویسه است.', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      },
    ]);
    // What the user wrote is still on the device.
    expect((await device.queued())[0]?.body).toEqual({ title: 'عنوانی بیش از اندازه بلند', report: 'متن k1' });
    // The next flush does not send it again.
    const second = await flushQueue(client, device);
    expect(second).toMatchObject({ sent: 0, left: 0, refused: [{ id: 'k1' }] });
    expect(calls.map((c) => c.key)).toEqual(['k1', 'k2']);
  });

  it('a refusal without a message (403, 404 or a bare 4xx) says so in Persian, not «try again»', async () => {
    await device.enqueue(ticket('k1', 1));
    await device.enqueue({ id: 'k2', kind: 'watch-add', body: { category: 'A', medicineId: 'm-1' }, queuedAt: '2026-11-28T06:02:00.000Z' });
    const { client } = serverAnswering({
      '/ticket/v1/new_ticket': [json(422, {})],
      '/watchlist/v1/items': [json(404, { message: 'دارو یافت نشد.' })],
    });
    const { refused } = await flushQueue(client, device);
    expect(refused.map((w) => [w.id, w.refused?.reason])).toEqual([
      ['k1', faOffline.refused.fallbackReason],
      ['k2', 'دارو یافت نشد.'],
    ]);
  });

  it('discarding a refused write removes it for good; a write still to be sent is not discarded', async () => {
    await device.enqueue(ticket('k1', 1));
    await device.enqueue(ticket('k2', 2));
    const { client } = serverAnswering({ '/ticket/v1/new_ticket': [json(400, { message: 'نادرست' }), 'offline'] });
    await expect(flushQueue(client, device)).rejects.toMatchObject({ failure: { kind: 'network' } });
    await discardRefused(device, 'k2');
    expect(await queueOf(device)).toMatchObject({ left: 1, refused: [{ id: 'k1' }] });
    await discardRefused(device, 'k1');
    expect(await queueOf(device)).toEqual({ left: 1, refused: [] });
    expect((await device.queued()).map((w) => w.id)).toEqual(['k2']);
  });
});
