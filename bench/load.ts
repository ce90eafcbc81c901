import { connect, type Socket } from 'node:net';

/**
 * bench:api's fallback load generator where wrk is not installed (`./wrk.ts`): `connections`
 * keep-alive HTTP/1.1 connections, each sending one GET, waiting for its whole answer, then sending
 * the next, for `durationMs` (as wrk does, without pipelining). It shares the machine's cores with the
 * server it loads and PostgreSQL, so it does as little as an HTTP client can: the request's bytes are
 * built once, and an answer is only framed (status code, then `content-length` or chunked), never
 * parsed further: a body of known length is counted, not copied.
 */
export interface LoadOptions {
  url: string;
  connections: number;
  durationMs: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Answers received within the duration. */
  total: number;
  rps: number;
  /** Latency percentiles, ms (one decimal). */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connections that failed (refused, reset, closed mid-answer). */
  errors: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** An answer's head in `buffer`: its status, where its body starts and its length if it gives one. */
export function readHead(buffer: Buffer): { status: number; bodyStart: number; length?: number } | undefined {
  const headEnd = buffer.indexOf(CRLF2);
  if (headEnd < 0) return undefined;
  const head = buffer.toString('latin1', 0, headEnd);
  if (!/^HTTP\/1\.[01] \d{3}/.test(head)) throw new Error(`not an HTTP answer: ${head.slice(0, 40)}`);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return { status, bodyStart, length: Number(length[1]) };
  // 1xx, 204 and 304 carry no body.
  if (status < 200 || status === 204 || status === 304) return { status, bodyStart, length: 0 };
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return { status, bodyStart };
  // Anything else would end at close, which a keep-alive benchmark cannot use.
  throw new Error(`answer ${status} has neither content-length nor chunked body`);
}

/** Where a chunked body starting at `at` ends (after its last chunk and empty line), or undefined if incomplete. */
function chunkedEnd(buffer: Buffer, at: number): number | undefined {
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size');
    // The last chunk is followed by an empty line (our servers send no trailers).
    at = size === 0 ? lineEnd + 4 : lineEnd + 2 + size + 2;
    if (at > buffer.length) return undefined;
    if (size === 0) return at;
  }
}

/**
 * Where the answer whose head is `head` ends in `buffer`: known from its length (even past what has
 * arrived), or once its chunked body is whole (undefined until then).
 */
function answerEnd(buffer: Buffer, head: { bodyStart: number; length?: number }): number | undefined {
  return head.length === undefined ? chunkedEnd(buffer, head.bodyStart) : head.bodyStart + head.length;
}

/** One whole answer at the start of `buffer`: its status and where it ends, or undefined if incomplete. */
export function frame(buffer: Buffer): { status: number; end: number } | undefined {
  const head = readHead(buffer);
  const end = head && answerEnd(buffer, head);
  return head && end !== undefined && end <= buffer.length ? { status: head.status, end } : undefined;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.protocol !== 'http:') throw new Error(`only http: is supported, not ${url.protocol}`);
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const port = Number(url.port || 80);

  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + options.durationMs;

  const runConnection = (): Promise<void> =>
    new Promise((resolve) => {
      let socket: Socket;
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      let done = false;
      /** A request was sent and its answer is not complete yet. */
      let waiting = false;
      const finish = () => {
        if (done) return;
        done = true;
        socket.destroy();
        resolve();
      };
      const send = () => {
        if (performance.now() >= until) return finish();
        sentAt = performance.now();
        waiting = true;
        socket.write(request);
      };
      // The answer being read: its head is collected until it is whole; a body of known length is
      // then only counted (never copied), a chunked one is framed in the collected bytes.
      let remaining = 0;
      let status = 0;
      const answered = () => {
        waiting = false;
        const now = performance.now();
        if (now <= until) {
          latencies.push(now - sentAt);
          if (status < 200 || status > 299) non2xx += 1;
        }
        send();
      };
      const open = () => {
        pending = Buffer.alloc(0);
        remaining = 0;
        socket = connect({ host: url.hostname, port, noDelay: true }, send);
        socket.on('data', (chunk: Buffer) => {
          if (remaining > 0) {
            if (chunk.length < remaining) {
              remaining -= chunk.length;
              return;
            }
            chunk = chunk.subarray(remaining);
            remaining = 0;
            answered();
            if (done || !chunk.length) return;
          }
          pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
          for (;;) {
            let head: ReturnType<typeof readHead>;
            let end: number | undefined;
            try {
              head = readHead(pending);
              if (!head) return;
              end = answerEnd(pending, head);
            } catch {
              errors += 1;
              return finish();
            }
            if (end === undefined) return; // a chunked body not whole yet
            status = head.status;
            if (end > pending.length) {
              // A body of known length: the rest is counted as it arrives, not collected.
              remaining = end - pending.length;
              pending = Buffer.alloc(0);
              return;
            }
            pending = pending.subarray(end);
            answered();
            if (done || !pending.length) return;
          }
        });
        socket.on('error', () => {
          errors += 1;
          finish();
        });
        socket.on('close', () => {
          // The server closed a kept-alive connection: open another while there is time (an answer it
          // cut short is an error).
          if (done) return;
          if (waiting) errors += 1;
          if (performance.now() < until) open();
          else finish();
        });
      };
      open();
    });

  await Promise.all(Array.from({ length: options.connections }, runConnection));
  const seconds = Math.min(performance.now(), until) - started;
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)) / 10;
  return {
    total: latencies.length,
    rps: Math.round((1000 * latencies.length) / seconds),
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    errors,
  };
}
