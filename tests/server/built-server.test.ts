import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * `npm start` runs the server as built JavaScript (`npm run build:server`, then plain `node`): the
 * bundle finds what it reads at run time (openapi.yaml, the migrations' SQL) from `dist-server/`,
 * migrates and seeds a fresh embedded database, and the demo pharmacist signs in and reads a page.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the server built to JavaScript', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: ROOT, timeout: 120_000 });
    server = await startServerProcess(['dist-server/main.js'], { SEED_SCALE: '20', LOG: '0' });
  }, 180_000);

  afterAll(() => server?.stop());

  it('runs with node alone: no TypeScript loader in the process', () => {
    expect(server.child.spawnargs).toEqual([process.execPath, 'dist-server/main.js']);
    expect(server.output()).toContain('catalogue: 20 A + 20 B medicines (demo catalogue seeded now)');
  });

  it('signs the demo pharmacist in and answers a catalogue page', async () => {
    const post = (path: string, body: object) =>
      fetch(`${server.base}/api/user/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('send-otp', { mobile: '09120000000' })).status).toBe(200);
    const otp = /\[sms\] OTP for 09120000000: (\d{4})/;
    await expect.poll(() => otp.exec(server.output())?.[1], { timeout: 10_000 }).toMatch(/^\d{4}$/);
    const code = otp.exec(server.output())![1]!;
    const signedIn = await post('submit-otp', { mobile: '09120000000', code });
    expect(signedIn.status).toBe(200);
    const { data } = (await signedIn.json()) as { data: { accessToken: string } };
    const page = await fetch(`${server.base}/api/medicine/v1/get-all-medicine-a-user?limit=5&page=1`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: { main: { totalDocs: number } } }).data.main.totalDocs).toBe(20);
  });
});
