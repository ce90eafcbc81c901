import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Counts one hit for `bucket` in the current fixed window (in the database, so every instance
 * shares it) and answers whether the hit is within `max`.
 */
export async function hit(database: Database, bucket: string, windowSeconds: number, max: number): Promise<boolean> {
  const [row] = await database.rows<{ hits: number }>(sql`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${bucket}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits`);
  if (Math.random() < 0.01) {
    await database.rows(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return Number(row.hits) <= max;
}
