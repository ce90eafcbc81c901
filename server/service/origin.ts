import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from './types';

/**
 * The portal's origin for the links it hands out (the gateway's pages and return address, the SMS sign-in link): PUBLIC_URL, else the address this
 * server listens on. Never the request's Host header: a client chooses it, and the sandbox page
 * would then send the browser wherever it said.
 */
export function publicOrigin(ctx: ServiceContext, request: FastifyRequest): string {
  if (ctx.publicUrl) return ctx.publicUrl;
  const address = request.server.server.address();
  if (address === null || typeof address === 'string') return 'http://localhost';
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
