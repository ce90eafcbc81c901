import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers (behaviour §12.4). Every answer, API and SPA alike: no MIME sniffing, no framing, no
 * referrer to other sites, no powerful browser features. HSTS only when the request came over
 * https (TLS here, or a trusted proxy's `X-Forwarded-Proto`): over plain http it would be ignored or,
 * on a mixed deployment, lock a development host out.
 */
export const baseSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  // camera=(self): the barcode dialog's camera (behaviour §10.4), for our own pages only, never a frame's.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** API answers are data, never a document: nothing may load or run from them, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (behaviour §10.14): a worker takes the CSP of its script's answer,
 * and the API's `default-src 'none'` would refuse every fetch it makes. It may fetch our own origin
 * (the shell it caches, the network behind a page) and nothing else; it loads no script.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The service worker's address (src/offline/pwa/keys.ts `SW_URL`; the build writes it at the site's root). */
export const WORKER_PATH = '/sw.js';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The SPA's policy: scripts and style elements only from our origin or carrying this answer's nonce
 * (no 'unsafe-inline' for either). Griffel (Fluent UI's CSS-in-JS) puts the nonce on each style
 * element it creates (`src/app/AppProviders.tsx` reads it from the `csp-nonce` meta tag Vite's
 * `html.cspNonce` writes). Style *attributes* set by script go through the CSSOM (`el.style.x = …`),
 * which CSP does not restrict.
 */
export function spaCsp(nonce: string): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the barcode dialog's zxing-wasm decoder (our own .wasm; no JS eval).
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    // data: the sign-in page's first paint carries its own few glyphs of Vazirmatn (build/first-paint.ts).
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** A fresh nonce for one answer (128 random bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The placeholder `vite.config.ts` sets as `html.cspNonce`; the server replaces it per answer. */
export const NONCE_PLACEHOLDER = '__DAROBAN_CSP_NONCE__';

export function applyBaseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(baseSecurityHeaders);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
}
