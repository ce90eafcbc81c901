import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { at, hashKey, networkOf } from './rate-limit';
import type { Limits } from './types';

/**
 * The server's hourly SMS budget (`limits.smsPerHour`), shared so that a few addresses cannot spend
 * it for the whole country:
 * - a request from a browser this number trusts (its signed device cookie) may use the whole budget;
 *   a number alone is no credential (anyone may ask for any number's code), so a known number from
 *   another browser is counted as any request is;
 * - any other request may use it only up to the reserve (`smsReserveShare` of it is kept for the
 *   former), and at most `smsAddressShare` of it per address (IPv4, or IPv6 /64) and
 *   `smsPrefixShare` per prefix (IPv4 /24, IPv6 /48) in an hour.
 * Counts live in `rate_limits` (every instance shares them) and only an SMS actually allowed is
 * counted, so refused requests cannot push the count up and lock out the reserve.
 */
export type SmsBudgetRefusal = 'address' | 'prefix' | 'budget';

export interface SmsBudgetTaken {
  /** Whether this SMS reached `smsWarnShare` of the budget's open part (log it: once an hour). */
  nearLimit: boolean;
}

const HOUR = 3600;

/** Counts one hit in `bucket`'s current hour only if it stays within `max`; answers the new count, or null. */
async function take(database: Database, bucket: string, max: number, now: Date): Promise<number | null> {
  if (max < 1) return null;
  const start = new Date(Math.floor(now.getTime() / 1000 / HOUR) * HOUR * 1000);
  const [row] = await database.rows<{ hits: number }>(sql`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${hashKey(bucket)}, ${at(start)}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 WHERE rate_limits.hits < ${max}
    RETURNING hits`);
  return row ? Number(row.hits) : null;
}

/** Gives back a hit `take` counted (a later step refused the SMS). */
async function giveBack(database: Database, bucket: string, now: Date): Promise<void> {
  const start = new Date(Math.floor(now.getTime() / 1000 / HOUR) * HOUR * 1000);
  await database.rows(sql`
    UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE bucket = ${hashKey(bucket)} AND window_start = ${at(start)}`);
}

/** The IPv4 /24 or the IPv6 /48 of an address. */
export function prefixOf(ip: string): string {
  const network = networkOf(ip);
  if (network.endsWith('::/64')) return `${network.split(':').slice(0, 3).join(':')}::/48`;
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(network);
  return v4 ? `${v4[1]}.0/24` : network;
}

export function smsBudgetShares(limits: Limits) {
  const open = Math.floor(limits.smsPerHour * (1 - limits.smsReserveShare));
  return {
    whole: limits.smsPerHour,
    open,
    address: Math.max(1, Math.floor(limits.smsPerHour * limits.smsAddressShare)),
    prefix: Math.max(1, Math.floor(limits.smsPerHour * limits.smsPrefixShare)),
    warnAt: Math.ceil(open * limits.smsWarnShare),
  };
}

/** Takes one SMS of the hour's budget for a request from `ip`, or answers which share refused it. */
export async function takeSmsBudget(
  database: Database,
  limits: Limits,
  ip: string,
  trusted: boolean,
  now: Date,
): Promise<SmsBudgetTaken | SmsBudgetRefusal> {
  const shares = smsBudgetShares(limits);
  const taken: string[] = [];
  const release = () => Promise.all(taken.map((bucket) => giveBack(database, bucket, now)));
  if (!trusted) {
    for (const [bucket, max, refusal] of [
      [`sms-address:${networkOf(ip)}`, shares.address, 'address'],
      [`sms-prefix:${prefixOf(ip)}`, shares.prefix, 'prefix'],
    ] as const) {
      if ((await take(database, bucket, max, now)) === null) {
        await release();
        return refusal;
      }
      taken.push(bucket);
    }
  }
  const count = await take(database, 'sms-global', trusted ? shares.whole : shares.open, now);
  if (count === null) {
    await release();
    return 'budget';
  }
  return { nearLimit: count === shares.warnAt };
}

/** SMS counted so far in the current hour, for the start-up summary. */
export async function smsSentThisHour(database: Database, now: Date): Promise<number> {
  const start = new Date(Math.floor(now.getTime() / 1000 / HOUR) * HOUR * 1000);
  const [row] = await database.rows<{ hits: number }>(
    sql`SELECT hits FROM rate_limits WHERE bucket = ${hashKey('sms-global')} AND window_start = ${at(start)}`,
  );
  return Number(row?.hits ?? 0);
}
