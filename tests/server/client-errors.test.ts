import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireVariant } from '../kit/wire-variant';
import { startServer, type TestServer, backendsFor } from './harness';

describe.each(backendsFor('http'))('client errors and the numeric-codes wire on $name', (backend) => {
  let s: TestServer;
  let numeric: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer(backend, { limits: { sendOtpPerIp: 10_000, submitOtpPerIp: 10_000, clientErrorsPerIp: 3 } });
    numeric = await startServer(backend, { plugins: [wireVariant('numeric-codes')] });
    ({ token } = await numeric.newUser());
  });
  afterAll(async () => {
    await s?.close();
    await numeric?.close();
  });

  it('client-errors: stores a report without a token, with no IP; answers 204', async () => {
    const sent = await s.call('reportClientError', {
      body: {
        kind: 'route',
        path: '/medicine-A/x',
        message: 'TypeError: e.trim is not a function',
        stack: 'at CopyCodeButton',
        release: 'test',
      },
      headers: { 'user-agent': 'Chromium test' },
      ip: '10.0.0.1',
    });
    expect(sent.status).toBe(204);
    const rows = await s.sql<Record<string, unknown>>(
      `SELECT kind, path, message, stack, release, user_agent FROM client_errors ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        kind: 'route',
        path: '/medicine-A/x',
        message: 'TypeError: e.trim is not a function',
        stack: 'at CopyCodeButton',
        release: 'test',
        user_agent: 'Chromium test',
      },
    ]);
    const columns = await s.sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'client_errors'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('ip');
  });

  it('client-errors: malformed reports are 400, never 500', async () => {
    for (const body of [
      {},
      { kind: 'boom', path: '/', message: 'm' },
      { kind: 'chunk', path: '', message: 'm' },
      { kind: 'chunk', path: '/', message: 'm', extra: 1 },
      { kind: 'chunk', path: '/', message: 'x'.repeat(501) },
    ]) {
      expect((await s.call('reportClientError', { body, ip: '10.0.0.2' })).status).toBe(400);
    }
    expect((await s.call('reportClientError', { rawBody: '{', ip: '10.0.0.2' })).status).toBe(400);
  });

  it('client-errors: limited per IP (429 with a Persian message), other IPs unaffected', async () => {
    const report = { kind: 'chunk', path: '/medicine-B/y', message: 'ChunkLoadError' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.call('reportClientError', { body: report, ip: '10.0.0.3' })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await s.call('reportClientError', { body: report, ip: '10.0.0.4' })).status).toBe(204);
  });

  it("wire 'numeric-codes': ids and codes that are whole numbers go out as JSON numbers; uuids, leading zeros and text stay strings", async () => {
    const get = async (url: string) =>
      (await numeric.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const provinces = await get('/api/states/v1/get-state-list');
    expect(provinces.data.docs.every((p: { _id: unknown }) => typeof p._id === 'number')).toBe(true);
    const listA = await get('/api/medicine/v1/get-all-medicine-a-user?limit=50');
    const withCode = listA.data.main.docs.filter((d: { generic_code: unknown }) => d.generic_code !== null);
    expect(withCode.length).toBeGreaterThan(0);
    expect(withCode.every((d: { generic_code: unknown }) => typeof d.generic_code === 'number')).toBe(true);
    expect(listA.data.main.docs.every((d: { _id: unknown }) => typeof d._id === 'string')).toBe(true);
    const detail = await get(`/api/medicine/v1/get-medicine-a-by-id/${withCode[0]._id}`);
    expect(typeof detail.data.generic_code).toBe('number');
    // Dates and prices keep their declared types: only ids and codes change.
    for (const entry of detail.data.price_O) expect([typeof entry.price, typeof entry.insert_date]).toEqual(['number', 'string']);
    const listB = await get('/api/medicine/v1/get-all-medicine-b-user?limit=50');
    const b = await get(`/api/medicine/v1/get-medicine-b-by-id/${listB.data.main.docs[0]._id}`);
    expect(['number', 'object']).toContain(typeof b.irc_code);
    if (typeof b.gtin_code === 'string') expect(b.gtin_code).toMatch(/^0/);
    const plain = await s.app.inject({ method: 'GET', url: '/api/states/v1/get-state-list' });
    expect(typeof plain.json().data.docs[0]._id).toBe('string');
  });
});
