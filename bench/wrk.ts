import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, LoadResult } from './load';

/**
 * bench:api's load generator where it is installed (BENCH_LOADGEN=wrk): Debian's `wrk` (C, one thread, epoll),
 * which spends a few µs of CPU a request where `./load.ts`, the leanest Node client, spends 20–70.
 * On the two shared cores every µs the load generator spends is taken from the server it measures
 * and from PostgreSQL; clients of the real portal are on other machines. Same model as `./load.ts`:
 * keep-alive HTTP/1.1 connections, one request at a time each. Its report comes from
 * `./wrk-report.lua`: answers, latency percentiles, non-2xx, socket errors and wrk's own CPU time.
 */
const REPORT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));
const WRK = process.env.WRK ?? 'wrk';

/** Whether wrk can be run here. */
export function hasWrk(): boolean {
  return spawnSync(WRK, ['--version']).error === undefined;
}

export interface WrkResult extends LoadResult {
  /** CPU seconds wrk's process used (all threads). */
  cpuSeconds: number;
}

/** The report line of `./wrk-report.lua` in wrk's output, as a result. */
export function parseReport(output: string): WrkResult {
  const line = output.split('\n').find((l) => l.startsWith('DAROBAN-WRK '));
  if (!line) throw new Error(`wrk printed no report:\n${output.slice(0, 2000)}`);
  const r = JSON.parse(line.slice('DAROBAN-WRK '.length)) as Record<string, number>;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    total: r.requests!,
    rps: Math.round((1e6 * r.requests!) / r.duration_us!),
    p50: ms(r.p50_us!),
    p99: ms(r.p99_us!),
    non2xx: r.non2xx!,
    errors: r.errors!,
    cpuSeconds: r.cpu_s!,
  };
}

export function wrkLoad(options: LoadOptions): Promise<WrkResult> {
  const args = ['-t', '1', '-c', String(options.connections), '-d', `${Math.max(1, Math.round(options.durationMs / 1000))}s`];
  // wrk counts an answer slower than its timeout (2 s by default) as an error and leaves it out of
  // the percentiles; 10 s keeps every answer in them (an answer never comes that late here).
  args.push('--timeout', '10s', '-s', REPORT);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new Error(`BENCH_LOADGEN=wrk needs wrk (apt-get install -y wrk, or WRK=/path): ${error.message}`)));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${output.slice(0, 2000)}`));
      try {
        resolve(parseReport(output));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
