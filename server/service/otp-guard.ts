import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hmac } from '../auth/tokens';
import { at } from './rate-limit';
import type { Limits, ServiceContext } from './types';

/**
 * The OTP limiter (behaviour §12.1). Every number has one guard row per lane: lane '' is shared by every
 * client; a browser that already signed in to that number (it holds the HttpOnly device cookie)
 * gets a lane of its own, so an attacker who burns the shared lane's budget cannot lock it out.
 *
 * - Each wrong guess, on any code, counts against the lane; `otpFailuresPerLockout` of them lock
 *   the lane for `otpLockoutSeconds × otpLockoutFactor^(strike-1)` (at most `otpLockoutMaxSeconds`).
 *   A sign-in does not reset the count (it would hand the attacker a fresh ramp at each of the
 *   victim's sign-ins); both are forgotten after `otpStrikeMemoryDays` without a wrong guess.
 * - A locked lane gets no code and no guess; at most `otpSendsPerDay` codes are sent to a lane in
 *   24 hours (a sign-in starts that count afresh).
 * Every step is one conditional UPDATE, so concurrent requests and several instances agree.
 */
export const DEVICE_COOKIE = 'daroban_device';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The device token of a request, when it is well formed. */
export function deviceToken(cookieHeader: string | undefined): string | undefined {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  return token && TOKEN.test(token) ? token : undefined;
}

/** The lane of a request for `mobile`: the device's own when it signed in to that number before. */
export async function laneOf(ctx: ServiceContext, mobile: string, token: string | undefined): Promise<string> {
  if (!token) return '';
  const hash = hmac(ctx.hashKey, `device:${token}`);
  const rows = await ctx.database.rows(sql`SELECT 1 FROM trusted_devices WHERE token_hash = ${hash} AND mobile = ${mobile}`);
  return rows.length > 0 ? hash : '';
}

/** After a sign-in: trusts the browser for `mobile`; answers the token for its cookie. */
export async function trustDevice(ctx: ServiceContext, mobile: string, token: string | undefined, now: Date): Promise<string> {
  const kept = token ?? randomBytes(32).toString('base64url');
  await ctx.database.rows(sql`
    INSERT INTO trusted_devices (token_hash, mobile, created_at, last_used_at)
    VALUES (${hmac(ctx.hashKey, `device:${kept}`)}, ${mobile}, ${at(now)}, ${at(now)})
    ON CONFLICT (token_hash, mobile) DO UPDATE SET last_used_at = EXCLUDED.last_used_at`);
  return kept;
}

export function lockoutSeconds(limits: Limits, strike: number): number {
  return Math.min(limits.otpLockoutMaxSeconds, limits.otpLockoutSeconds * limits.otpLockoutFactor ** Math.max(0, strike - 1));
}

const secondsUntil = (until: Date | string | null, now: Date) =>
  until === null ? 1 : Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));

async function ensureRow(ctx: ServiceContext, mobile: string, lane: string): Promise<void> {
  await ctx.database.rows(sql`INSERT INTO otp_guard (mobile, lane) VALUES (${mobile}, ${lane}) ON CONFLICT DO NOTHING`);
}

export type Refusal = { reason: 'locked' | 'daily'; retryAfter: number };

