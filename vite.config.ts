import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Text assets worth compressing: the server sends `.br` or `.gz` beside each by `Accept-Encoding`. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every compressible file of the
 * build once, so the server never compresses a static file per request (`@fastify/static`'s
 * `preCompressed`). Files under 1 KB stay as they are: compressing them saves nothing.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'daroban-precompress',
    apply: 'build',
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const nested = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
        );
        return nested.flat();
      };
      for (const file of await walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress('dist')],
  // The server replaces this placeholder in index.html with a fresh nonce per answer and names it in
  // the Content-Security-Policy (server/http/security-headers.ts); Vite puts it on every script,
  // style and link tag and on a <meta property="csp-nonce"> the SPA reads (src/lib/cspNonce.ts).
  html: { cspNonce: '__DAROBAN_CSP_NONCE__' },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  test: {
    // Every suite but the browser one (tests/e2e runs under Playwright).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The machines' model walks run here too: no DOM, so no jsdom to load (SPA code they import
          // must not touch `window` at import time).
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/machines/**/*.model.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          exclude: ['tests/machines/**/*.model.test.ts'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
