import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../server/app';
import { type TestServer, startServer } from '../server/harness';
import { type SpecOperation, checkResponse, spec, specOperations } from './spec';

/**
 * The contract fuzzer (behaviour §12.3). For every operation of openapi.yaml (read from the file, so new
 * operations are covered without touching this test): a valid request, then wrong types, missing and
 * unknown fields, huge and unicode-edge strings (NUL, lone surrogates, RTL and bidi marks, ZWNJ),
 * out-of-range numbers, invalid JSON, other content types, bad percent-encodings and oversized path
 * parameters, with and without a valid token; then random mutations from fast-check with a fixed
 * seed. Every answer must be declared for its operation in openapi.yaml and match its schema; no
 * answer may be a 5xx. Requests go through `app.inject` (no network).
 */
const SEED = 13_013;
const RANDOM_PER_OPERATION = 48;
const MIN_REQUESTS = 2_000;
/** Stands for the operation's current refresh token in a built case (replaced when sent). */
const REFRESH_MARKER = '@@refresh-token@@';

type Json = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema nodes are loosely typed
type Schema = any;

/** Resolves local `$ref`s (`#/components/...`) of openapi.yaml. */
function deref<T = Schema>(node: T): T {
  let current: Schema = node;
  for (let i = 0; i < 20 && current && typeof current === 'object' && typeof current.$ref === 'string'; i++) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Schema>((n, key) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return current as T;
}

interface Param {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

interface Operation extends SpecOperation {
  params: Param[];
  /** The JSON schema of the request body, when the operation takes one. */
  body?: Schema;
  bodyRequired: boolean;
  secured: boolean;
}

/** Operations of the `ops` tag (the support desk). */
const opsIds = new Set(
  specOperations
    .filter((op) => ((spec.paths[op.path] as Json)[op.method.toLowerCase()] as { tags?: string[] }).tags?.includes('ops'))
    .map((op) => op.operationId),
);

const operations: Operation[] = specOperations.map((op) => {
  const raw = (spec.paths[op.path] as Json)[op.method.toLowerCase()] as Json;
  const pathItemParams = ((spec.paths[op.path] as Json).parameters as Json[] | undefined) ?? [];
  const params = [...pathItemParams, ...((raw.parameters as Json[] | undefined) ?? [])].map((p) => {
    const d = deref(p) as Json;
    return { name: d.name as string, in: d.in as Param['in'], required: d.required === true, schema: deref(d.schema ?? {}) };
  });
  const requestBody = raw.requestBody ? (deref(raw.requestBody) as Json) : undefined;
  const jsonBody = (requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
  const security = (raw.security ?? spec.security ?? []) as unknown[];
  return {
    ...op,
    params,
    body: jsonBody ? deref(jsonBody.schema ?? {}) : undefined,
    bodyRequired: requestBody?.required === true,
    secured: security.length > 0 && security.some((s) => Object.keys(s as Json).length > 0),
  };
});

/** Strings at the edges of Unicode and of what a database and a log accept. */
const EDGE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\u200F\u202Eسلام\u202C',
  '\u200C\u200D\u2066\u2069',
  '\uFEFF',
  '\uFFFD\uFFFE\uFFFF',
  '۰۹۱۲۱۲۳۴۵۶۷',
  '٠٩١٢١٢٣٤٥٦٧',
  'ك ي ى ئ ۀ',
  '😀👩‍⚕️🇮🇷',
  'e\u0301\u0301\u0301',
  "'; DROP TABLE users; --",
  '%00%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\\',
  '\r\n\t',
];

const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, null, {}, [], ['a'], { a: 1 }];
const NUMBER_EDGES: unknown[] = [-1, 0, 1, 0.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 1e-308, '1', '1e3'];
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/merge-patch+json',
  'text/json',
  'application/jsonx',
];
const INVALID_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1}}',
  '[1,]',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\x"}',
  '{"a":"\\ud800"',
  `${'['.repeat(50_000)}`,
];

