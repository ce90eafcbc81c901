import { type SQL, sql } from 'drizzle-orm';
import { tooMany } from '../http/errors';
import { messages } from '../http/messages';
import { toPersianDigits } from '../../src/lib/digits';
import { at } from './rate-limit';
import type { ServiceContext } from './types';

/**
 * Per-user limits on what a signed-in user writes (behaviour §12.2; one user could otherwise store
 * hundreds of tickets a second): at most `limits.ticketsPerDay` tickets and `limits.reportsPerDay` reports in
 * any 24 hours, counted from the stored rows (rolling window, the server's clock).
 *
 * `insert` runs in the same transaction as the count, after a lock on the user's row: writes of one
 * user wait for each other, on one instance or several, so the count always sees the rows before it
 * and a cap of N admits exactly N, however many requests race.
 */
export async function insertWithinDailyLimit(
  ctx: ServiceContext,
  kind: 'tickets' | 'reports',
  userId: string,
  insert: SQL,
  idempotencyKey?: string,
): Promise<void> {
  const since = new Date(ctx.clock().getTime() - 86_400_000);
  const max = kind === 'tickets' ? ctx.limits.ticketsPerDay : ctx.limits.reportsPerDay;
  await ctx.database.db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    await rows(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    // A write sent again with its key (an offline queue's retry, behaviour §10.15) was stored already:
    // the user's lock orders the two, so the second sees the first and stores nothing.
    if (idempotencyKey !== undefined) {
      const seen = await rows(
        kind === 'tickets'
          ? sql`SELECT 1 FROM tickets WHERE user_id = ${userId} AND idempotency_key = ${idempotencyKey}`
          : sql`SELECT 1 FROM reports WHERE user_id = ${userId} AND idempotency_key = ${idempotencyKey}`,
      );
      if (seen.length > 0) return;
    }
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      kind === 'tickets'
        ? sql`SELECT count(*)::int AS n FROM tickets WHERE user_id = ${userId} AND created_at > ${at(since)}`
        : sql`SELECT count(*)::int AS n FROM reports WHERE user_id = ${userId} AND created_at > ${at(since)}`,
    );
    if (Number(n) >= max) {
      const text = toPersianDigits(String(max));
      throw tooMany(kind === 'tickets' ? messages.ticketsPerDay(text) : messages.reportsPerDay(text));
    }
    await rows(insert);
  });
}
