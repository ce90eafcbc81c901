import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A timestamp parameter (the server's injectable clock, not the database's `now()`). */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** A fixed-length key for any text (a 3,000-character header never reaches an index as is). */
export const hashKey = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The client's network for per-client limits: the IPv4 address, or the /64 of an IPv6 address
 * (one subscriber usually holds a whole /64, so per-address buckets would be unlimited).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one hit for `bucket` in the current fixed window (in the database, so every instance
 * shares it) and answers whether the hit is within `max`. The bucket is stored hashed.
 */
export async function hit(database: Database, bucket: string, windowSeconds: number, max: number, now: Date): Promise<boolean> {
  const start = new Date(Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds * 1000);
  const [row] = await database.rows<{ hits: number }>(sql`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${hashKey(bucket)}, ${at(start)}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits`);
  if (Math.random() < 0.01) {
    await database.rows(sql`DELETE FROM rate_limits WHERE window_start < ${at(now)} - interval '1 day'`);
  }
  if (!row) throw new Error('rate_limits: the hit was not counted');
  return Number(row.hits) <= max;
}
