import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { digestIntervalFromEnv } from '../../server/config';
import { applyMedicineChange } from '../../server/service/medicine-change';
import { DIGEST_HOURS, digestText, sendWatchDigests, tehranDayAndHour } from '../../server/service/watch-digest';
import type { SmsSender } from '../../server/sms/types';
import { startServer, type TestServer, backendsFor } from './harness';
import { untilCondition } from '../kit/waits';

const HOUR = 3_600_000;
const TEHRAN_OFFSET = 3.5 * HOUR;
const today = new Date();

/** An instant at `hh:mm` Tehran time, `days` Tehran days from today (today's UTC date). */
const tehran = (days: number, hh = 10, mm = 0) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hh, mm) - TEHRAN_OFFSET);

describe('the Tehran day and the sending hours', () => {
  it('Tehran is UTC+3:30 with no DST: 20:29 UTC is 23:59 of the same day, 20:31 UTC 00:01 of the next', () => {
    expect(tehranDayAndHour(new Date('2026-03-20T20:29:00Z'))).toEqual({ day: '2026-03-20', hour: 23 });
    expect(tehranDayAndHour(new Date('2026-03-20T20:31:00Z'))).toEqual({ day: '2026-03-21', hour: 0 });
    // Summer: no daylight saving since 2022 (it would read 10 here).
    expect(tehranDayAndHour(new Date('2026-07-01T05:30:00Z'))).toEqual({ day: '2026-07-01', hour: 9 });
    expect(DIGEST_HOURS).toEqual({ from: 9, to: 21 });
  });

  it('the text: the count, up to three names, «…» past them, and where to look', () => {
    expect(digestText(1, ['آموکسی‌سیلین 500'])).toBe(
      'داروبان: قیمت یک داروی پیگیری‌شده شما تغییر کرد: آموکسی‌سیلین ۵۰۰\nجزئیات در بخش «داروهای پیگیری‌شده» داروبان',
    );
    expect(digestText(12, ['الف', 'ب', 'Sertraline 50 mg', 'د'], 'https://daroban.ir')).toBe(
      'داروبان: قیمت ۱۲ داروی پیگیری‌شده شما تغییر کرد: الف، ب، Sertraline 50 mg، …\nجزئیات: https://daroban.ir/watchlist',
    );
    expect(digestText(3, ['الف', 'ب', 'ج'])).not.toContain('…');
  });
});

