import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/http/messages';
import { specOperations } from '../contract/spec';
import { type TestServer, startServer, backendsFor } from './harness';

/**
 * A POST or PUT that takes a JSON body but arrives without one (no body, `content-length: 0`, an
 * empty JSON text) answers the contract's 400 in Persian, signed in or not: never a 500, and never
 * a handler reading a body that is not there.
 */
const withBody = specOperations.filter((op) => op.method === 'POST' || op.method === 'PUT');

describe.each(backendsFor('http'))('requests without a body ($name)', (backend) => {
  let s: TestServer;
  let token = '';
  beforeAll(async () => {
    s = await startServer(backend);
    token = (await s.newUser()).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const shapes: [string, Record<string, string>, string | undefined][] = [
    ['no body at all', {}, undefined],
    ['content-length: 0', { 'content-type': 'application/json', 'content-length': '0' }, ''],
    ['an empty JSON text', { 'content-type': 'application/json' }, '   '],
  ];

  it.each(shapes)('%s: no operation answers 5xx', async (_name, headers, payload) => {
    const fiveHundreds: string[] = [];
    for (const op of withBody) {
      for (const auth of [false, true]) {
        const url = `/api${op.path.replace(/\{\w+\}/g, '1')}`;
        const response = await s.app.inject({
          method: op.method as 'POST',
          url,
          headers: { ...headers, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
          payload,
        });
        if (response.statusCode >= 500)
          fiveHundreds.push(`${op.operationId} (${auth ? 'signed in' : 'anonymous'}): ${response.statusCode}`);
      }
    }
    expect(fiveHundreds).toEqual([]);
  });

  it.each(shapes)('%s: an operation that needs a body answers 400 in Persian', async (_name, headers, payload) => {
    const expected: Record<string, string> = {
      sendOtp: messages.mobileFormat,
      submitOtp: messages.mobileFormat,
      newTicket: messages.titleAndText,
    };
    // The walk above signed out (logout): identity is checked first, so a fresh token.
    const fresh = (await s.newUser()).token;
    for (const operationId of Object.keys(expected)) {
      const op = specOperations.find((o) => o.operationId === operationId)!;
      const response = await s.app.inject({
        method: op.method as 'POST',
        url: `/api${op.path}`,
        headers: { ...headers, authorization: `Bearer ${fresh}` },
        payload,
      });
      expect(response.statusCode, operationId).toBe(400);
      expect(response.json().message, operationId).toBe(expected[operationId]);
    }
  });
});
