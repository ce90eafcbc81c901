import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { demoDeskFromEnv } from '../../server/config';
import { DEMO_OPERATOR_MOBILE, seedDemoDesk } from '../../server/db/demo-desk';
import { startServer, type TestServer } from './harness';

// behaviour §10.10: `npm start` lets a newcomer try both sides in a minute; production never gets it.
describe('the support desk demo', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ name: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is made on a demo start, never in production', () => {
    expect(demoDeskFromEnv({})).toBe(true);
    expect(demoDeskFromEnv({ SEED: 'none' })).toBe(false);
    expect(demoDeskFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(demoDeskFromEnv({ NODE_ENV: 'production', SEED: 'demo' })).toBe(false);
  });

  it('a demo operator finds tickets and reports waiting, oldest first; a second run adds nothing', async () => {
    await seedDemoDesk(s.app.database, new Date());
    await seedDemoDesk(s.app.database, new Date());
    const { accessToken } = await s.signIn(DEMO_OPERATOR_MOBILE);
    const inbox = await s.call('opsListTickets', { token: accessToken });
    expect(inbox.json.docs.map((t: { status: string }) => t.status)).toEqual(['not checked', 'not checked', 'not checked']);
    expect(inbox.json.docs[0].title).toBe('تمدید اشتراک');
    const reports = await s.call('opsListReports', { token: accessToken });
    expect(reports.json.docs).toHaveLength(2);
    expect(reports.json.docs.every((r: { status: string; medicine: unknown }) => r.status === 'new' && r.medicine !== null)).toBe(true);
    const lapsed = await s.call('opsSearchPharmacies', { token: accessToken, query: { q: 'شفا' } });
    expect(lapsed.json.docs[0].subscription.active).toBe(false);
  });
});

describe('the support desk demo on a first start', () => {
  // The console's browser specs start from a copy of the run's database with the demo added by hand:
  // the start that makes it (what `npm start` does on an empty database) is checked here.
  // Two starts, the first migrating and seeding a small catalogue: longer than a test on a copied template.
  it('a first start on an empty database makes the demo desk; a later start adds nothing', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daroban-demo-desk-'));
    const start = () =>
      buildServer({
        dataDir: dir,
        staticDir: false,
        seed: 'auto',
        seedScale: 20,
        demoDesk: true,
        jwtSecret: 'demo-desk-first-start-secret-not-used-by-any-test',
      });
    const count = async (app: Awaited<ReturnType<typeof start>>) =>
      (
        await app.database.rows<{ tickets: number; operator: boolean }>(
          sql`SELECT (SELECT count(*) FROM tickets)::int AS tickets,
                     EXISTS (SELECT 1 FROM users WHERE mobile = ${DEMO_OPERATOR_MOBILE} AND role = 'operator') AS operator`,
        )
      )[0];
    try {
      const first = await start();
      const made = await count(first);
      await first.close();
      expect(made).toEqual({ tickets: 3, operator: true });
      const again = await start();
      expect(await count(again)).toEqual(made);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