/** A deterministic PRNG (mulberry32): the same seed gives the same requests on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

interface Known {
  /** Values that make a field valid in this database (by field or parameter name). */
  values: Record<string, string[]>;
}

/** A valid value for a schema (examples, enums, patterns and formats first). */
function validValue(schema: Schema, name: string, known: Known, seed: number): unknown {
  const s = deref(schema) ?? {};
  const fromKnown = known.values[name];
  if (fromKnown?.length) return fromKnown[seed % fromKnown.length];
  if (s.enum) return s.enum[seed % s.enum.length];
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (s.anyOf || s.oneOf) return validValue((s.anyOf ?? s.oneOf)[0], name, known, seed);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(s.maximum ?? Number.MAX_SAFE_INTEGER, Math.max(s.minimum ?? 0, 1));
    case 'boolean':
      return true;
    case 'array':
      return [validValue(s.items ?? {}, name, known, seed)];
    case 'object': {
      const out: Json = {};
      for (const [key, sub] of Object.entries((s.properties ?? {}) as Json)) {
        if ((s.required ?? []).includes(key) || seed % 2 === 0) out[key] = validValue(sub, key, known, seed);
      }
      return out;
    }
    default: {
      if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed, numRuns: 1 })[0];
      if (s.format === 'uuid') return '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'email') return 'a@example.com';
      const text = 'آزمون';
      return text.padEnd(Math.max(s.minLength ?? 1, 1), 'ی').slice(0, s.maxLength ?? 100);
    }
  }
}

interface Case {
  label: string;
  auth: 'valid' | 'none' | 'garbage' | 'lower';
  query: [string, string][];
  /** Raw (already encoded) query string, when a case needs bytes `URLSearchParams` would escape. */
  rawQuery?: string;
  pathValues: Record<string, string>;
  /** Raw path segments, already percent-encoded. */
  rawPath?: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
  /** Extra headers (they win over the credentials `auth` sets). */
  headers?: Record<string, string>;
}

