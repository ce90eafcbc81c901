import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` runs the server as built JavaScript (`npm run build:server`, then plain `node`): the
 * bundle finds what it reads at run time (openapi.yaml, the migrations' SQL) from `dist-server/`,
 * migrates and seeds a fresh embedded database, and the demo pharmacist signs in and reads a page.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the server built to JavaScript', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'daroban-built-'));
  let child: ChildProcess;
  let output = '';
  let base = '';

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: ROOT, timeout: 120_000 });
    child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_SCALE: '20',
        STATIC_DIR: join(dataDir, 'no-dist'),
        SMS_PROVIDER: 'console',
        NODE_ENV: 'development',
        LOG: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    base = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const ready = /^Daroban: (http:\/\/[^/\s]+)\//m.exec(output);
        if (ready) {
          clearInterval(timer);
          resolve(ready[1]!);
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`server exited with ${code}:\n${output}`));
      });
    });
  }, 180_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with node alone: no TypeScript loader in the process', () => {
    expect(child.spawnargs).toEqual([process.execPath, 'dist-server/main.js']);
    expect(output).toContain('catalogue: 20 A + 20 B medicines (demo catalogue seeded now)');
  });

  it('signs the demo pharmacist in and answers a catalogue page', async () => {
    const post = (path: string, body: object) =>
      fetch(`${base}/api/user/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('send-otp', { mobile: '09120000000' })).status).toBe(200);
    const otp = /\[sms\] OTP for 09120000000: (\d{4})/;
    await expect.poll(() => otp.exec(output)?.[1], { timeout: 10_000 }).toMatch(/^\d{4}$/);
    const code = otp.exec(output)![1]!;
    const signedIn = await post('submit-otp', { mobile: '09120000000', code });
    expect(signedIn.status).toBe(200);
    const { data } = (await signedIn.json()) as { data: { accessToken: string } };
    const page = await fetch(`${base}/api/medicine/v1/get-all-medicine-a-user?limit=5&page=1`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: { main: { totalDocs: number } } }).data.main.totalDocs).toBe(20);
  });
});
