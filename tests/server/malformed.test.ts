import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/config';
import { messages } from '../../server/http/messages';
import { checkResponse } from '../contract/spec';
import { type TestServer, startServer } from './harness';

/**
 * Malformed requests over a real socket (behaviour §12.3): what Node's HTTP parser and Fastify's router
 * refuse before any route runs must still answer the contract's Persian `{ message }`, with a status
 * openapi.yaml declares. (The contract fuzzer covers the rest through `inject`.)
 */
let s: TestServer;
let port = 0;

beforeAll(async () => {
  s = await startServer({ name: 'pglite' }, { requestTimeoutMs: 1_500 });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await s?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** Writes raw bytes (then optionally more after a pause) and reads the answer until the server closes or answers. */
function raw(chunks: (Buffer | string)[], pauseMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('connect', async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0 && pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        if (!socket.destroyed) socket.write(chunk);
      }
    });
    socket.on('data', (d) => {
      received.push(d);
      const text = Buffer.concat(received).toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(text)?.[1];
      if (head > 0 && length && Buffer.byteLength(text.slice(head + 4)) >= Number(length)) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      if (!head) return reject(new Error('no answer'));
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), ms: Date.now() - started });
    });
  });
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

function expectContract(operationId: string, answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const json = JSON.parse(answer.body);
  expect(json).toEqual({ message });
  expect(checkResponse(operationId, answer.status, answer.headers['content-type'], json)).toEqual([]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe("malformed requests answer the contract, never Fastify's English nor a 500", () => {
  it('headers over the size limit: 431 in Persian', async () => {
    const answer = await raw([get('/api/states/v1/get-state-list', `X-Big: ${'a'.repeat(20_000)}\r\n`)]);
    expectContract('getStateList', answer, 431, messages.headersTooLarge);
  });

  it('an unencoded Persian query (raw UTF-8 bytes in the address): 400 in Persian', async () => {
    const answer = await raw([Buffer.from(get('/api/medicine/v1/get-all-medicine-a-user?search=آموکسی'), 'utf8')]);
    expectContract('getAllMedicineAUser', answer, 400, messages.badRequestLine);
  });

  it('a bad percent-encoding in a path parameter, and a parameter over the length limit: 400 in Persian', async () => {
    expectContract('getMedicineAById', await raw([get('/api/medicine/v1/get-medicine-a-by-id/%E0%A4%A')]), 400, messages.badUrl);
    expectContract('getMedicinePhoto', await raw([get(`/api/medicine/v1/photo/${'x'.repeat(300)}.png`)]), 400, messages.urlTooLong);
  });

  it('a body that arrives too slowly: 408 in Persian once the request timeout passes (the connection is closed)', async () => {
    const head =
      'POST /api/user/v1/send-otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{"mob';
    const answer = await raw([head, 'ile"'], 300);
    expectContract('sendOtp', answer, 408, messages.requestTimeout);
    expect(answer.ms).toBeGreaterThanOrEqual(1_400);
    expect(answer.ms).toBeLessThan(6_000);
  });

  it('only application/json bodies are read: text/plain, a form or no content type answer 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/v1/send-otp',
        headers: type ? { 'content-type': type } : {},
        payload: JSON.stringify({ mobile: '09121234567' }),
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: messages.unsupportedMediaType });
    }
  });

  it('NUL and lone surrogates are refused with a Persian 400 by the guard, in bodies, queries and path parameters', async () => {
    const { token } = await s.newUser();
    const ticket = await s.call('newTicket', { token, rawBody: '{"title":"a\\u0000b","report":"متن"}' });
    expect(ticket.status).toBe(400);
    expect(ticket.json.message).toBe(messages.invalidText);
    const surrogate = await s.call('newTicket', { token, rawBody: '{"title":"\\ud800","report":"متن"}' });
    expect(surrogate.json.message).toBe(messages.invalidText);
    const list = await s.call('getAllMedicineAUser', { token, query: { search: 'a\u0000' } });
    expect(list.status).toBe(400);
    expect(list.json.message).toBe(messages.invalidText);
    const detail = await s.call('getMedicineAById', { token, params: { medicineId: 'a\u0000' } });
    expect(detail.status).toBe(400);
    // Nothing was stored.
    const [{ n }] = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE title LIKE 'a%b' OR title = '\uFFFD'`);
    expect(n).toBe(0);
    // RTL marks and ZWNJ are text: accepted.
    const rtl = await s.call('newTicket', { token, body: { title: '\u200Fقیمت\u200Cها', report: '\u202Bمتن\u202C' } });
    expect(rtl.status).toBe(200);
  });

  it('behind a trusted proxy a spoofed X-Forwarded-For does not change the client address; a 3,000-character one is a key like any other (hashed)', async () => {
    const proxied = await startServer({ name: 'pglite' }, { trustProxy: ['10.0.0.1', '127.0.0.1'], limits: { sendOtpPerIp: 3 } });
    try {
      // Through the proxy: the address is the one the proxy appended; whatever the client put before it is ignored.
      const send = (xff: string, mobile: string, remoteAddress = '10.0.0.1') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/user/v1/send-otp',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          payload: JSON.stringify({ mobile }),
          remoteAddress,
        });
      const spoofed = [];
      for (let i = 0; i < 4; i++) spoofed.push((await send(`198.51.100.${i}, 203.0.113.7`, `0935555000${i}`)).statusCode);
      expect(spoofed).toEqual([200, 200, 200, 429]);
      expect((await send('198.51.100.9, 203.0.113.8', '09355550009')).statusCode).toBe(200);
      // A client that reaches the port directly cannot pick its address: each new X-Forwarded-For
      // still counts against the address it connects from.
      const direct = [];
      for (let i = 0; i < 4; i++) direct.push((await send(`203.0.113.${20 + i}`, `0935555100${i}`, '192.0.2.50')).statusCode);
      expect(direct).toEqual([200, 200, 200, 429]);
      expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
      expect(() => parseTrustProxy('1')).toThrow(/would trust whoever connects.*TRUST_PROXY=10\.0\.0\.1/);
      expect(() => parseTrustProxy('true')).toThrow(/would trust whoever connects/);
      // A /0 is everyone too: the same refusal, not proxy-addr's bare TypeError at start-up.
      for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.1, 10.0.0.0/00']) {
        expect(() => parseTrustProxy(everyone), everyone).toThrow(
          /^TRUST_PROXY=\S+\/0+ would trust whoever connects.*TRUST_PROXY=10\.0\.0\.1/,
        );
      }
      expect(parseTrustProxy('0.0.0.0/1, fd00::/8')).toEqual(['0.0.0.0/1', 'fd00::/8']);
      expect(() => parseTrustProxy('10.0.0.1, proxy.local')).toThrow(/not "proxy.local"/);
      expect(parseTrustProxy('')).toBeUndefined();
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/user/v1/send-otp',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '1'.repeat(3_000) },
        payload: JSON.stringify({ mobile: '09121234599' }),
      });
      expect(res.statusCode).toBe(200);
      const keys = await proxied.sql<{ bucket: string }>('SELECT DISTINCT bucket FROM rate_limits');
      for (const { bucket } of keys) expect(bucket).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await proxied.close();
    }
  });
});
