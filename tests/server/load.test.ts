import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frame, load, readHead } from '../../bench/load';

/** The benchmark's own load generator counts every answer once, frames both kinds of body, and tells errors apart. */
describe('the lean load generator (bench:api)', () => {
  let server: Server;
  let base = '';
  const seen = { total: 0 };
  const big = 'x'.repeat(200_000); // arrives in many chunks

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.total += 1;
      if (request.headers.authorization !== 'Bearer t') return void response.writeHead(401, { 'content-length': '0' }).end();
      if (request.url === '/big') return void response.writeHead(200, { 'content-length': String(big.length) }).end(big);
      if (request.url === '/chunked') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('first,');
        setImmediate(() => response.end('second'));
        return;
      }
      if (request.url === '/cut') {
        response.writeHead(200, { 'content-length': '10' });
        response.write('abc');
        setImmediate(() => request.socket.destroy());
        return;
      }
      if (request.url === '/every-third-404') {
        const missing = seen.total % 3 === 0;
        return void response.writeHead(missing ? 404 : 200, { 'content-length': '2' }).end('ok');
      }
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const run = async (path: string, headers = { authorization: 'Bearer t' }) => {
    seen.total = 0;
    const result = await load({ url: `${base}${path}`, connections: 4, durationMs: 400, headers });
    return { result, served: seen.total };
  };

  it('counts each answer of a body in many chunks once (the server served as many, bar the last in flight)', async () => {
    const { result, served } = await run('/big');
    expect(result.total).toBeGreaterThan(10);
    expect(served - result.total).toBeGreaterThanOrEqual(0);
    expect(served - result.total).toBeLessThanOrEqual(4);
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });

  it('frames chunked answers and answers without a body', async () => {
    for (const path of ['/chunked', '/empty']) {
      const { result, served } = await run(path);
      expect(result.total, path).toBeGreaterThan(10);
      expect(served - result.total, path).toBeLessThanOrEqual(4);
      expect(result.errors, path).toBe(0);
    }
  });

  it('counts answers outside 2xx', async () => {
    const { result } = await run('/every-third-404');
    expect(result.non2xx).toBeGreaterThan(result.total / 4);
    expect(result.non2xx).toBeLessThan(result.total / 2);
    expect((await run('/big', { authorization: 'Bearer wrong' })).result.non2xx).toBeGreaterThan(10);
  });

  it('counts an answer the server cut short as an error, never as an answer', async () => {
    const { result, served } = await run('/cut');
    expect(result.total).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
    expect(result.errors).toBeLessThanOrEqual(served);
  });

  it('reads heads and frames', () => {
    const head = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello');
    expect(readHead(head)).toEqual({ status: 200, bodyStart: head.length - 5, length: 5 });
    expect(readHead(Buffer.from('HTTP/1.1 200 OK\r\nContent-Len'))).toBeUndefined();
    const chunked = Buffer.from('HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n');
    expect(frame(chunked)).toEqual({ status: 404, end: chunked.length });
    expect(frame(chunked.subarray(0, chunked.length - 2))).toBeUndefined();
    expect(() => readHead(Buffer.from('SSH-2.0\r\n\r\n'))).toThrow();
  });
});
