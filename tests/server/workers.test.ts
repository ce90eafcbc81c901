import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pg from 'pg';

/** behaviour §11.5: `WORKERS=N` runs N API processes on one port; PGlite refuses more than one. */
function run(env: Record<string, string>, untilReady: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: 'no-dist',
      SMS_PROVIDER: 'console',
      LOG: '0',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = untilReady
    ? new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /^Daroban: (http:\/\/[^/\s]+)\//m.exec(output);
          if (m) {
            clearInterval(timer);
            resolve(m[1]!);
          }
        }, 100);
        void exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`server exited with ${code}:\n${output}`));
        });
      })
    : Promise.resolve('');
  return { child, exited, ready, output: () => output };
}

describe('WORKERS', () => {
  it('WORKERS=2 without DATABASE_URL is refused with a clear message (PGlite is one process)', async () => {
    const p = run({ WORKERS: '2', DATABASE_URL: '' }, false);
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('WORKERS=2 needs DATABASE_URL');
    expect(p.output()).toContain('PGlite');
  }, 60_000);

  it('WORKERS that is not a whole number from 1 to 64 is refused', async () => {
    for (const value of ['0', 'two']) {
      const p = run({ WORKERS: value, DATABASE_URL: '' }, false);
      expect(await p.exited).toBe(1);
      expect(p.output()).toContain('WORKERS must be a whole number');
    }
  }, 120_000);

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    'WORKERS=2 on PostgreSQL: two processes answer on one port, one summary, SIGTERM stops them all',
    async () => {
      const name = `daroban_w_${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const u = new URL(url!);
      u.pathname = `/${name}`;
      const p = run({ WORKERS: '2', DATABASE_URL: u.toString(), SEED_SCALE: '30' }, true);
      try {
        const base = await p.ready;
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/medicine/v1/get-all-medicine-a-user`)));
        expect(answers.map((r) => r.status)).toEqual(Array(20).fill(401));
        expect(p.output()).toContain('processes: 2 API workers (node:cluster) on one port');
        expect(p.output().match(/^Daroban: /gm)).toHaveLength(1);
        // Two worker processes, children of the primary.
        const children = readdirSync('/proc')
          .filter((d) => /^\d+$/.test(d))
          .filter((d) => {
            try {
              return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(p.child.pid);
            } catch {
              return false;
            }
          });
        expect(children).toHaveLength(2);
        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
      } finally {
        p.child.kill('SIGKILL');
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    180_000,
  );
});
