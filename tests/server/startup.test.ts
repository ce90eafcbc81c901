import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * `npm run serve` as an operator meets it: the process is started for real (tsx server/main.ts) on a
 * fresh embedded database, its output captured as a log collector would (not a terminal).
 */
describe('start-up, as an operator reads it', () => {
  let server: ServerProcess;
  const output = () => server.output();

  beforeAll(async () => {
    server = await startServerProcess(['--import', 'tsx', 'server/main.ts'], { SEED_SCALE: '40' });
  }, 120_000);

  afterAll(() => server?.stop());

  it('prints once where it listens, the database, the seeded catalogue and how to sign in as the demo user', () => {
    const summary = output().slice(output().indexOf('Daroban: '));
    expect(summary).toMatch(/^Daroban: http:\/\/127\.0\.0\.1:\d+\/ \(API at http:\/\/127\.0\.0\.1:\d+\/api\)$/m);
    expect(summary).toContain(`database:  PGlite (${server.dataDir})`);
    expect(summary).toContain('catalogue: 40 A + 40 B medicines (demo catalogue seeded now)');
    expect(summary).toMatch(/sign in: {3}demo pharmacist 09120000000; the 4-digit code prints here when asked for/);
    expect(summary).toMatch(/console: {3}demo operator 09120000001 at \/ops/);
    expect(summary).toContain('no built SPA');
    expect(output().match(/^Daroban: /gm)).toHaveLength(1);
  });

  it('starts without a single warning (no "ContentTypeParser … not found" for the photo types)', () => {
    const warnings = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 40);
    expect(warnings).toEqual([]);
    expect(output()).not.toContain('ContentTypeParser');
  });

  it('logs JSON lines when its output is not a terminal, and the console code line stays plain text', async () => {
    const answer = await fetch(`${server.base}/api/user/v1/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '09351234567' }),
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => /^\[sms\] OTP for 09351234567: \d{4}$/m.test(output()), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        () =>
          output()
            .split('\n')
            .some((line) => line.startsWith('{') && line.includes('"url":"/api/user/v1/send-otp"')),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });

  it("an image body on an API call is refused with the contract's Persian 415, not parsed", async () => {
    const answer = await fetch(`${server.base}/api/user/v1/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(answer.status).toBe(415);
    const body = (await answer.json()) as { message: string };
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
