import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** Security headers on the API and the SPA (behaviour §12.4). The browser side is tests/e2e/csp.spec.ts. */
describe('security headers', () => {
  let s: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'daroban-csp-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // As Vite writes it with `html.cspNonce`: the placeholder on the meta tag, scripts and styles.
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="__DAROBAN_CSP_NONCE__"><script type="module" nonce="__DAROBAN_CSP_NONCE__" src="/assets/app.js"></script></head><body>داروبان</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    s = await startServer({ name: 'pglite' }, { staticDir: dist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const common = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    // The camera for our own origin only (the barcode scan, behaviour §10.4); the microphone never.
    expect(headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(headers['permissions-policy']).toMatch(/microphone=\(\)/);
    expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  };

  it('API answers (success, error, 404, framework error) forbid everything a document could do, framing included', async () => {
    const answers = [
      await s.app.inject({ url: '/api/states/v1/get-state-list' }),
      await s.app.inject({ url: '/api/user/v1/get-my-profile' }),
      await s.app.inject({ url: '/api/nothing-here' }),
      await s.app.inject({ url: '/api/medicine/v1/get-medicine-a-by-id/%E0%A4%A' }),
      await s.app.inject({ method: 'POST', url: '/api/user/v1/send-otp', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, 415]);
    for (const a of answers) {
      common(a.headers);
      expect(a.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it("the SPA's index.html: a fresh nonce per answer, in the policy and on the page; no 'unsafe-inline'; no framing", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/medicineA', '/medicine-A/123?x=1']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      common(res.headers);
      const csp = String(res.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      // JavaScript eval stays refused; only WebAssembly compilation (the barcode decoder, behaviour §10.4) is allowed.
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("script-src 'self' 'nonce-" + nonce + "' 'wasm-unsafe-eval'");
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).toContain(`<script type="module" nonce="${nonce}"`);
      expect(res.body).not.toContain('__DAROBAN_CSP_NONCE__');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('HSTS only when the request came over https: a trusted proxy says so; without a proxy the header is ignored', async () => {
    const plain = await s.app.inject({ url: '/api/states/v1/get-state-list' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await s.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await s.app.inject({ url: '/api/states/v1/get-state-list', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const direct = await startServer({ name: 'pglite' });
    try {
      const spoofed = await direct.app.inject({ url: '/api/states/v1/get-state-list', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
