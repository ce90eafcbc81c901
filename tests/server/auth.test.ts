import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../server/service/rate-limit';
import { freshMobile, startServer, type TestServer, backendsFor } from './harness';

describe.each(backendsFor('sql'))('sign-in and session on $name', (backend) => {
  let s: TestServer;
  /** A second server with tight per-IP limits, no re-send wait and 1-second access tokens; tests use their own client IPs on it. */
  let tuned: TestServer;
  /** How far the tuned server's clock runs ahead of the system's (tests move it forward instead of sleeping). */
  let tunedAheadMs = 0;
  beforeAll(async () => {
    [s, tuned] = await Promise.all([
      startServer(backend),
      startServer(backend, {
        limits: { sendOtpPerIp: 3, submitOtpPerIp: 4, otpResendSeconds: 0, accessTokenSeconds: 1 },
        clock: () => new Date(Date.now() + tunedAheadMs),
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([s?.close(), tuned?.close()]);
  });

  it('send-otp and submit-otp: a mobile that is not 11 digits from 09 gets the precise Persian message', async () => {
    for (const mobile of ['0912123', '091212345678', '9121234567', '0812123456a']) {
      const sent = await s.call('sendOtp', { body: { mobile } });
      expect(sent.status, mobile).toBe(400);
      expect(sent.json.message).toBe('شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود.');
    }
    const missing = await s.call('sendOtp', { body: {} });
    expect(missing.json.message).toBe('شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود.');
    const submitted = await s.call('submitOtp', { body: { mobile: '0912', code: '1234' } });
    expect(submitted.status).toBe(400);
    expect(submitted.json.message).toBe('شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود.');
  });

  it('submit-otp: the device cookie is one the server issued; a token the client made up is replaced, never trusted', async () => {
    const mobile = freshMobile();
    let n = 0;
    const signIn = async (cookie?: string) => {
      // The tuned server sends a new code at once; a fresh address each time keeps its per-IP limits out of the way.
      const ip = `198.51.100.${100 + ++n}`;
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect((await tuned.call('sendOtp', { body: { mobile }, headers, ip })).status).toBe(200);
      const res = await tuned.call('submitOtp', { body: { mobile, code: tuned.sms.lastCode(mobile) }, headers, ip });
      expect(res.status).toBe(200);
      return String(res.response.headers['set-cookie']).split(';')[0]!;
    };
    for (const planted of [`daroban_device=${'A'.repeat(43)}`, `daroban_device=${'A'.repeat(43)}.${'0'.repeat(64)}`]) {
      const issued = await signIn(planted);
      expect(issued).not.toBe(planted);
      expect(issued).toMatch(/^daroban_device=[A-Za-z0-9_-]{43}\.[0-9a-f]{64}$/);
    }
    // A token the server issued is kept.
    const issued = await signIn();
    expect(await signIn(issued)).toBe(issued);
  });

  it('send-otp: sends a 4-digit code by SMS and stores only its hash', async () => {
    const mobile = freshMobile();
    const res = await s.call('sendOtp', { body: { mobile } });
    expect(res.status).toBe(200);
    expect(res.json.message).toContain('۰۹۳۵');
    const code = s.sms.lastCode(mobile);
    expect(code).toMatch(/^[0-9]{4}$/);
    const [row] = await s.sql<{ code_hash: string; ttl: number }>(
      `SELECT code_hash, extract(epoch FROM expires_at - sent_at)::int AS ttl FROM otp_codes WHERE mobile = $1`,
      [mobile],
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.ttl).toBe(120);
  });

  it('send-otp: a second code for the same mobile within 2 minutes is refused with 429', async () => {
    const mobile = freshMobile();
    expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
    const first = s.sms.lastCode(mobile);
    const again = await s.call('sendOtp', { body: { mobile } });
    expect(again.status).toBe(429);
    expect(again.json.codeAlreadySent).toBe(true);
    expect(s.sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
    // Once two minutes have passed, a new code is sent and the old one dies.
    await s.sql(`UPDATE otp_codes SET sent_at = sent_at - interval '121 seconds' WHERE mobile = $1`, [mobile]);
    expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
    expect(s.sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(2);
    const second = s.sms.lastCode(mobile)!;
    if (first !== second) {
      expect((await s.call('submitOtp', { body: { mobile, code: first } })).status).toBe(400);
    }
    expect((await s.call('submitOtp', { body: { mobile, code: second } })).status).toBe(200);
  });

  it('send-otp: a refused re-send says how long to wait (Retry-After and retryAfter, from sent_at) and that the code already sent still works', async () => {
    const mobile = freshMobile();
    expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
    const first = s.sms.lastCode(mobile)!;

    const right = await s.call('sendOtp', { body: { mobile } });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({
      message: 'کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.',
      retryAfter: expect.any(Number),
      codeAlreadySent: true,
    });
    expect(right.json.retryAfter).toBeGreaterThanOrEqual(118);
    expect(right.json.retryAfter).toBeLessThanOrEqual(120);
    expect(right.response.headers['retry-after']).toBe(String(right.json.retryAfter));

    // 100.5 seconds later, 19.5 seconds are left: rounded up to 20.
    await s.sql(`UPDATE otp_codes SET sent_at = sent_at - interval '100.5 seconds' WHERE mobile = $1`, [mobile]);
    const later = await s.call('sendOtp', { body: { mobile } });
    expect(later.status).toBe(429);
    expect(later.json.retryAfter).toBeGreaterThanOrEqual(18);
    expect(later.json.retryAfter).toBeLessThanOrEqual(20);
    expect(later.response.headers['retry-after']).toBe(String(later.json.retryAfter));

    expect(s.sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
    const signedIn = await s.call('submitOtp', { body: { mobile, code: first } });
    expect(signedIn.status).toBe(200);
  });

  it('send-otp: after refused re-sends the code from the first SMS signs in', async () => {
    const mobile = freshMobile();
    expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
    const first = s.sms.lastCode(mobile)!;
    for (let i = 0; i < 2; i++) expect((await s.call('sendOtp', { body: { mobile } })).json.codeAlreadySent).toBe(true);
    expect(s.sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
    const signedIn = await s.call('submitOtp', { body: { mobile, code: first } });
    expect(signedIn.status).toBe(200);
    expect((await s.call('getMyProfile', { token: signedIn.json.data.accessToken })).status).toBe(200);
    // The code is used: a new one may be sent at once.
    expect((await s.call('sendOtp', { body: { mobile } })).status).toBe(200);
  });

  it('send-otp: a refused re-send whose code is used up or expired keeps the old text and codeAlreadySent false', async () => {
    const locked = freshMobile();
    await s.call('sendOtp', { body: { mobile: locked } });
    const code = s.sms.lastCode(locked)!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) expect((await s.call('submitOtp', { body: { mobile: locked, code: wrong } })).status).toBe(400);
    const noTries = await s.call('sendOtp', { body: { mobile: locked } });
    expect(noTries.status).toBe(429);
    expect(noTries.json).toEqual({
      message: 'برای دریافت کد جدید دو دقیقه صبر کنید.',
      retryAfter: expect.any(Number),
      codeAlreadySent: false,
    });
    expect(noTries.json.retryAfter).toBeGreaterThanOrEqual(1);
    expect(noTries.response.headers['retry-after']).toBe(String(noTries.json.retryAfter));

    const expired = freshMobile();
    await s.call('sendOtp', { body: { mobile: expired } });
    await s.sql(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [expired]);
    const dead = await s.call('sendOtp', { body: { mobile: expired } });
    expect(dead.status).toBe(429);
    expect(dead.json.codeAlreadySent).toBe(false);
    expect(dead.json.message).toBe('برای دریافت کد جدید دو دقیقه صبر کنید.');
  });

  it('limits: a harness may allow an immediate re-send; the newest code is the one that works', async () => {
    const mobile = freshMobile();
    const ip = '198.51.100.1';
    expect((await tuned.call('sendOtp', { body: { mobile }, ip })).status).toBe(200);
    expect((await tuned.call('sendOtp', { body: { mobile }, ip })).status).toBe(200);
    expect((await tuned.call('submitOtp', { body: { mobile, code: tuned.sms.lastCode(mobile) }, ip })).status).toBe(200);
  });

  it('send-otp: rejects a malformed mobile, an unknown field and malformed JSON with 400 (the mobile with its own message)', async () => {
    for (const body of [{ mobile: '0912' }, { mobile: '19121234567' }, { mobile: '۰۹۱۲۱۲۳۴۵۶۷' }, {}, { mobile: 9121234567 }]) {
      const res = await s.call('sendOtp', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe('شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود.');
    }
    const unknown = await s.call('sendOtp', { body: { mobile: freshMobile(), admin: true } });
    expect(unknown.status).toBe(400);
    const malformed = await s.call('sendOtp', { rawBody: '{"mobile": "0912' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('اطلاعات ارسال‌شده معتبر نیست.');
  });

  it('submit-otp: the first sign-in creates an account with an incomplete profile and no subscription', async () => {
    const mobile = freshMobile();
    const tokens = await s.signIn(mobile);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(40);
    const profile = await s.call('getMyProfile', { token: tokens.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({ mobile, first_name: '', profile_completed: false, state: null, role: 'pharmacist' });
    expect(Date.now() - Date.parse(profile.json.data.last_login)).toBeLessThan(60_000);
    const list = await s.call('getAllMedicineAUser', { token: tokens.accessToken });
    expect(list.status).toBe(403);
  });

  it('submit-otp: the access token is an HS256 JWT with sub = user id and sid = session id, valid about 15 minutes', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const [header, payload] = accessToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    const [user] = await s.sql<{ id: string }>(`SELECT id FROM users WHERE mobile = $1`, [mobile]);
    expect(payload.sub).toBe(user.id);
    const sessions = await s.sql<{ id: string }>(`SELECT id FROM sessions WHERE user_id = $1`, [user.id]);
    expect(sessions.map((r) => r.id)).toContain(payload.sid);
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('submit-otp: a wrong code is 400; after 5 wrong tries the sixth is refused even with the right code', async () => {
    const mobile = freshMobile();
    await s.call('sendOtp', { body: { mobile } });
    const code = s.sms.lastCode(mobile)!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await s.call('submitOtp', { body: { mobile, code: wrong } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('کد تأیید نادرست است.');
    }
    const sixth = await s.call('submitOtp', { body: { mobile, code } });
    expect(sixth.status).toBe(429);
    expect((await s.sql(`SELECT 1 FROM users WHERE mobile = $1`, [mobile])).length).toBe(0);
  });

  it('submit-otp: the right code on the fifth try still signs in', async () => {
    const mobile = freshMobile();
    await s.call('sendOtp', { body: { mobile } });
    const code = s.sms.lastCode(mobile)!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++) expect((await s.call('submitOtp', { body: { mobile, code: wrong } })).status).toBe(400);
    expect((await s.call('submitOtp', { body: { mobile, code } })).status).toBe(200);
  });

  it('submit-otp: a code works once, and not after it expired', async () => {
    const mobile = freshMobile();
    await s.call('sendOtp', { body: { mobile } });
    const code = s.sms.lastCode(mobile)!;
    expect((await s.call('submitOtp', { body: { mobile, code } })).status).toBe(200);
    expect((await s.call('submitOtp', { body: { mobile, code } })).status).toBe(400);

    const other = freshMobile();
    await s.call('sendOtp', { body: { mobile: other } });
    await s.sql(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [other]);
    const late = await s.call('submitOtp', { body: { mobile: other, code: s.sms.lastCode(other) } });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('کد تأیید منقضی شده است؛ کد جدید دریافت کنید.');
  });

  it('submit-otp: rejects a code that is not 4 digits with 400', async () => {
    for (const code of ['123', '12345', 'abcd', '۱۲۳۴']) {
      expect((await s.call('submitOtp', { body: { mobile: freshMobile(), code } })).status).toBe(400);
    }
  });

  it('per-IP limits: one client cannot spray codes to many numbers', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 3; i++) expect((await tuned.call('sendOtp', { body: { mobile: freshMobile() }, ip })).status).toBe(200);
    const blocked = await tuned.call('sendOtp', { body: { mobile: freshMobile() }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.' });
    expect(blocked.response.headers['retry-after']).toBeUndefined();
    // Another client is not affected.
    expect((await tuned.call('sendOtp', { body: { mobile: freshMobile() }, ip: '203.0.113.10' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await tuned.call('submitOtp', { body: { mobile: freshMobile(), code: '1234' }, ip })).status).toBe(400);
    }
    expect((await tuned.call('submitOtp', { body: { mobile: freshMobile(), code: '1234' }, ip })).status).toBe(429);
    const [{ hits }] = await tuned.sql<{ hits: number }>(`SELECT sum(hits)::int AS hits FROM rate_limits WHERE bucket = $1`, [
      hashKey(`send-otp:${ip}`),
    ]);
    expect(hits).toBe(4);
  });

  it('refresh-token: rotates; the rotated token keeps rotating', async () => {
    const first = await s.signIn(freshMobile());
    const rotated = await s.call('refreshToken', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.refreshToken).not.toBe(first.refreshToken);
    expect((await s.call('getMyProfile', { token: rotated.json.data.accessToken })).status).toBe(200);
    const next = await s.call('refreshToken', { body: { refreshToken: rotated.json.data.refreshToken } });
    expect(next.status).toBe(200);
  });

  it('refresh-token: reusing a rotated token kills the whole family (its refresh and access tokens)', async () => {
    const first = await s.signIn(freshMobile());
    // The thief refreshes first; the victim later replays the old token (or the other way round).
    const thief = await s.call('refreshToken', { body: { refreshToken: first.refreshToken } });
    expect(thief.status).toBe(200);
    const reused = await s.call('refreshToken', { body: { refreshToken: first.refreshToken } });
    expect(reused.status).toBe(401);
    expect((await s.call('refreshToken', { body: { refreshToken: thief.json.data.refreshToken } })).status).toBe(401);
    expect((await s.call('getMyProfile', { token: thief.json.data.accessToken })).status).toBe(401);
    expect((await s.call('getMyProfile', { token: first.accessToken })).status).toBe(401);
  });

  it('refresh-token: refresh tokens are stored hashed; an unknown or empty one is refused', async () => {
    const { refreshToken } = await s.signIn(freshMobile());
    expect((await s.sql(`SELECT 1 FROM refresh_tokens WHERE token_hash = $1`, [refreshToken])).length).toBe(0);
    expect((await s.call('refreshToken', { body: { refreshToken: 'x'.repeat(43) } })).status).toBe(401);
    expect((await s.call('refreshToken', { body: { refreshToken: '' } })).status).toBe(400);
    expect((await s.call('refreshToken', { body: {} })).status).toBe(400);
  });

  it('logout: revokes the session: its refresh token and access token stop working', async () => {
    const tokens = await s.signIn(freshMobile());
    const out = await s.call('logout', { token: tokens.accessToken });
    expect(out.status).toBe(200);
    expect((await s.call('refreshToken', { body: { refreshToken: tokens.refreshToken } })).status).toBe(401);
    expect((await s.call('getMyProfile', { token: tokens.accessToken })).status).toBe(401);
    expect((await s.call('logout', { token: tokens.accessToken })).status).toBe(401);
  });

  it('logout: accepts an empty JSON object body too', async () => {
    const tokens = await s.signIn(freshMobile());
    expect((await s.call('logout', { token: tokens.accessToken, body: {} })).status).toBe(200);
  });

  it('logout: accepts a JSON content type with an empty payload (an "empty body" as clients send it)', async () => {
    const tokens = await s.signIn(freshMobile());
    const out = await s.call('logout', { token: tokens.accessToken, rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(out.status).toBe(200);
  });

  it('an empty JSON payload is still a 400 where the body has required fields', async () => {
    const out = await s.call('sendOtp', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(out.status).toBe(400);
  });

  it('bearer: a missing, malformed, forged or expired token is 401 with a Persian message', async () => {
    const missing = await s.call('getMyProfile');
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe('برای دسترسی ابتدا وارد حساب کاربری خود شوید.');
    expect((await s.call('getMyProfile', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await s.call('getMyProfile', { token: 'not.a.jwt' })).status).toBe(401);

    const { accessToken } = await s.signIn(freshMobile());
    const [h, p] = accessToken.split('.');
    const forged = `${h}.${p}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect((await s.call('getMyProfile', { token: forged })).status).toBe(401);

    const { SignJWT } = await import('jose');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const otherKey = new TextEncoder().encode('some-other-secret-some-other-secret');
    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('5m')
      .sign(otherKey);
    expect((await s.call('getMyProfile', { token: foreign })).status).toBe(401);

    const t = await tuned.signIn(freshMobile());
    tunedAheadMs += 2_100;
    const expired = await tuned.call('getMyProfile', { token: t.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('نشست شما منقضی شده است؛ لطفاً دوباره وارد شوید.');
  });

  it('unknown API route: 404 with a Persian message', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/user/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('آدرس درخواستی یافت نشد.');
    const wrongMethod = await s.app.inject({ method: 'DELETE', url: '/api/user/v1/get-my-profile' });
    expect(wrongMethod.statusCode).toBe(404);
  });
});
