import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
