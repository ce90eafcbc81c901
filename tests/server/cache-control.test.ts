import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_ANSWERS, isPersonal } from '../../server/http/cache-policy';
import { spec, specOperations } from '../contract/spec';
import { type TestServer, backends, startServer } from './harness';
import { staffUser } from './ops-helpers';

/**
 * behaviour §12.4: no answer carrying personal or account data stays in the browser's HTTP cache
 * (after logout a page could read it back with `cache: 'only-if-cached'`). Every operation of
 * openapi.yaml is called, signed in (an admin for the console's), and each answer but the shared
 * ones (server/http/cache-policy.ts) must say `Cache-Control: no-store`, whatever its status.
 */
describe.each(backends)('personal answers are never kept in the HTTP cache, on $name', (backend) => {
  let s: TestServer;
  let pharmacist: string;
  let admin: string;
  let params: Record<string, string>;
  beforeAll(async () => {
    s = await startServer(backend);
    pharmacist = (await s.newUser()).token;
    admin = (await staffUser(s, 'admin')).token;
    expect((await s.call('newTicket', { token: pharmacist, body: { title: 'پرسش', report: 'متن پرسش' } })).status).toBe(200);
    const [medicine] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a ORDER BY seq LIMIT 1`);
    params = {
      medicineId: medicine!.id,
      category: 'A',
      fileName: 'none.jpg',
      gtin: '06260000000000',
      authority: 'A00000000000000000000000000000000000',
    };
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the shared answers are of operations openapi.yaml gives no credential', () => {
    for (const operationId of SHARED_ANSWERS) {
      const op = specOperations.find((o) => o.operationId === operationId);
      expect(op, operationId).toBeDefined();
      expect(spec.paths[op!.path]![op!.method.toLowerCase()]!.security, operationId).toEqual([]);
    }
  });

  it('the profile and the ticket list answer 200 with no-store', async () => {
    for (const operationId of ['getMyProfile', 'ticketListUser']) {
      const res = await s.call(operationId, { token: pharmacist });
      expect(res.status).toBe(200);
      expect(res.response.headers['cache-control'], operationId).toBe('no-store');
    }
  });

  it('every operation of openapi.yaml: a personal one answers no-store, a shared one keeps its own rule', async () => {
    // Logout last: it ends the pharmacist's session.
    const operations = [...specOperations].sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
    const wrong: string[] = [];
    for (const op of operations) {
      const path = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, params[name!] ?? randomUUID()]));
      const res = await s.call(op.operationId, {
        token: op.path.startsWith('/ops/') ? admin : pharmacist,
        params: path,
        body: op.method === 'GET' ? undefined : {},
      });
      expect(res.status, op.operationId).toBeLessThan(500);
      const rule = res.response.headers['cache-control'];
      if (isPersonal(op.operationId) !== (rule === 'no-store')) wrong.push(`${op.operationId} (${res.status}): ${String(rule)}`);
    }
    expect(wrong).toEqual([]);
  });
});
