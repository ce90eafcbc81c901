import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bench scripts' server: `server/main.ts` in a child process, console SMS, no SPA. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO = '09120000000';
export const SECRET = randomBytes(32).toString('hex');
export const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
/** The Node options `npm start` runs the server with (package.json's `config`): a bench measures the server as it runs. */
const START_OPTIONS: string[] = (
  JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { config: { serverNodeOptions: string } }
).config.serverNodeOptions
  .split(' ')
  .filter(Boolean);

export interface Running {
  child: ChildProcess;
  base: string;
  startupMs: number;
  nextCode: () => Promise<string>;
}

/**
 * `execArgv`: Node options for the server process beside `npm start`'s (e.g. `--cpu-prof` to see where a
 * call's time goes), after tsx's loader, so an `--import` of a TypeScript module works; `onLine`: every line it prints.
 */
export function startServer(env: Record<string, string>, execArgv: string[] = [], onLine?: (line: string) => void): Promise<Running> {
  const started = Date.now();
  const child = spawn(process.execPath, [...START_OPTIONS, '--import', 'tsx', ...execArgv, 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'console',
      LOG: '0',
      SEED_SCALE: String(SCALE),
      STATIC_DIR: 'no-spa',
      JWT_SECRET: SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes: string[] = [];
  const waiting: ((code: string) => void)[] = [];
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        onLine?.(line);
        const otp = /^\[sms\] OTP for \d+: (\d{4})/.exec(line);
        if (otp) {
          const next = waiting.shift();
          const code = otp[1] ?? '';
          if (next) next(code);
          else codes.push(code);
        }
        const ready = /^Daroban: (http:\/\/[^/]+)\//.exec(line);
        if (ready) {
          resolve({
            child,
            base: ready[1] ?? '',
            startupMs: Date.now() - started,
            nextCode: () => (codes.length ? Promise.resolve(codes.shift()!) : new Promise((r) => waiting.push(r))),
          });
        }
      }
    });
  });
}

export async function stopServer(server: Running): Promise<void> {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads a few known fields of the answers
export async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export async function signIn(base: string, nextCode: () => Promise<string>): Promise<string> {
  const post = (path: string, body: object) =>
    json(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/user/v1/send-otp', { mobile: DEMO });
  const code = await nextCode();
  const res = await post('/user/v1/submit-otp', { mobile: DEMO, code });
  return res.data.accessToken;
}

/**
 * A reply for calling a handler outside Fastify (the benchmarks record the statements it sends): a
 * handler that writes its answer itself (`sendJson`) sets the type and sends into nothing.
 */
export function discardingReply(): unknown {
  const reply = { type: () => reply, header: () => reply, send: () => reply };
  return reply;
}
