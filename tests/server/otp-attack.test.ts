import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../server/service/types';
import { type TestServer, freshMobile, startServer } from './harness';

/**
 * The OTP limiter against the best online attack we know, on the real server and database with an
 * injected clock (no test sleeps): 30 simulated days against one number.
 *
 * The attacker has unlimited addresses (every request comes from a new IPv6 /64 or IPv4 address, so
 * per-IP limits never bind), holds a valid device cookie (from signing in to a number of its own),
 * sends itself a new code whenever the server allows one, spends every guess the server evaluates
 * (distinct codes per code), and comes back the very second a refusal's Retry-After ends (and probes
 * at least every 6 hours in case a refusal overstates the wait). The test reads the real code from
 * the SMS sender only to keep every guess wrong, i.e. it follows the branch where the attack has not
 * yet won; the chance that the attack wins is then exact: 1 − Π(1 − kᵢ/10,000) over the codes, kᵢ the
 * wrong guesses the server evaluated on code i.
 */
const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');

let seq = 0;
/** A new client address each call: mostly IPv6 /64s, sometimes IPv4. */
const freshIp = () => {
  seq += 1;
  return seq % 3 === 0
    ? `198.18.${(seq >> 8) & 255}.${seq & 255}`
    : `2001:db8:${(seq >> 16).toString(16)}:${(seq & 0xffff).toString(16)}::1`;
};

interface AttackResult {
  success: number;
  guesses: number;
  codes: number;
  longestLock: number;
  smsMaxPerDay: number;
}

async function attack(s: TestServer, setNow: (t: number) => void, victim: string, cookie: string, days: number): Promise<AttackResult> {
  let t = START;
  const end = START + days * DAY;
  const evaluated: number[] = [];
  let longestLock = 0;
  const smsTimes: number[] = [];
  const smsTo = () => s.sms.sent.filter((sms) => sms.mobile === victim).length;
  const headers = { cookie };
  while (t < end) {
    setNow(t);
    const before = smsTo();
    const sent = await s.call('sendOtp', { body: { mobile: victim }, ip: freshIp(), headers });
    if (smsTo() > before) smsTimes.push(t);
    let wait = 6 * 3600;
    if (sent.status === 200) {
      const code = s.sms.lastCode(victim)!;
      let k = 0;
      for (let g = 0; g < 10_000; g++) {
        const guess = String(g).padStart(4, '0');
        if (guess === code) continue;
        const res = await s.call('submitOtp', { body: { mobile: victim, code: guess }, ip: freshIp(), headers });
        if (res.status === 400 && res.json.message === 'کد تأیید نادرست است.') {
          k += 1;
          continue;
        }
        expect(res.status, JSON.stringify(res.json)).not.toBe(200);
        break;
      }
      evaluated.push(k);
      // Ask for the next code at once, or when the lockout ends (its schedule is public): a locked
      // number's SMS carries no code, only the sign-in link.
      const [guard] = await s.sql<{ locked_until: Date | null }>(`SELECT locked_until FROM otp_guard WHERE mobile = $1 AND lane = ''`, [
        victim,
      ]);
      const lockedUntil = guard?.locked_until ? new Date(guard.locked_until).getTime() : 0;
      if (lockedUntil > t) {
        longestLock = Math.max(longestLock, (lockedUntil - t) / 1000);
        t = lockedUntil;
      }
      continue;
    }
    expect(sent.status).toBe(429);
    if (typeof sent.json.retryAfter === 'number') {
      wait = Math.min(wait, sent.json.retryAfter);
    }
    t += Math.max(1, wait) * 1000;
  }
  let smsMaxPerDay = 0;
  for (const from of smsTimes) smsMaxPerDay = Math.max(smsMaxPerDay, smsTimes.filter((x) => x >= from && x < from + DAY).length);
  const fail = evaluated.reduce((p, k) => p * (1 - k / 10_000), 1);
  return { success: 1 - fail, guesses: evaluated.reduce((a, b) => a + b, 0), codes: evaluated.length, longestLock, smsMaxPerDay };
}

