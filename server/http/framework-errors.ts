import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from './messages';
import { baseSecurityHeaders } from './security-headers';

/**
 * Fastify's own answers in the contract's shape (behaviour §12.3): a Persian `{ message }`, never
 * Fastify's English `{ error, code, message, statusCode }`.
 */

/** Errors the router raises before any route runs: a bad percent-encoding, a path parameter over the length limit. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? messages.urlTooLong : messages.badUrl;
  void reply.code(400).send({ message });
}

/**
 * Errors of Node's HTTP parser (no request object exists yet): headers over the size limit (431),
 * a request not received within the request timeout (408), any other malformed request (400),
 * e.g. raw (unencoded) non-ASCII bytes in the address.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message: string = messages.badRequestLine;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = messages.requestTimeout;
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = messages.headersTooLarge;
  }
  if (socket.writable) {
    const body = JSON.stringify({ message });
    const headers = Object.entries({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...baseSecurityHeaders,
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy(error);
}
