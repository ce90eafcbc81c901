/**
 * The built portal on a port of its own for the measuring scripts (`scripts/lighthouse.ts`,
 * `scripts/trace-route.ts`): a fresh PGlite database in `dataDir`, the console SMS sender (the
 * codes are read from its log) and `staticDir` as the app.
 */
import { spawn } from 'node:child_process';

export async function startPortal(port: number, dataDir: string, staticDir = 'dist') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'console',
      LOG: '0',
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Daroban: http')) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    if (Date.now() - started > 180_000) throw new Error('the server did not start in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, codeFor: (mobile: string) => [...output.matchAll(new RegExp(`OTP for ${mobile}: (\\d+)`, 'g'))].at(-1)?.[1] };
}

/** One call of the portal's API, answered 2xx (anything else throws). */
export async function api<T>(base: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
