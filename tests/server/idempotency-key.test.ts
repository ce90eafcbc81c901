import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/http/messages';
import { spec } from '../contract/spec';
import { type TestServer, backends, startServer } from './harness';

/**
 * The `Idempotency-Key` header (behaviour §10.15) is checked as openapi.yaml states it: 8 to 100
 * characters of `A–Z a–z 0–9 - _`. A longer key never reaches the unique index (a 3 KB random key
 * was a 500 there: PostgreSQL's index rows hold at most 2,704 bytes).
 */
const MAX = 100;
const randomKey = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

describe.each(backends)('the Idempotency-Key header, on $name', (backend) => {
  let s: TestServer;
  let user: { token: string; mobile: string };
  let medicineId: string;
  beforeAll(async () => {
    s = await startServer(backend);
    user = await s.newUser();
    medicineId = (await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a ORDER BY seq LIMIT 1`))[0]!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const stored = async (key: string) =>
    (
      await s.sql<{ n: number }>(
        `SELECT (SELECT count(*) FROM tickets WHERE idempotency_key = $1) + (SELECT count(*) FROM reports WHERE idempotency_key = $1) AS n`,
        [key],
      )
    ).map((r) => Number(r.n))[0];
  const write = (operationId: 'newTicket' | 'newReport', key: string) =>
    s.call(operationId, {
      token: user.token,
      headers: { 'idempotency-key': key },
      body:
        operationId === 'newTicket'
          ? { title: 'پرسش', report: 'متن پرسش' }
          : { title: 'قیمت اشتباه', report: 'قیمت یکسان نیست', medicenID_A: medicineId },
    });

  it('openapi.yaml states the limit the server keeps', () => {
    for (const path of ['/ticket/v1/new_ticket', '/report/v1/new_Report']) {
      const parameters = spec.paths[path]!.post!.parameters as { name: string; schema: { maxLength: number } }[];
      expect(parameters.find((p) => p.name === 'Idempotency-Key')?.schema.maxLength).toBe(MAX);
    }
  });

  it.each(['newTicket', 'newReport'] as const)(
    '%s: a 3 KB key, one over the limit, or a bad character is a Persian 400 that stores nothing',
    async (op) => {
      for (const key of [randomKey(3_000), randomKey(MAX + 1), 'short', `${randomKey(20)} x`]) {
        const refused = await write(op, key);
        expect(refused.status, `a key of ${key.length} characters`).toBe(400);
        expect(refused.json.message).toBe(messages.idempotencyKey);
        expect(await stored(key)).toBe(0);
      }
    },
  );

  it.each(['newTicket', 'newReport'] as const)('%s: a key of exactly the limit is kept, and its retry stores nothing more', async (op) => {
    const key = randomKey(MAX);
    expect((await write(op, key)).status).toBe(200);
    expect((await write(op, key)).status).toBe(200);
    expect(await stored(key)).toBe(1);
  });
});