const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8: send the bytes a broken encoder would (CESU-8).
    return [...text]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (c >= 0xd800 && c <= 0xdfff)
          return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 63)).toString(16)}%${(0x80 | (c & 63)).toString(16)}`.toUpperCase();
        return encodeURIComponent(ch);
      })
      .join('');
  }
};

/** Every case of one operation: systematic first, then random. */
function casesFor(op: Operation, known: Known): Case[] {
  const cases: Case[] = [];
  const rnd = prng(SEED + op.operationId.length * 7919 + op.path.length);
  const validQuery = (seed: number): [string, string][] =>
    op.params
      .filter((p) => p.in === 'query' && (p.required || seed % 2 === 0))
      .map((p) => [p.name, String(validValue(p.schema, p.name, known, seed))]);
  const validPath = (seed: number): Record<string, string> =>
    Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, String(validValue(p.schema, p.name, known, seed))]));
  const validBody = (seed: number) => (op.body ? validValue(op.body, '', known, seed) : undefined);
  const base = (label: string, seed = 0, extra: Partial<Case> = {}): Case => {
    const body = validBody(seed);
    return {
      label,
      auth: 'valid',
      query: validQuery(seed),
      pathValues: validPath(seed),
      ...(body !== undefined ? { payload: JSON.stringify(body), contentType: 'application/json' } : {}),
      ...extra,
    };
  };

  // Valid requests, with each kind of credentials.
  for (let seed = 0; seed < 4; seed++) cases.push(base(`valid #${seed}`, seed));
  cases.push(
    base('no token', 0, { auth: 'none' }),
    base('garbage token', 0, { auth: 'garbage' }),
    base('lower-case bearer', 0, { auth: 'lower' }),
  );

  // Headers: forged and oversized credentials, garbage cookies and encodings.
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10', sid: '0b7c6a1e-4f2d-4c53-9a11-2f8d3c1e9a10', exp: 4_102_444_800 })}.`;
  for (const [label, headers] of [
    ['alg none token', { authorization: `Bearer ${none}` }],
    ['huge token', { authorization: `Bearer ${'a'.repeat(8_000)}` }],
    ['basic scheme', { authorization: 'Basic YTpi' }],
    ['unicode token', { authorization: 'Bearer ت.ت.ت' }],
    ['garbage device cookie', { cookie: `daroban_device=${'%'.repeat(50)}; x=${'y'.repeat(4_000)}` }],
    ['forged device cookie', { cookie: `daroban_device=${'A'.repeat(43)}` }],
    ['gzip content encoding', { 'content-encoding': 'gzip' }],
    ['garbage forwarded headers', { 'x-forwarded-for': 'not an ip, ::ffff:999.1.1.1', 'x-forwarded-proto': 'gopher' }],
  ] as const) {
    cases.push(base(`header: ${label}`, 0, { headers: { ...headers } }));
  }

  // Query parameters: wrong types, edges, repeats, huge, bad encodings, unknown names.
  for (const p of op.params.filter((x) => x.in === 'query')) {
    const others = validQuery(1).filter(([k]) => k !== p.name);
    const values = [
      ...EDGE_STRINGS,
      'abc',
      '1.5',
      '-1',
      '0',
      '1e309',
      '99999999999999999999999',
      'true',
      'null',
      '[]',
      '{}',
      'ب'.repeat(5_000),
    ];
    for (const v of values) cases.push(base(`query ${p.name}=${JSON.stringify(v.slice(0, 20))}`, 1, { query: [...others, [p.name, v]] }));
    cases.push(base(`query ${p.name} twice`, 1, { query: [...others, [p.name, '1'], [p.name, '2']] }));
    for (const raw of ['%', '%E0%A4%A', '%zz', '%C0%AF', '%ED%A0%80', '%FF%FE']) {
      cases.push(base(`query ${p.name} bad encoding ${raw}`, 1, { rawQuery: `${p.name}=${raw}` }));
    }
  }
  cases.push(base('unknown query parameter', 1, { query: [...validQuery(1), ['zzz_unknown', '1']] }));
  cases.push(base('bad encoding in an unknown query parameter', 1, { rawQuery: '%E0%A4%A=%FF' }));
  cases.push(base('NUL in an unknown query parameter', 1, { query: [...validQuery(1), ['zzz', 'a\u0000']] }));
  cases.push(base('lone surrogate as an unknown query name', 1, { rawQuery: '%ED%A0%80=1' }));

  // Path parameters: edges, huge, bad encodings, slashes.
  for (const p of op.params.filter((x) => x.in === 'path')) {
    for (const v of [...EDGE_STRINGS.filter((s) => s !== ''), 'x'.repeat(101), 'x'.repeat(5_000), '..', 'a.svg', 'ZZZ.jpg']) {
      cases.push(base(`path ${p.name}=${JSON.stringify(v.slice(0, 20))}`, 0, { rawPath: { [p.name]: enc(v) } }));
    }
    for (const raw of ['%', '%E0%A4%A', '%zz', '%2F', '%00', '%ED%A0%80', '%C0%AF']) {
      cases.push(base(`path ${p.name} bad encoding ${raw}`, 0, { rawPath: { [p.name]: raw } }));
    }
  }

  // Bodies: every operation gets the content-type cases (a GET must ignore a body it never reads).
  const validJson = JSON.stringify(validBody(0) ?? {});
  for (const type of OTHER_CONTENT_TYPES) cases.push(base(`content type ${type}`, 0, { payload: validJson, contentType: type }));
  cases.push(base('body without a content type', 0, { payload: validJson, contentType: '' }));
  // No body at all, with and without a content type, and a body of zero bytes: Fastify picks the
  // body's schema by content type, so with none a handler would read a body that is not there.
  cases.push(base('no body', 0, { payload: undefined, contentType: undefined }));
  cases.push(base('no body, no credentials', 0, { payload: undefined, contentType: undefined, auth: 'none' }));
  cases.push(base('no body with a JSON type', 0, { payload: undefined, contentType: 'application/json' }));
  cases.push(
    base('empty body with content-length 0', 0, { payload: '', contentType: 'application/json', headers: { 'content-length': '0' } }),
  );
  cases.push(base('JSON with charset', 0, { payload: validJson, contentType: 'application/json; charset=utf-8' }));
  cases.push(base('JSON upper case type', 0, { payload: validJson, contentType: 'APPLICATION/JSON' }));
  for (const text of INVALID_JSON)
    cases.push(base(`invalid JSON ${JSON.stringify(text.slice(0, 12))}`, 0, { payload: text, contentType: 'application/json' }));
  cases.push(
    base('invalid UTF-8 in JSON', 0, {
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      contentType: 'application/json',
    }),
  );
  cases.push(base('body over the limit', 0, { payload: `{"a":"${'x'.repeat(BODY_LIMIT + 10)}"}`, contentType: 'application/json' }));
  for (const body of [[], 'text', 1, null, true, [validBody(0)]])
    cases.push(base(`body ${JSON.stringify(body)?.slice(0, 20)}`, 0, { payload: JSON.stringify(body), contentType: 'application/json' }));

  const schema = op.body ? deref(op.body) : undefined;
  if (schema?.type === 'object') {
    const props = Object.entries((schema.properties ?? {}) as Json);
    const full = validValue({ ...schema, required: props.map(([k]) => k) }, '', known, 1) as Json;
    cases.push(base('unknown field', 0, { payload: JSON.stringify({ ...full, zzz_unknown: 1 }) }));
    cases.push(base('__proto__ field', 0, { payload: `{"__proto__":{"x":1},${JSON.stringify(full).slice(1)}` }));
    cases.push(base('duplicated key', 0, { payload: `{${JSON.stringify(full).slice(1, -1)},${JSON.stringify(full).slice(1)}` }));
    for (const req of (schema.required ?? []) as string[]) {
      const { [req]: _drop, ...rest } = full;
      cases.push(base(`missing ${req}`, 0, { payload: JSON.stringify(rest) }));
    }
    for (const [key, sub] of props) {
      const fieldSchema: Schema = deref(sub);
      const put = (label: string, value: unknown) =>
        cases.push(base(`${key}: ${label}`, 0, { payload: JSON.stringify({ ...full, [key]: value }) }));
      for (const v of WRONG_TYPES) put(`wrong type ${JSON.stringify(v)}`, v);
      for (const v of EDGE_STRINGS) put(`string ${JSON.stringify(v)}`, v);
      put('huge string', 'ب'.repeat(20_000));
      if (typeof fieldSchema.maxLength === 'number') put('one over maxLength', 'x'.repeat(fieldSchema.maxLength + 1));
      if (fieldSchema.type === 'integer' || fieldSchema.type === 'number') for (const v of NUMBER_EDGES) put(`number ${String(v)}`, v);
      // A lone surrogate as a JSON escape (JSON.stringify would write it escaped too, but be explicit).
      cases.push(
        base(`${key}: escaped lone surrogate`, 0, {
          payload: JSON.stringify({ ...full, [key]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', '"\\udc00x"'),
        }),
      );
      cases.push(
        base(`${key}: escaped NUL`, 0, {
          payload: JSON.stringify({ ...full, [key]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', '"a\\u0000"'),
        }),
      );
    }
  }

  // Random mutations (fast-check, fixed seed): any JSON value in any field, any string in any parameter.
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(...EDGE_STRINGS),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const anyJson = fc.oneof(anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
  const fields = schema?.type === 'object' ? Object.keys((schema.properties ?? {}) as Json) : [];
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const pathNames = op.params.filter((p) => p.in === 'path').map((p) => p.name);
  const texts = fc.sample(anyText, { seed: SEED + cases.length, numRuns: RANDOM_PER_OPERATION });
  const jsons = fc.sample(anyJson, { seed: SEED + 1 + cases.length, numRuns: RANDOM_PER_OPERATION });
  for (let i = 0; i < RANDOM_PER_OPERATION; i++) {
    const c = base(`random #${i}`, i);
    const roll = rnd.next();
    if (fields.length && roll < 0.5) {
      const body = { ...(validBody(i) as Json), [rnd.pick(fields)]: jsons[i] };
      if (rnd.next() < 0.2) body[texts[i] || 'k'] = jsons[i];
      c.payload = JSON.stringify(body);
      c.label += ' body';
    } else if (queryNames.length && roll < 0.8) {
      c.query = [...c.query.filter(([k]) => k !== queryNames[i % queryNames.length]), [queryNames[i % queryNames.length], texts[i]]];
      c.label += ' query';
    } else if (pathNames.length) {
      c.rawPath = { [rnd.pick(pathNames)]: enc(texts[i]) || 'x' };
      c.label += ' path';
    } else {
      c.payload = JSON.stringify(jsons[i]);
      c.contentType = 'application/json';
      c.label += ' whole body';
    }
    if (rnd.next() < 0.1) c.auth = rnd.pick(['none', 'garbage', 'lower'] as const);
    cases.push(c);
  }
  return cases;
}

function urlOf(op: Operation, c: Case): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.rawPath?.[name] ?? encodeURIComponent(c.pathValues[name] ?? 'x'));
  const qs = c.rawQuery ?? c.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

describe('contract fuzzer: every operation of openapi.yaml against malformed input', () => {
  let s: TestServer;
  const sessions = new Map<string, { accessToken: string; refreshToken: string }>();
  let mobile = '';
  /** The support desk's operations (the `ops` tag) are fuzzed as an admin, so they get past the role check. */
  let adminMobile = '';
  const known: Known = { values: {} };

  beforeAll(async () => {
    s = await startServer(
      { name: 'pglite' },
      {
        // Room for thousands of sign-ins and guesses from one address (the limiter has its own tests);
        // the per-user ticket and report limits stay at their defaults, so their 429 is fuzzed too.
        limits: {
          otpResendSeconds: 0,
          otpSendsPerDay: 1_000_000,
          otpFailuresPerLockout: 1_000_000,
          sendOtpPerIp: 1_000_000,
          submitOtpPerIp: 1_000_000,
          clientErrorsPerIp: 1_000_000,
          smsPerHour: 1_000_000,
        },
      },
    );
    const user = await s.newUser();
    mobile = user.mobile;
    adminMobile = (await s.newUser()).mobile;
    await s.sql(`UPDATE users SET role = 'admin' WHERE mobile = $1`, [adminMobile]);
    await s.call('newTicket', { token: user.token, body: { title: 'تیکت آزمون', report: 'متن' } });
    const [ticket] = await s.sql<{ id: string }>('SELECT id::text FROM tickets LIMIT 1');
    const [pharmacist] = await s.sql<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile]);
    const [a] = await s.sql<{ id: string }>('SELECT id FROM medicines_a ORDER BY seq LIMIT 1');
    const [b] = await s.sql<{ id: string }>('SELECT id FROM medicines_b ORDER BY seq LIMIT 1');
    const photos = await s.sql<{ path: string }>('SELECT path FROM photos LIMIT 1').catch(() => []);
    const photo = photos[0]?.path?.split('/').pop();
    known.values = {
      mobile: [mobile],
      medicineId: [a.id, b.id],
      medicenID_A: [a.id],
      medicenID_B: [b.id],
      state: ['8'],
      ticketId: [ticket.id],
      userId: [pharmacist.id],
      packageId: ['month-6'],
      refreshToken: [REFRESH_MARKER],
      ...(photo ? { fileName: [photo] } : {}),
    };
    await s.call('newReport', { token: user.token, body: { title: 'گزارش آزمون', report: 'متن', medicenID_A: a.id } });
    const [report] = await s.sql<{ id: string }>('SELECT id::text FROM reports LIMIT 1');
    known.values.reportId = [report.id];
    // A previewed price list and an API key, so their operations are fuzzed past the 404.
    const admin = await s.signIn(adminMobile);
    const preview = await s.app.inject({
      method: 'POST',
      url: '/api/ops/v1/price-imports?catalogue=A&file_name=fuzz.csv',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'text/csv' },
      payload: 'code,price,date\n1,2,2026-11-01',
    });
    known.values.importId = [preview.json().data._id];
    known.values.category = ['A', 'B'];
    const apiKey = await s.call('createApiKey', { token: user.token, body: { name: 'fuzz' } });
    known.values.keyId = [apiKey.json.data._id];
  });
  afterAll(async () => {
    await s?.close();
  });

  async function sessionFor(operationId: string) {
    let session = sessions.get(operationId);
    if (!session) {
      session = await s.signIn(opsIds.has(operationId) ? adminMobile : mobile);
      sessions.set(operationId, session);
    }
    return session;
  }

  it(`answers every request with a declared status and schema, never a 5xx (≥ ${MIN_REQUESTS} requests, seed ${SEED})`, async () => {
    const started = performance.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const op of operations) {
      for (const c of casesFor(op, known)) {
        const session = await sessionFor(op.operationId);
        // The session's current refresh token wherever a case put the marker.
        const payload = typeof c.payload === 'string' ? c.payload.split(REFRESH_MARKER).join(session.refreshToken) : c.payload;
        const headers: Record<string, string> = {};
        if (c.contentType) headers['content-type'] = c.contentType;
        if (op.secured || c.auth !== 'valid') {
          if (c.auth === 'valid') headers.authorization = `Bearer ${session.accessToken}`;
          if (c.auth === 'lower') headers.authorization = `bearer ${session.accessToken}`;
          if (c.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
        }
        Object.assign(headers, c.headers);
        const response = await s.app.inject({
          method: op.method as 'GET',
          url: urlOf(op, c),
          headers,
          payload,
          remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        });
        requests += 1;
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const type = response.headers['content-type'] as string | undefined;
        let json: unknown;
        if (type?.startsWith('application/json')) {
          try {
            json = response.json();
          } catch {
            problems.push(`${op.operationId} [${c.label}]: ${status} with unparsable JSON`);
            continue;
          }
        }
        const where = `${op.operationId} [${c.label}]`;
        if (status >= 500) problems.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
        for (const p of checkResponse(op.operationId, status, type, json)) problems.push(`${where}: ${p}`);
        if (status >= 400 && !/[\u0600-\u06FF]/.test(String((json as Json | undefined)?.message ?? ''))) {
          problems.push(`${where}: ${status} without a Persian message: ${response.body.slice(0, 120)}`);
        }
        // A session the case ended (logout, a reused refresh token) is replaced; new tokens are kept.
        const data = (json as { data?: { accessToken?: string; refreshToken?: string } } | undefined)?.data;
        if (status === 200 && data?.accessToken && data.refreshToken)
          sessions.set(op.operationId, { accessToken: data.accessToken, refreshToken: data.refreshToken });
        if (status === 401 && c.auth === 'valid') sessions.delete(op.operationId);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const fives = [...statuses].filter(([st]) => st >= 500).reduce((n, [, k]) => n + k, 0);
    console.log(
      `fuzz: ${requests} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${fives} answers of 5xx; ${problems.length} problems`,
    );
    if (problems.length) {
      // One line per kind of problem (the case label left out), most frequent first.
      const kinds = new Map<string, number>();
      for (const p of problems) {
        const kind = p.replace(/ \[.*?\]:/, ':').slice(0, 160);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      console.log(
        [...kinds]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${n}× ${k}`)
          .join('\n'),
      );
    }
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(operations.length).toBe(specOperations.length);
  }, 600_000);
});
