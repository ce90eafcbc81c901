import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

describe('the SPA next to the API', () => {
  let s: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'daroban-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html dir="rtl"><body>داروبان</body></html>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    s = await startServer({ name: 'pglite' }, { staticDir: dist });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files of dist/ and index.html for any other non-API GET (history fallback)', async () => {
    const root = await s.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('داروبان');
    const asset = await s.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(root.headers['cache-control']).toBe('no-cache');
    for (const url of ['/medicineA', '/medicine-A/123?x=1', '/Register/step2', '/NotFound']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('داروبان');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api 404s as JSON and does not fall back for other methods', async () => {
    const api = await s.app.inject({ url: '/api/medicine/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('آدرس درخواستی یافت نشد.');
    expect((await s.app.inject({ method: 'POST', url: '/medicineA' })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/api/states/v1/get-state-list' })).statusCode).toBe(200);
  });
});