/** Counts one code sent to the lane, or answers why none may be sent now and for how long. */
export async function takeSend(ctx: ServiceContext, mobile: string, lane: string, now: Date): Promise<Refusal | null> {
  const { limits } = ctx;
  await ensureRow(ctx, mobile, lane);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const taken = await ctx.database.rows(sql`
    UPDATE otp_guard SET
      sends = CASE WHEN sends_since IS NULL OR sends_since <= ${at(dayAgo)} THEN 1 ELSE sends + 1 END,
      sends_since = CASE WHEN sends_since IS NULL OR sends_since <= ${at(dayAgo)} THEN ${at(now)} ELSE sends_since END
    WHERE mobile = ${mobile} AND lane = ${lane}
      AND (locked_until IS NULL OR locked_until <= ${at(now)})
      AND (sends_since IS NULL OR sends_since <= ${at(dayAgo)} OR sends < ${limits.otpSendsPerDay})
    RETURNING sends`);
  if (taken.length > 0) return null;
  const [row] = await ctx.database.rows<{ locked_until: string | null; sends_since: string | null }>(
    sql`SELECT locked_until, sends_since FROM otp_guard WHERE mobile = ${mobile} AND lane = ${lane}`,
  );
  if (row?.locked_until && new Date(row.locked_until) > now) return { reason: 'locked', retryAfter: secondsUntil(row.locked_until, now) };
  const resets = row?.sends_since ? new Date(new Date(row.sends_since).getTime() + 86_400_000) : now;
  return { reason: 'daily', retryAfter: secondsUntil(resets, now) };
}

/** Gives a send back (the SMS provider failed). */
export async function returnSend(ctx: ServiceContext, mobile: string, lane: string): Promise<void> {
  await ctx.database.rows(sql`UPDATE otp_guard SET sends = greatest(sends - 1, 0) WHERE mobile = ${mobile} AND lane = ${lane}`);
}

/**
 * Reserves one guess before the code is compared (counted as wrong until proven right), or
 * answers how long the lane stays locked.
 */
export async function takeGuess(
  ctx: ServiceContext,
  mobile: string,
  lane: string,
  now: Date,
): Promise<{ failures: number; strikes: number } | Refusal> {
  const { limits } = ctx;
  await ensureRow(ctx, mobile, lane);
  const stale = at(new Date(now.getTime() - limits.otpStrikeMemoryDays * 86_400_000));
  const [taken] = await ctx.database.rows<{ failures: number; strikes: number }>(sql`
    UPDATE otp_guard SET
      failures = CASE WHEN last_failure_at IS NOT NULL AND last_failure_at <= ${stale} THEN 1 ELSE failures + 1 END,
      strikes = CASE WHEN last_failure_at IS NOT NULL AND last_failure_at <= ${stale} THEN 0 ELSE strikes END,
      last_failure_at = ${at(now)}
    WHERE mobile = ${mobile} AND lane = ${lane}
      AND (locked_until IS NULL OR locked_until <= ${at(now)})
      AND (failures < ${limits.otpFailuresPerLockout} OR (last_failure_at IS NOT NULL AND last_failure_at <= ${stale}))
    RETURNING failures, strikes`);
  if (taken) return { failures: Number(taken.failures), strikes: Number(taken.strikes) };
  const [row] = await ctx.database.rows<{ locked_until: string | null }>(
    sql`SELECT locked_until FROM otp_guard WHERE mobile = ${mobile} AND lane = ${lane}`,
  );
  return { reason: 'locked', retryAfter: secondsUntil(row?.locked_until ?? null, now) };
}

/** A reserved guess was wrong: the budget's last one locks the lane (a longer lockout each time). */
export async function guessWasWrong(
  ctx: ServiceContext,
  mobile: string,
  lane: string,
  taken: { failures: number; strikes: number },
  now: Date,
): Promise<void> {
  if (taken.failures < ctx.limits.otpFailuresPerLockout) return;
  const strike = taken.strikes + 1;
  const until = new Date(now.getTime() + lockoutSeconds(ctx.limits, strike) * 1000);
  await ctx.database.rows(sql`
    UPDATE otp_guard SET failures = 0, strikes = ${strike}, locked_until = ${at(until)}
    WHERE mobile = ${mobile} AND lane = ${lane}`);
}

/** A reserved guess was right: it is not a failure; the lane's daily send count starts afresh. */
export async function guessWasRight(ctx: ServiceContext, mobile: string, lane: string): Promise<void> {
  await ctx.database.rows(sql`
    UPDATE otp_guard SET failures = greatest(failures - 1, 0), sends = 0, sends_since = NULL
    WHERE mobile = ${mobile} AND lane = ${lane}`);
}
