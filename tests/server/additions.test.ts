import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SPEC_PATH } from '../../server/app';
import { additionsFromEnv, type Contract, operationsOf } from '../../server/http/additions';
import { startServer, type TestServer, backendsFor } from './harness';

const contract = parseYaml(readFileSync(SPEC_PATH, 'utf8')) as Contract;

/** The original product's calls (behaviour §7), as the contract spells them. */
const ORIGINAL_CALLS = [
  'POST /user/v1/send-otp',
  'POST /user/v1/submit-otp',
  'GET /user/v1/get-my-profile',
  'POST /user/v1/register',
  'GET /states/v1/get-state-list',
  'POST /user/v1/logout',
  'GET /user/v1/check-my-profile',
  'PUT /user/v1/update-profile-by-user',
  'GET /medicine/v1/get-all-medicine-a-user',
  'GET /medicine/v1/get-all-medicine-b-user',
  'GET /medicine/v1/get-medicine-a-by-id/{medicineId}',
  'GET /medicine/v1/get-medicine-b-by-id/{medicineId}',
  'POST /report/v1/new_Report',
  'GET /medicine/v1/get-list-medicines-a-sort-change-price-user',
  'GET /medicine/v1/get-list-medicines-b-sort-change-price-user',
  'GET /packages/v1/get-package-list',
  'POST /ticket/v1/new_ticket',
  'GET /ticket/v1/ticket_list_user',
];

/** A concrete URL for an operation's path (any value fills a parameter: the route must not exist at all). */
const urlOf = (key: string) => `/api${key.split(' ')[1]!.replace(/\{\w+\}/g, 'x1')}`;

describe('the contract marks its additions', () => {
  it('every operation but the original calls is marked as an addition', () => {
    const unmarked = operationsOf(contract)
      .filter((op) => !op.addition)
      .map((op) => op.key);
    expect(unmarked.sort()).toEqual([...ORIGINAL_CALLS].sort());
  });

  it('ADDITIONS reads on or off, and refuses anything else', () => {
    expect(additionsFromEnv({})).toBe('on');
    expect(additionsFromEnv({ ADDITIONS: 'off' })).toBe('off');
    expect(additionsFromEnv({ ADDITIONS: 'ON' })).toBe('on');
    expect(() => additionsFromEnv({ ADDITIONS: 'no' })).toThrow(/ADDITIONS must be on or off/);
  });
});

describe.each(backendsFor('http'))('ADDITIONS=off on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend, { additions: 'off' });
  }, 120_000);
  afterAll(() => s?.close());

  it('every addition answers 404 with a Persian message, signed in or not', async () => {
    const { token } = await s.newUser();
    const additions = operationsOf(contract).filter((op) => op.addition);
    expect(additions.length).toBeGreaterThan(10);
    for (const op of additions) {
      const [method] = op.key.split(' ');
      const response = await s.app.inject({
        method: method as 'GET',
        url: urlOf(op.key),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(response.statusCode, op.key).toBe(404);
      expect(response.json().message, op.key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('the original calls still answer: sign-in, the profile, a list, the packages', async () => {
    const { token } = await s.newUser();
    expect((await s.call('getMyProfile', { token })).status).toBe(200);
    expect((await s.call('getStateList')).status).toBe(200);
    expect((await s.call('getAllMedicineAUser', { token, query: { limit: 15, page: 1 } })).status).toBe(200);
    expect((await s.call('getPackageList', { token, query: { limit: 10, page: 1 } })).status).toBe(200);
  });
});
