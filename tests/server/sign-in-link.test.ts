import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_PATH } from '../../server/service/otp-link';
import { defaultLimits } from '../../server/service/types';
import { paths } from '../../src/routes/paths';
import { type TestServer, freshMobile, startServer, backendsFor } from './harness';

/**
 * The sign-in link every one-time-code SMS carries (behaviour §10.11): it signs in once, dies with the
 * code, belongs to its number, takes no guess of the number's lanes, rides in the code's SMS, and
 * reaches the number while the shared lane is locked.
 */
const INVALID = 'پیوند ورود نامعتبر است یا منقضی شده است؛ کد جدید دریافت کنید.';

describe.each(backendsFor('sql'))('sign-in link ($name)', (backend) => {
  let s: TestServer;
  let now = Date.parse('2026-05-01T08:00:00Z');
  beforeAll(async () => {
    s = await startServer(backend, { clock: () => new Date(now), publicUrl: 'https://daroban.example' });
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Asks for a code for `mobile` and answers the link of its SMS, split as the SPA splits it. */
  async function linkFor(mobile: string): Promise<{ url: string; mobile: string; token: string }> {
    now += defaultLimits.otpResendSeconds * 1000;
    const before = s.sms.sent.length;
    const sent = await s.call('sendOtp', { body: { mobile } });
    expect(sent.status).toBe(200);
    expect(s.sms.sent.length).toBe(before + 1); // the link rides in the code's SMS
    const url = s.sms.lastLink(mobile)!;
    const [m, token] = new URL(url).hash.slice(1).split('.');
    return { url, mobile: m!, token: token! };
  }

  it('the SMS carries the code and a link with a 128-bit token; opening it signs in once and trusts the browser', async () => {
    const mobile = freshMobile();
    const link = await linkFor(mobile);
    expect(LINK_PATH).toBe(paths.signInLink); // the server writes the SPA's route
    expect(link.url).toMatch(/^https:\/\/daroban\.example\/link#09\d{9}\.[A-Za-z0-9_-]{22}$/);
    expect(s.sms.lastCode(mobile)).toMatch(/^\d{4}$/);
    // Only the token's HMAC is stored.
    const stored = await s.sql<{ token_hash: string }>('SELECT token_hash FROM otp_links WHERE mobile = $1', [mobile]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(link.token);

    const first = await s.call('signInWithLink', { body: { mobile, token: link.token } });
    expect(first.status).toBe(200);
    expect(String(first.response.headers['set-cookie'])).toMatch(/^daroban_device=[A-Za-z0-9_-]{43}\.[0-9a-f]{64};.*HttpOnly/);
    const profile = await s.call('getMyProfile', { token: first.json.data.accessToken });
    expect(profile.json.data.mobile).toBe(mobile);

    const again = await s.call('signInWithLink', { body: { mobile, token: link.token } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(INVALID);
  });

  it('a link dies with its code: after the code expiry it is refused', async () => {
    const mobile = freshMobile();
    const link = await linkFor(mobile);
    now += defaultLimits.otpTtlSeconds * 1000;
    const late = await s.call('signInWithLink', { body: { mobile, token: link.token } });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(INVALID);
  });

  it('a wrong token, or a token sent to another number, is a Persian 400 and changes nothing', async () => {
    const mobile = freshMobile();
    const other = freshMobile();
    const link = await linkFor(mobile);
    const wrong = await s.call('signInWithLink', { body: { mobile, token: 'A'.repeat(22) } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(INVALID);
    const elsewhere = await s.call('signInWithLink', { body: { mobile: other, token: link.token } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(INVALID);
    expect(await s.sql('SELECT 1 FROM users WHERE mobile = $1', [other])).toHaveLength(0);
    // The link still signs in its own number.
    expect((await s.call('signInWithLink', { body: { mobile, token: link.token } })).status).toBe(200);
  });

  it('garbage is a Persian 400, never a 500', async () => {
    const bodies = [
      {},
      { mobile: '09120000000' },
      { mobile: '09120000000', token: 'short' },
      { mobile: '09120000000', token: `${'a'.repeat(21)}=` },
      { mobile: '9120000000', token: 'A'.repeat(22) },
      { mobile: 9120000000, token: 22 },
      { mobile: '09120000000', token: 'A'.repeat(22), extra: 1 },
      { mobile: '09120000000', token: '\u0000'.repeat(22) },
    ];
    for (const body of bodies) {
      const res = await s.call('signInWithLink', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await s.call('signInWithLink', { rawBody: '{"mobile":' });
    expect(raw.status).toBe(400);
  });

  it('two uses of one link at once: exactly one signs in', async () => {
    for (let round = 0; round < 5; round++) {
      const mobile = freshMobile();
      const link = await linkFor(mobile);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => s.call('signInWithLink', { body: { mobile, token: link.token } }).then((r) => r.status)),
      );
      expect(answers.filter((st) => st === 200)).toHaveLength(1);
      expect(answers.filter((st) => st === 400)).toHaveLength(3);
      const sessions = await s.sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions x JOIN users u ON u.id = x.user_id WHERE u.mobile = $1',
        [mobile],
      );
      expect(sessions[0]!.n).toBe(1);
    }
  });

  it('a locked shared lane still gets an SMS, with only the link; the link signs in and touches no lane', async () => {
    const mobile = freshMobile();
    await linkFor(mobile);
    const code = s.sms.lastCode(mobile)!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < defaultLimits.otpFailuresPerLockout; i++) {
      expect((await s.call('submitOtp', { body: { mobile, code: wrong } })).status).toBe(400);
    }
    const guard = () => s.sql('SELECT failures, strikes, locked_until, sends FROM otp_guard WHERE mobile = $1 ORDER BY lane', [mobile]);
    const lockedGuard = await guard();
    expect(lockedGuard).toHaveLength(1);

    now += defaultLimits.otpResendSeconds * 1000;
    const before = s.sms.sent.length;
    const sent = await s.call('sendOtp', { body: { mobile } });
    expect(sent.status).toBe(429);
    expect(sent.json.codeAlreadySent).toBe(false);
    expect(sent.json.message).toMatch(/پیوند ورود را پیامک کردیم/);
    expect(sent.json.retryAfter).toBe(defaultLimits.otpResendSeconds);
    expect(s.sms.sent.length).toBe(before + 1);
    const sms = s.sms.sent.at(-1)!;
    expect(sms.code).toBeNull();
    // The locked lane's row is not a code anyone can use, even the right one.
    const stillLocked = await s.call('submitOtp', { body: { mobile, code } });
    expect(stillLocked.status).toBe(429);

    const afterSend = await guard();
    const [m, token] = new URL(sms.link!).hash.slice(1).split('.');
    const signed = await s.call('signInWithLink', { body: { mobile: m, token } });
    expect(signed.status).toBe(200);
    expect(await guard()).toEqual(afterSend);
    expect(afterSend[0]).toMatchObject({ failures: lockedGuard[0]!.failures, strikes: lockedGuard[0]!.strikes });
  });

  it('a refused SMS leaves no link behind', async () => {
    const mobile = freshMobile();
    const failing = await startServer(backend, {
      clock: () => new Date(now),
      sms: {
        sendOtp: () => Promise.reject(new Error('provider down')),
        sendText: () => Promise.reject(new Error('provider down')),
      },
    });
    try {
      const sent = await failing.call('sendOtp', { body: { mobile } });
      expect(sent.status).toBe(500);
      expect(await failing.sql('SELECT 1 FROM otp_links WHERE mobile = $1', [mobile])).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
