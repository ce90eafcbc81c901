import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../server/service/types';
import { type TestServer, freshMobile, startServer } from './harness';

/**
 * How long an attacker who knows a victim's mobile can keep the victim out when the victim signs in
 * on a browser the server does not trust yet (the shared lane), on the real server and database with
 * an injected clock: 30 simulated days.
 *
 * The attacker (unlimited addresses, as in otp-attack.test.ts) asks for a code whenever the server
 * allows one, spends every guess on it at once (which locks the shared lane), and comes back the very
 * second each Retry-After ends; at equal times the attacker goes first. Every SMS the attack causes
 * reaches the victim's phone. The victim arrives at the worst moment the attack makes (just after the
 * attacker was refused for an hour or more), each time on a new browser, and then does what a person
 * would: opens the newest SMS (its sign-in link, else types its code), asks for a code, and when
 * refused comes back when the Retry-After ends or as soon as a new SMS arrives. After signing in the
 * victim stays away 1–30 hours, then arrives again. A victim still out at the end counts the whole wait.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-03-01T00:00:00Z');
const WRONG = 'کد تأیید نادرست است.';

let seq = 0;
const freshIp = () => {
  seq += 1;
  return seq % 3 === 0 ? `198.18.${(seq >> 8) & 255}.${seq & 255}` : `2001:db8:77:${(seq & 0xffff).toString(16)}::1`;
};

/** One SMS the memory sender kept: its code, and its sign-in link when the server sent one. */
type Sms = { mobile: string; code: string | null; link?: string };

interface Outcome {
  /** Every wait, arrival to signed in (the last one up to the end when the victim never got in). */
  waits: number[];
  signIns: number;
}

async function keptOut(s: TestServer, setNow: (t: number) => void, victim: string, cookie: string, useLinks: boolean): Promise<Outcome> {
  const end = START + 30 * DAY;
  const victimIp = '203.0.113.7';
  const inbox = () => (s.sms.sent as Sms[]).filter((m) => m.mobile === victim);
  let tried = 0; // SMS of the inbox the victim has opened

  /** The victim opens the newest SMS it has not opened: true when that signed in. */
  async function openNewest(): Promise<boolean> {
    const all = inbox();
    if (all.length === tried) return false;
    tried = all.length;
    const sms = all[all.length - 1]!;
    if (useLinks && sms.link) {
      const [mobile, token] = new URL(sms.link).hash.slice(1).split('.');
      const res = await s.call('signInWithLink', { body: { mobile, token }, ip: victimIp });
      return res.status === 200;
    }
    if (!sms.code) return false;
    const res = await s.call('submitOtp', { body: { mobile: victim, code: sms.code }, ip: victimIp });
    return res.status === 200;
  }

  /** The attacker's move at `t`: the time of its next move, and how long it was refused for. */
  async function attackerMoves(): Promise<{ after: number; refusedFor: number }> {
    const sent = await s.call('sendOtp', { body: { mobile: victim }, ip: freshIp(), headers: { cookie } });
    if (sent.status === 200) {
      const code = s.sms.lastCode(victim);
      for (let g = 0; g < 10_000; g++) {
        const guess = String(g).padStart(4, '0');
        if (guess === code) continue;
        const res = await s.call('submitOtp', { body: { mobile: victim, code: guess }, ip: freshIp(), headers: { cookie } });
        expect(res.status).not.toBe(200);
        if (!(res.status === 400 && res.json.message === WRONG)) break;
      }
      return { after: 0, refusedFor: 0 };
    }
    expect(sent.status).toBe(429);
    const retry = Number(sent.json.retryAfter ?? 6 * 3600);
    return { after: Math.min(retry, 6 * 3600) * 1000, refusedFor: retry * 1000 };
  }

  const waits: number[] = [];
  let signIns = 0;
  let tA = START;
  let tV = Infinity; // the victim's next move
  let arrivedAt: number | null = null;
  let awayUntil = START + 6 * HOUR;
  let gapSeed = 7;
  const signedIn = (t: number) => {
    waits.push(t - arrivedAt!);
    signIns += 1;
    arrivedAt = null;
    gapSeed = (gapSeed * 48_271) % 2_147_483_647;
    awayUntil = t + HOUR + (gapSeed % 29) * HOUR;
    tV = awayUntil + 2 * DAY; // arrives earlier, at the attack's next long refusal
  };

  async function victimMoves(t: number): Promise<void> {
    arrivedAt ??= t;
    if (await openNewest()) return signedIn(t);
    const sent = await s.call('sendOtp', { body: { mobile: victim }, ip: victimIp });
    if (await openNewest()) return signedIn(t);
    expect(sent.status).toBe(429);
    tV = t + Math.max(1, Number(sent.json.retryAfter ?? 60)) * 1000;
  }

  while (Math.min(tA, tV) < end) {
    if (tA <= tV) {
      const t = tA;
      setNow(t);
      const move = await attackerMoves();
      tA = t + move.after;
      if (arrivedAt !== null) {
        // A new SMS reaches the waiting victim, who opens it at once.
        if (await openNewest()) signedIn(t);
      } else if (t >= awayUntil && move.refusedFor >= HOUR) {
        tV = t; // the worst moment to arrive: nobody can get a code for an hour or more
      }
    } else {
      setNow(tV);
      await victimMoves(tV);
    }
  }
  if (arrivedAt !== null) waits.push(end - arrivedAt);
  return { waits, signIns };
}

const hours = (ms: number) => (ms / HOUR).toFixed(1);

describe('otp-new-browser: how long an attacker keeps a victim on a new browser out', () => {
  let s: TestServer;
  let now = START;
  beforeAll(async () => {
    s = await startServer({ name: 'pglite' }, { clock: () => new Date(now), limits: { ...defaultLimits } });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function attackerCookie(): Promise<string> {
    now = START - DAY;
    const mobile = freshMobile();
    const ip = freshIp();
    await s.call('sendOtp', { body: { mobile }, ip });
    const res = await s.call('submitOtp', { body: { mobile, code: s.sms.lastCode(mobile) }, ip });
    return String(res.response.headers['set-cookie']).split(';')[0]!;
  }

  it('a victim who opens the SMS sign-in link gets in within a day, whatever the attack does', async () => {
    const result = await keptOut(s, (t) => (now = t), freshMobile(), await attackerCookie(), true);
    const worst = Math.max(...result.waits);
    console.log(
      `otp-new-browser: worst wait on a new browser ${hours(worst)} h over 30 days (${result.signIns} sign-ins; waits ${result.waits.map(hours).join(', ')} h)`,
    );
    expect(result.signIns).toBeGreaterThanOrEqual(10);
    expect(worst).toBeLessThanOrEqual(DAY);
  }, 600_000);

  it('a victim who only types codes is kept out the whole 30 days (the test can fail)', async () => {
    const result = await keptOut(s, (t) => (now = t), freshMobile(), await attackerCookie(), false);
    const worst = Math.max(...result.waits);
    console.log(`otp-new-browser (codes only): worst wait ${hours(worst)} h over 30 days (${result.signIns} sign-ins)`);
    expect(result.signIns).toBe(0);
    expect(worst).toBeGreaterThan(29 * DAY);
  }, 600_000);
});
