import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/http/messages';
import { prefixOf, smsBudgetShares } from '../../server/service/sms-budget';
import { defaultLimits } from '../../server/service/types';
import { type TestServer, backends, freshMobile, startServer } from './harness';

/**
 * The hourly SMS budget on an injected clock: a few addresses cannot spend it (each address and
 * each prefix has a share), and when many prefixes spend the open part, browsers a number trusts
 * still get their codes from the reserve. A number alone opens no reserve: anyone may ask for any
 * number's code, so known numbers asked for from unknown browsers are counted as any request is.
 * A budget of 200 keeps the test short; the shares are the defaults'.
 */
const HOUR = 3_600_000;
const LIMITS = { ...defaultLimits, smsPerHour: 200, sendOtpPerIp: 10_000 };
const shares = smsBudgetShares(LIMITS);
/** The attacks send hundreds of requests: seconds alone, far more on a loaded machine. */
const ATTACK_MS = 180_000;

describe.each(backends)('the SMS budget is shared out, with a reserve, on $name', (backend) => {
  let s: TestServer;
  let now = Date.parse('2026-05-01T08:00:00Z');
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    s = await startServer(backend, { clock: () => new Date(now), limits: LIMITS, logger: true, logStream });
  });
  afterAll(async () => {
    await s?.close();
  });

  const send = (mobile: string, ip: string, cookie?: string) =>
    s.call('sendOtp', { body: { mobile }, ip, headers: cookie ? { cookie } : {} });

  it('shares: IPv4 /24 and IPv6 /48 prefixes; the defaults keep a quarter of 2,000 in reserve', () => {
    expect(prefixOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(prefixOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(prefixOf('2001:db8:1:2:3::9')).toBe('2001:db8:1::/48');
    expect(smsBudgetShares(defaultLimits)).toEqual({ whole: 2_000, open: 1_500, address: 40, prefix: 100, warnAt: 1_200 });
    expect(shares).toMatchObject({ whole: 200, open: 150, address: 4, prefix: 10 });
  });

  it('one address gets its share and no more; its prefix gets its share across addresses', async () => {
    const statuses = [];
    for (let i = 0; i < shares.address + 2; i++) statuses.push((await send(freshMobile(), '203.0.113.1')).status);
    expect(statuses).toEqual([...Array(shares.address).fill(200), 429, 429]);
    let prefixSent = shares.address;
    for (let host = 2; prefixSent < shares.prefix; host++) {
      for (let i = 0; i < shares.address && prefixSent < shares.prefix; i++, prefixSent++) {
        expect((await send(freshMobile(), `203.0.113.${host}`)).status).toBe(200);
      }
    }
    const refused = await send(freshMobile(), '203.0.113.250');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(messages.smsBudget);
  });

  /** The victim signs in (a code, then the browser keeps its device cookie): answers the cookie. */
  async function trustedBrowser(victim: string, ip: string): Promise<string> {
    expect((await send(victim, ip)).status).toBe(200);
    const signedIn = await s.call('submitOtp', { body: { mobile: victim, code: s.sms.lastCode(victim) }, ip });
    expect(signedIn.status).toBe(200);
    return String(signedIn.response.headers['set-cookie']).split(';')[0]!;
  }

  it(
    'many prefixes spend the open part: new browsers wait, a trusted browser still gets its code; the next hour is open again',
    async () => {
      now += HOUR;
      const victim = freshMobile();
      const recent = freshMobile();
      // Both signed in before the attack; the victim's browser keeps its device cookie.
      const ip = '192.0.2.10';
      const cookie = await trustedBrowser(victim, ip);
      await trustedBrowser(recent, ip);

      now += HOUR;
      log.length = 0;
      // The attack: every prefix up to its share, until the open part is spent.
      let spent = 0;
      for (let net = 0; spent < shares.open; net++) {
        for (let host = 1; host <= shares.prefix / shares.address + 1 && spent < shares.open; host++) {
          for (let i = 0; i < shares.address && spent < shares.open; i++) {
            const res = await send(freshMobile(), `10.${net}.0.${host}`);
            if (res.status === 200) spent++;
          }
        }
      }
      // The warning came once, when the open part was 80 % spent.
      expect(
        log.filter((line) => line.includes('"level":40') && line.includes("SMS budget: 80 % of this hour's open SMS are spent")),
      ).toHaveLength(1);
      const stranger = await send(freshMobile(), '10.250.0.1');
      expect(stranger.status).toBe(429);
      expect(stranger.json.message).toBe(messages.smsBudget);
      expect(log.some((line) => line.includes('"level":40') && line.includes('the open part of this hour is spent'))).toBe(true);

      // The reserve: the victim's own browser gets its code; a number that signed in lately, asked for
      // from a browser it does not trust, waits like any other.
      expect((await send(victim, '10.251.0.1', cookie)).status).toBe(200);
      expect((await send(recent, '10.252.0.1')).status).toBe(429);
      // Refused requests are not counted: the reserve is still there after fifty more.
      for (let i = 0; i < 50; i++) expect((await send(freshMobile(), `10.253.${i}.1`)).status).toBe(429);
      now += 121_000;
      expect((await send(victim, '10.251.0.2', cookie)).status).toBe(200);

      now += HOUR;
      expect((await send(freshMobile(), '10.254.0.1')).status).toBe(200);
    },
    ATTACK_MS,
  );

  it(
    'known numbers from unknown browsers cannot spend the reserve: a trusted browser still gets its code in the attacked hour',
    async () => {
      now += 2 * HOUR;
      const victim = freshMobile();
      const cookie = await trustedBrowser(victim, '192.0.2.20');
      // 400 numbers that signed in within the last days (customers' numbers an attacker collected).
      const known = Array.from({ length: 400 }, () => freshMobile());
      const lastLogin = new Date(now - 86_400_000).toISOString();
      for (const mobile of known) {
        await s.sql(`INSERT INTO users (mobile, last_login) VALUES ($1, $2)`, [mobile, lastLogin]);
      }

      now += HOUR;
      // From one /24: its share and no more.
      const fromOnePrefix = [];
      for (let i = 0; i < 200; i++) fromOnePrefix.push((await send(known[i]!, `198.51.100.${(i % 250) + 1}`)).status);
      expect(fromOnePrefix.filter((status) => status === 200)).toHaveLength(shares.prefix);
      // From many /24s: the open part, and no SMS of the reserve.
      let sent = shares.prefix;
      for (let i = 200; i < known.length; i++) {
        if ((await send(known[i]!, `172.16.${i}.1`)).status === 200) sent++;
      }
      expect(sent).toBe(shares.open);
      // The number's owner, on the browser it trusts, still gets its code.
      expect((await send(victim, '172.17.0.1', cookie)).status).toBe(200);
    },
    ATTACK_MS,
  );
});
