import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../contract/spec';
import { startServer, type TestServer, backendsFor } from './harness';
import { ADMIN_ONLY, auditCount, opsOperations, staffUser } from './ops-helpers';

type Json = Record<string, unknown>;

/**
 * Valid bodies for the operations whose request body has no `example` in openapi.yaml: a request that
 * passes validation, so the answer is the role check's and not a 400.
 */
const BODIES: Record<string, unknown> = {
  opsAssignTicket: { assigneeId: null },
  opsAddTicketNote: { note: 'یادداشت آزمون' },
  opsUpdatePackage: { name: 'بسته آزمون', days: 30, price: 100_000 },
};

const SOME_ID = '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10';

/** A parameter of openapi.yaml, its `$ref` followed. */
function parameterOf(raw: Json): Json {
  const ref = raw.$ref as string | undefined;
  return ref ? ((spec.components as Json & { parameters: Record<string, Json> }).parameters[ref.split('/').pop()!] as Json) : raw;
}

/** A value a parameter's schema accepts: its enum's first, else an id. */
const valueOf = (parameter: Json) => ((parameter.schema as { enum?: string[] } | undefined)?.enum?.[0] ?? SOME_ID) as string;

/** Bodies of the operations that take a file rather than JSON (their media type and content). */
const FILE_BODIES: Record<string, { type: string; body: string }> = {
  opsUploadPriceImport: { type: 'text/csv', body: 'code,price,date\n1,2,2026-11-01' },
  opsReadPriceImportLayout: { type: 'text/csv', body: 'code,price,date\n1,2,2026-11-01' },
};

function requestOf(operationId: string, path: string, method: string) {
  const raw = spec.paths[path]![method.toLowerCase()] as Json & {
    parameters?: Json[];
    requestBody?: { content: Record<string, { example?: unknown }> };
  };
  const parameters = (raw.parameters ?? []).map(parameterOf);
  const params = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name as string, valueOf(p)]));
  const query = Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name as string, valueOf(p)]));
  if (!raw.requestBody) return { params, query };
  const file = FILE_BODIES[operationId];
  if (file) return { params, query, body: file.body, rawBody: file.body, headers: { 'content-type': file.type } };
  const body = raw.requestBody.content['application/json']?.example ?? BODIES[operationId];
  return { params, query, body };
}

// behaviour §10.10: whatever the request says, only operators and admins reach the desk.
describe.each(backendsFor('http'))('the support desk is for operators and admins only, on $name', (backend) => {
  let s: TestServer;
  let pharmacist: string;
  let operator: string;
  beforeAll(async () => {
    s = await startServer(backend);
    pharmacist = (await s.newUser()).token;
    operator = (await staffUser(s, 'operator')).token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('walks every operation of the ops tag in openapi.yaml (there are some, and each has a valid request here)', () => {
    expect(opsOperations.length).toBeGreaterThanOrEqual(20);
    for (const op of opsOperations) {
      const request = requestOf(op.operationId, op.path, op.method);
      const raw = spec.paths[op.path]![op.method.toLowerCase()] as Json;
      if (raw.requestBody) expect(request.body, `a valid body for ${op.operationId} (an example in openapi.yaml or BODIES)`).toBeDefined();
      expect(op.responses, op.operationId).toHaveProperty('401');
      expect(op.responses, op.operationId).toHaveProperty('403');
    }
  });

  it('every ops operation: 401 without a token, 403 to a pharmacist, and writes nothing', async () => {
    const before = await auditCount(s);
    const seen: string[] = [];
    for (const op of opsOperations) {
      const request = requestOf(op.operationId, op.path, op.method);
      const anonymous = await s.call(op.operationId, request);
      expect(anonymous.status, `${op.operationId} without a token`).toBe(401);
      const refused = await s.call(op.operationId, { ...request, token: pharmacist });
      expect(refused.status, `${op.operationId} with a pharmacist's token`).toBe(403);
      expect(refused.json.message).toBe('این بخش فقط برای کارشناسان پشتیبانی است.');
      seen.push(op.operationId);
    }
    expect(seen.length).toBe(opsOperations.length);
    expect(await auditCount(s)).toBe(before);
  });

  it("the operators' list and its writes are the admin's: 403 to an operator; the rest of the desk is the operator's", async () => {
    for (const op of opsOperations) {
      const request = requestOf(op.operationId, op.path, op.method);
      const answer = await s.call(op.operationId, { ...request, token: operator });
      if (ADMIN_ONLY.has(op.operationId)) {
        expect(answer.status, op.operationId).toBe(403);
        expect(answer.json.message).toBe('این کار فقط از مدیر سامانه برمی‌آید.');
      } else {
        expect(answer.status, `${op.operationId} for an operator`).not.toBe(403);
        expect(answer.status, `${op.operationId} for an operator`).not.toBe(401);
      }
    }
  });

  it('the role is read from the user row on every call: a token signed before a change follows it at once', async () => {
    const user = await staffUser(s, 'pharmacist');
    expect((await s.call('opsListTickets', { token: user.token })).status).toBe(403);
    await s.sql(`UPDATE users SET role = 'operator' WHERE id = $1`, [user.id]);
    expect((await s.call('opsListTickets', { token: user.token })).status).toBe(200);
    await s.sql(`UPDATE users SET role = 'pharmacist' WHERE id = $1`, [user.id]);
    expect((await s.call('opsListTickets', { token: user.token })).status).toBe(403);
  });

  it('the access token carries the role at sign-in; the profile shows it', async () => {
    const user = await staffUser(s, 'admin');
    const { accessToken } = await s.signIn(user.mobile);
    expect(decodeJwt(accessToken).role).toBe('admin');
    expect((await s.call('getMyProfile', { token: accessToken })).json.data.role).toBe('admin');
    const fresh = await s.newUser();
    expect(decodeJwt(fresh.token).role).toBe('pharmacist');
  });
});
