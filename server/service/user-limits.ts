import { sql } from 'drizzle-orm';
import { tooMany } from '../http/errors';
import { messages } from '../http/messages';
import { toPersianDigits } from '../../src/lib/digits';
import { at } from './rate-limit';
import type { ServiceContext } from './types';

/**
 * Per-user limits on what a signed-in user writes (behaviour §12.2: one user could store ~230 tickets a
 * second): at most `limits.ticketsPerDay` tickets and `limits.reportsPerDay` reports in any 24 hours,
 * counted from the stored rows (rolling window, the server's clock). Checked before the insert, so
 * requests racing at the very limit may pass by a few, never more than their concurrency.
 */
export async function assertDailyLimit(ctx: ServiceContext, kind: 'tickets' | 'reports', userId: string): Promise<void> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - 86_400_000);
  const max = kind === 'tickets' ? ctx.limits.ticketsPerDay : ctx.limits.reportsPerDay;
  const rows = await ctx.database.rows<{ n: number }>(
    kind === 'tickets'
      ? sql`SELECT count(*)::int AS n FROM tickets WHERE user_id = ${userId} AND created_at > ${at(since)}`
      : sql`SELECT count(*)::int AS n FROM reports WHERE user_id = ${userId} AND created_at > ${at(since)}`,
  );
  if (Number(rows[0]?.n ?? 0) >= max) {
    const text = toPersianDigits(String(max));
    throw tooMany(kind === 'tickets' ? messages.ticketsPerDay(text) : messages.reportsPerDay(text));
  }
}
