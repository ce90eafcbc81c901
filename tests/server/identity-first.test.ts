import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec, specOperations } from '../contract/spec';
import { type TestServer, backends, startServer } from './harness';

/**
 * Behaviour §6: the server checks who calls before it reads what the call sends. Every operation of
 * openapi.yaml that needs a token, called with a body, query and path it would refuse and no token,
 * answers 401, never 400; every console operation called so by a pharmacist answers 403.
 */
type Json = Record<string, unknown>;
const operationOf = (path: string, method: string) => spec.paths[path]![method.toLowerCase()] as Json;
const needsToken = (path: string, method: string) => {
  const security = (operationOf(path, method).security ?? spec.security) as unknown[];
  return security.length > 0;
};
const secured = specOperations.filter((op) => needsToken(op.path, op.method));
const consoleOps = secured.filter((op) => op.path.startsWith('/ops/'));

/** A body no operation takes (an unknown field, the wrong type), and path and query values that are not ids. */
const request = (path: string, method: string, token?: string) => ({
  method: method as 'POST',
  url: `/api${path.replace(/\{\w+\}/g, 'not-an-id')}?limit=abc&page=-1`,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  payload: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ bogus: [1, 2, 3], title: 42 }),
});

describe.each(backends)('identity first ($name)', (backend) => {
  let s: TestServer;
  let pharmacist = '';
  beforeAll(async () => {
    s = await startServer(backend);
    pharmacist = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('walks the console and the signed-in operations', () => {
    expect(consoleOps.length).toBeGreaterThan(20);
    expect(secured.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['opsAnswerTicket', 'opsAssignTicket', 'opsAddTicketNote', 'newTicket']),
    );
  });

  it('no token and a bad request: 401 from every operation that needs a token', async () => {
    const wrong: string[] = [];
    for (const op of secured) {
      const response = await s.app.inject(request(op.path, op.method));
      if (response.statusCode !== 401) wrong.push(`${op.method} ${op.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a pharmacist's token and a bad request: 403 from every console operation", async () => {
    const wrong: string[] = [];
    for (const op of consoleOps) {
      const response = await s.app.inject(request(op.path, op.method, pharmacist));
      if (response.statusCode !== 403) wrong.push(`${op.method} ${op.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
