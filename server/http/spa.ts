import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { NONCE_PLACEHOLDER, newNonce, spaCsp } from './security-headers';

/**
 * The SPA's index.html with a fresh CSP nonce per answer (behaviour §12.4): the built file carries Vite's
 * `html.cspNonce` placeholder on its scripts, styles and the `csp-nonce` meta tag; each answer
 * replaces it and names the same nonce in its Content-Security-Policy. The file is re-read when it
 * changes (a new build under a running server). Never cached by the browser (`no-cache`).
 */
export function spaIndex(staticDir: string) {
  const file = join(staticDir, 'index.html');
  let cached: { mtimeMs: number; text: string } | null = null;
  const template = (): string | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
  return {
    exists: () => existsSync(file),
    send(reply: FastifyReply): FastifyReply | null {
      const text = template();
      if (text === null) return null;
      const nonce = newNonce();
      return reply
        .header('Content-Security-Policy', spaCsp(nonce))
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(text.split(NONCE_PLACEHOLDER).join(nonce));
    },
  };
}