describe('otp-attack: the limiter against the best online attack', () => {
  let s: TestServer;
  let now = START;
  beforeAll(async () => {
    // Per-IP limits at their defaults: the attacker's fresh addresses must be what defeats them.
    s = await startServer({ name: 'pglite' }, { clock: () => new Date(now), limits: { ...defaultLimits } });
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Signs in through the API, keeping the device cookie the server sets. */
  async function signInWithDevice(mobile: string, cookie = ''): Promise<{ cookie: string; status: number }> {
    const ip = freshIp();
    await s.call('sendOtp', { body: { mobile }, ip, headers: cookie ? { cookie } : {} });
    const res = await s.call('submitOtp', { body: { mobile, code: s.sms.lastCode(mobile) }, ip, headers: cookie ? { cookie } : {} });
    const set = String(res.response.headers['set-cookie'] ?? '');
    return { cookie: set ? set.split(';')[0] : cookie, status: res.status };
  }

  it("30 days of the best attack succeed with probability ≤ 1%; the victim's own browser still signs in throughout", async () => {
    const victim = freshMobile();
    // The victim signed in once from their browser before the attack: it holds a device cookie.
    now = START - DAY;
    const victimDevice = await signInWithDevice(victim);
    expect(victimDevice.status).toBe(200);
    expect(victimDevice.cookie).toMatch(/^daroban_device=[A-Za-z0-9_-]{43}\.[0-9a-f]{64}$/);
    // The attacker's cookie is real, but trusted only for the attacker's own number.
    const attackerDevice = await signInWithDevice(freshMobile());

    const result = await attack(s, (t) => (now = t), victim, attackerDevice.cookie, 30);
    const p = (result.success * 100).toFixed(3);
    console.log(
      `otp-attack: 30-day success ${p}% (${result.guesses} guesses on ${result.codes} codes; longest lockout ${(result.longestLock / 3600).toFixed(1)} h; at most ${result.smsMaxPerDay} SMS to the number in 24 h)`,
    );
    expect(result.success).toBeLessThanOrEqual(0.01);
    expect(result.guesses).toBeGreaterThan(50); // the attack really ran
    expect(result.longestLock).toBeLessThanOrEqual(defaultLimits.otpLockoutMaxSeconds);
    expect(result.smsMaxPerDay).toBeLessThanOrEqual(defaultLimits.otpSendsPerDay);

    // While the attack's last lockout holds, the shared lane gives a new device no code (at most the sign-in link) …
    const [{ locked_until }] = await s.sql<{ locked_until: Date }>(`SELECT locked_until FROM otp_guard WHERE mobile = $1 AND lane = ''`, [
      victim,
    ]);
    now = new Date(locked_until).getTime() - 60_000;
    const stranger = await s.call('sendOtp', { body: { mobile: victim }, ip: freshIp() });
    expect(stranger.status).toBe(429);
    expect(stranger.json.codeAlreadySent ?? false).toBe(false);
    // … but the victim's browser has its own lane: a code, and it signs in.
    const back = await signInWithDevice(victim, victimDevice.cookie);
    expect(back.status).toBe(200);
  }, 600_000);

  it('the same attack without the per-number budget wins far more often (the test can fail)', async () => {
    const loose = await startServer(
      { name: 'pglite' },
      { clock: () => new Date(now), limits: { ...defaultLimits, otpFailuresPerLockout: 1_000_000, otpSendsPerDay: 1_000_000 } },
    );
    try {
      const result = await attack(loose, (t) => (now = t), freshMobile(), '', 2 / 24);
      console.log(`otp-attack (no per-number budget): 2-hour success ${(result.success * 100).toFixed(2)}%`);
      expect(result.success).toBeGreaterThan(0.01);
    } finally {
      await loose.close();
    }
  }, 600_000);
});
