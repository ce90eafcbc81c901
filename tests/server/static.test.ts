import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

describe('the SPA next to the API', () => {
  let s: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'daroban-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html dir="rtl"><body>داروبان</body></html>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    // As the build's precompress step writes them: a brotli and a gzip copy beside the file.
    writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
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

  it('sends the build-time brotli or gzip copy of a file by Accept-Encoding, and the plain file otherwise', async () => {
    const br = await s.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await s.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await s.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('compresses API JSON over 1 KB and leaves small answers alone', async () => {
    const big = await s.app.inject({ url: '/api/states/v1/get-state-list', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data.docs.length).toBeGreaterThan(20);
    const small = await s.app.inject({ url: '/api/medicine/v1/unknown', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().message).toBe('آدرس درخواستی یافت نشد.');
  });
});