describe.each(backendsFor('sql'))('the SMS digest of watchlist price alerts on $name', (backend) => {
  let s: TestServer;
  let nextMedicine = 0;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  const run = (at: Date, sms: SmsSender = s.sms, siteUrl?: string) =>
    sendWatchDigests({ database: s.app.database, sms, clock: () => at, siteUrl });

  /** A category A medicine of its own, named `name`, with one old price only (a star backfills nothing). */
  async function medicine(name: string): Promise<string> {
    const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a ORDER BY seq OFFSET $1 LIMIT 1`, [nextMedicine++]);
    await s.sql(
      `UPDATE medicines_a SET brand_name_fa = $2, added_value = false, current_price = 1000, price_oa = '[]',
         price_o = '[{"price": 1000, "insert_date": "2020-01-01T00:00:00Z"}]' WHERE id = $1`,
      [id, name],
    );
    return id;
  }
  const priceChange = (id: string, price: number, at: Date) =>
    applyMedicineChange(s.app.database, { category: 'A', medicineId: id, price, at });

  /** A fresh user watching `names` (one new medicine each), optionally opted in. */
  async function watcher(names: string[], { optIn = true } = {}) {
    const user = await s.newUser();
    const ids: string[] = [];
    for (const name of names) {
      const id = await medicine(name);
      expect((await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: id } })).status).toBe(201);
      ids.push(id);
    }
    if (optIn)
      expect((await s.call('updateWatchSettings', { token: user.token, body: { smsDigest: true } })).json).toEqual({ smsDigest: true });
    return { ...user, ids, texts: () => s.sms.textsTo(user.mobile) };
  }

  it('settings: off by default, turned on and off (the answer is what is stored)', async () => {
    const user = await s.newUser();
    expect((await s.call('getWatchSettings', { token: user.token })).json).toEqual({ smsDigest: false });
    const on = await s.call('updateWatchSettings', { token: user.token, body: { smsDigest: true } });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ smsDigest: true });
    expect((await s.call('getWatchSettings', { token: user.token })).json).toEqual({ smsDigest: true });
    // Another user's setting is their own.
    const other = await s.newUser();
    expect((await s.call('getWatchSettings', { token: other.token })).json).toEqual({ smsDigest: false });
    expect((await s.call('updateWatchSettings', { token: user.token, body: { smsDigest: false } })).json).toEqual({ smsDigest: false });
    expect((await s.call('getWatchSettings', { token: user.token })).json).toEqual({ smsDigest: false });
  });

  it('settings: a bearer (401) and the §6 access (403) like the other watchlist calls', async () => {
    const incomplete = await s.newUser({ complete: false });
    const unsubscribed = await s.newUser({ subscribed: false });
    for (const [op, options] of [
      ['getWatchSettings', {}],
      ['updateWatchSettings', { body: { smsDigest: true } }],
    ] as const) {
      expect((await s.call(op, options)).status, op).toBe(401);
      expect((await s.call(op, { ...options, token: 'not-a-token' })).status, op).toBe(401);
      const noProfile = await s.call(op, { ...options, token: incomplete.token });
      expect(noProfile.status, op).toBe(403);
      expect(noProfile.json.message).toBe('ابتدا اطلاعات هویتی خود را تکمیل کنید');
      const noSubscription = await s.call(op, { ...options, token: unsubscribed.token });
      expect(noSubscription.status, op).toBe(403);
      expect(noSubscription.json.message).toBe('برای استفاده از امکانات سایت باید اشتراک خریداری کنید');
    }
    expect(
      await s.sql(`SELECT 1 FROM watch_settings ws JOIN users u ON u.id = ws.user_id WHERE u.mobile = $1`, [unsubscribed.mobile]),
    ).toEqual([]);
  });

  it('settings: a malformed body is a Persian 400 (never a 500) and changes nothing', async () => {
    const user = await s.newUser();
    await s.call('updateWatchSettings', { token: user.token, body: { smsDigest: true } });
    for (const body of [
      {},
      { smsDigest: 'false' },
      { smsDigest: 0 },
      { smsDigest: null },
      { smsDigest: false, extra: 1 },
      [],
      'false',
      false,
    ]) {
      const bad = await s.call('updateWatchSettings', { token: user.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.message).toBe('اطلاعات ارسال‌شده معتبر نیست.');
    }
    expect((await s.call('updateWatchSettings', { token: user.token, rawBody: '{"smsDigest": tru' })).status).toBe(400);
    expect((await s.call('updateWatchSettings', { token: user.token, rawBody: '' })).status).toBe(400);
    const text = await s.call('updateWatchSettings', {
      token: user.token,
      rawBody: 'smsDigest=false',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect((await s.call('getWatchSettings', { token: user.token })).json).toEqual({ smsDigest: true });
  });

  it('off by default: unread price alerts send nothing', async () => {
    const user = await watcher(['داروی بی‌پیامک'], { optIn: false });
    await priceChange(user.ids[0]!, 1100, tehran(0, 8));
    expect((await s.call('listWatchAlerts', { token: user.token })).json.unreadCount).toBe(1);
    const result = await run(tehran(0, 10));
    expect(result.inHours).toBe(true);
    expect(user.texts()).toEqual([]);
  });

  it('opted in: one SMS naming the changed medicines (latest first, three at most, then «…»); the same day nothing more', async () => {
    const names = ['آلفا', 'بتا', 'گاما', 'دلتا'];
    const user = await watcher(names);
    // Changed one after the other: دلتا last, so named first; آلفا twice, counted once.
    await priceChange(user.ids[0]!, 1100, tehran(0, 7, 0));
    for (const [i, id] of user.ids.entries()) await priceChange(id, 1200 + i, tehran(0, 7, 10 + i));
    const first = await run(tehran(0, 10), s.sms, 'https://daroban.example');
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(user.texts()).toEqual([
      'داروبان: قیمت ۴ داروی پیگیری‌شده شما تغییر کرد: دلتا، گاما، بتا، …\nجزئیات: https://daroban.example/watchlist',
    ]);
    const [row] = await s.sql<{ day: string; status: string; medicines: number }>(
      `SELECT day::text, status, medicines FROM watch_digests d JOIN users u ON u.id = d.user_id WHERE u.mobile = $1`,
      [user.mobile],
    );
    expect(row).toEqual({ day: tehranDayAndHour(tehran(0)).day, status: 'sent', medicines: 4 });

    // The same Tehran day, even with a new change and at its last minute: nothing.
    await priceChange(user.ids[1]!, 1500, tehran(0, 11));
    await run(tehran(0, 12));
    await run(tehran(0, 20, 59));
    expect(user.texts()).toHaveLength(1);
  });

  it('the next Tehran day: new alerts send one SMS (only what is new); no new alerts send nothing', async () => {
    const user = await watcher(['کاپا', 'لامبدا']);
    const [kappa, lambda] = user.ids as [string, string];
    await priceChange(kappa, 1100, tehran(0, 7));
    await run(tehran(0, 10));
    expect(user.texts()).toEqual(['داروبان: قیمت یک داروی پیگیری‌شده شما تغییر کرد: کاپا\nجزئیات در بخش «داروهای پیگیری‌شده» داروبان']);

    // Nothing new by the next morning: nothing (the unread change was reported already).
    await run(tehran(1, 10));
    expect(user.texts()).toHaveLength(1);
    // A new change that day: one more, naming only it.
    await priceChange(lambda, 1300, tehran(1, 11));
    await run(tehran(1, 12));
    expect(user.texts()).toHaveLength(2);
    expect(user.texts()[1]).toBe('داروبان: قیمت یک داروی پیگیری‌شده شما تغییر کرد: لامبدا\nجزئیات در بخش «داروهای پیگیری‌شده» داروبان');
    // The day after, no new alerts: nothing.
    await run(tehran(2, 10));
    expect(user.texts()).toHaveLength(2);
  });

  it('alerts marked read before the run: nothing', async () => {
    const user = await watcher(['مو']);
    await priceChange(user.ids[0]!, 1100, tehran(0, 7));
    expect((await s.call('markWatchAlertsRead', { token: user.token })).status).toBe(204);
    await run(tehran(0, 10));
    expect(user.texts()).toEqual([]);
    // A change after the read mark is reported.
    await priceChange(user.ids[0]!, 1200, tehran(0, 11));
    await run(tehran(0, 12));
    expect(user.texts()).toHaveLength(1);
  });

  it('outside 09:00–21:00 Tehran time: nothing; the first run in the hours sends', async () => {
    const user = await watcher(['نو']);
    await priceChange(user.ids[0]!, 1100, tehran(3, 2));
    expect(await run(tehran(3, 8, 59))).toMatchObject({ inHours: false, sent: 0 });
    expect(await run(tehran(3, 21, 0))).toMatchObject({ inHours: false, sent: 0 });
    expect(user.texts()).toEqual([]);
    expect((await run(tehran(3, 9, 0))).inHours).toBe(true);
    expect(user.texts()).toHaveLength(1);
  });

  it('two runs at once (two instances): one SMS, one row', async () => {
    const user = await watcher(['کسی', 'امیکرون']);
    await priceChange(user.ids[0]!, 1100, tehran(0, 7));
    await priceChange(user.ids[1]!, 1100, tehran(0, 7, 5));
    await Promise.all([run(tehran(0, 10)), run(tehran(0, 10)), run(tehran(0, 10, 1))]);
    expect(user.texts()).toHaveLength(1);
    const rows = await s.sql(`SELECT 1 FROM watch_digests d JOIN users u ON u.id = d.user_id WHERE u.mobile = $1`, [user.mobile]);
    expect(rows).toHaveLength(1);
  });

  it('a rival run that claims the day first sends; the run that found the user due too sends nothing (the claim decides)', async () => {
    const user = await watcher(['فی']);
    await priceChange(user.ids[0]!, 1100, tehran(4, 7));
    let rival: Promise<unknown> | null = null;
    const late = await sendWatchDigests({
      database: s.app.database,
      sms: s.sms,
      clock: () => tehran(4, 10),
      // This run found the user due; before it claims, another instance runs from start to end.
      beforeClaim: async () => {
        rival ??= run(tehran(4, 10));
        await rival;
      },
    });
    expect(await rival).toMatchObject({ sent: 1 });
    expect(late).toMatchObject({ sent: 0, claimedElsewhere: 1 });
    expect(user.texts()).toHaveLength(1);
  });

  it('a refused SMS is not sent again that day; the next day reports its alerts with the new ones', async () => {
    const user = await watcher(['پی', 'رو']);
    await priceChange(user.ids[0]!, 1100, tehran(5, 7));
    const refusing: SmsSender = {
      sendOtp: async () => {},
      sendText: vi.fn(async (mobile: string) => {
        if (mobile === user.mobile) throw new Error('provider down');
      }),
    };
    const refused = await run(tehran(5, 10), refusing);
    expect(refused.failed).toBe(1);
    expect(refusing.sendText).toHaveBeenCalledWith(user.mobile, expect.stringContaining('پی'));
    await run(tehran(5, 11));
    expect(user.texts()).toEqual([]);
    const [row] = await s.sql<{ status: string }>(
      `SELECT status FROM watch_digests d JOIN users u ON u.id = d.user_id WHERE u.mobile = $1`,
      [user.mobile],
    );
    expect(row?.status).toBe('failed');
    await priceChange(user.ids[1]!, 1200, tehran(6, 7));
    await run(tehran(6, 10));
    expect(user.texts()).toEqual(['داروبان: قیمت ۲ داروی پیگیری‌شده شما تغییر کرد: رو، پی\nجزئیات در بخش «داروهای پیگیری‌شده» داروبان']);
  });

  it('without the §6 access (no subscription any more) nothing is sent', async () => {
    const user = await watcher(['سیگما']);
    await priceChange(user.ids[0]!, 1100, tehran(0, 7));
    await s.sql(`UPDATE subscriptions SET expires_at = now() - interval '1 day' WHERE user_id = (SELECT id FROM users WHERE mobile = $1)`, [
      user.mobile,
    ]);
    await run(tehran(0, 10));
    expect(user.texts()).toEqual([]);
  });
});

describe('the running server runs the job', () => {
  it('DIGEST_INTERVAL_MS: 15 minutes by default, 0 turns it off, nonsense stops the start', () => {
    expect(digestIntervalFromEnv({})).toBe(15 * 60_000);
    expect(digestIntervalFromEnv({ DIGEST_INTERVAL_MS: '0' })).toBe(0);
    expect(digestIntervalFromEnv({ DIGEST_INTERVAL_MS: '3600000' })).toBe(3_600_000);
    for (const bad of ['-1', '15m', '500', '1e6', '9999999999']) {
      expect(() => digestIntervalFromEnv({ DIGEST_INTERVAL_MS: bad }), bad).toThrow(/DIGEST_INTERVAL_MS/);
    }
  });

  it('every digestIntervalMs, on its own clock; close() stops it', async () => {
    const at = tehran(0, 10);
    const s = await startServer({ name: 'pglite' }, { clock: () => at, digestIntervalMs: 50 });
    try {
      const user = await s.newUser();
      const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a ORDER BY seq DESC LIMIT 1`);
      await s.sql(
        `UPDATE medicines_a SET brand_name_fa = 'تاو', added_value = false, price_o = '[]', price_oa = '[]', current_price = 1000 WHERE id = $1`,
        [id],
      );
      await s.call('addWatchItem', { token: user.token, body: { category: 'A', medicineId: id } });
      await s.call('updateWatchSettings', { token: user.token, body: { smsDigest: true } });
      await applyMedicineChange(s.app.database, { category: 'A', medicineId: id, price: 1100, at: tehran(0, 9) });
      await vi.waitFor(() => expect(s.sms.textsTo(user.mobile)).toHaveLength(1), { ...untilCondition, interval: 50 });
      expect(s.sms.textsTo(user.mobile)[0]).toContain('تاو');
    } finally {
      await s.close();
    }
  });
});
