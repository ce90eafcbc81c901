import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWrk, parseReport, wrkLoad } from '../../bench/wrk';

describe("bench:api's wrk report", () => {
  it('reads the report line among wrk’s own output, in requests a second and milliseconds', () => {
    const output = [
      'Running 5s test @ http://127.0.0.1:1/x',
      '  1 threads and 16 connections',
      'DAROBAN-WRK {"requests":50000,"duration_us":5000000,"p50_us":1649,"p99_us":3951,"non2xx":3,"errors":2,"cpu_s":0.61}',
    ].join('\n');
    expect(parseReport(output)).toEqual({ total: 50_000, rps: 10_000, p50: 1.6, p99: 4, non2xx: 3, errors: 2, cpuSeconds: 0.61 });
  });

  it('refuses an output without its report (wrk failed, or ran without the script)', () => {
    expect(() => parseReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no report/);
  });
});

// Needs Debian's wrk (`apt-get install -y wrk`; .ci/run installs it): without it there is nothing to run.
describe.skipIf(!hasWrk())('wrk as the load generator (BENCH_LOADGEN=wrk)', () => {
  let server: Server;
  let base = '';
  const seen = { total: 0, withToken: 0 };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.total += 1;
      if (request.headers.authorization === 'Bearer t') seen.withToken += 1;
      const missing = request.url === '/every-third-404' && seen.total % 3 === 0;
      response.writeHead(missing ? 404 : 200, { 'content-length': '2' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('counts the answers the server gave (bar those in flight at the end), with the headers it was given and its own CPU', async () => {
    seen.total = seen.withToken = 0;
    const result = await wrkLoad({ url: `${base}/ok`, connections: 4, durationMs: 1000, headers: { authorization: 'Bearer t' } });
    expect(result.total).toBeGreaterThan(100);
    expect(seen.total - result.total).toBeGreaterThanOrEqual(0);
    expect(seen.total - result.total).toBeLessThanOrEqual(4);
    expect(seen.withToken).toBe(seen.total);
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
    expect(result.cpuSeconds).toBeGreaterThan(0);
    expect(result.cpuSeconds).toBeLessThan(2);
  }, 15_000);

  it('counts answers outside 2xx', async () => {
    seen.total = 0;
    const result = await wrkLoad({ url: `${base}/every-third-404`, connections: 2, durationMs: 1000 });
    expect(result.non2xx).toBeGreaterThan(result.total / 4);
    expect(result.non2xx).toBeLessThan(result.total / 2);
  }, 15_000);

  it('fails with what wrk said when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(wrkLoad({ url: `http://127.0.0.1:${port}/`, connections: 1, durationMs: 1000 })).rejects.toThrow(
      /wrk exited 1[\s\S]*Connection refused/,
    );
  }, 15_000);
});
