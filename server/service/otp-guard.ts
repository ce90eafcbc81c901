import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hmac, sameHash } from '../auth/tokens';
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
 * - A locked lane gets no guess, and no code: its SMS carries only the sign-in link (`otp-link.ts`),
 *   which signs in on the phone without a guess, so re-locking the lane cannot keep the number's
 *   owner out; at most `otpSendsPerDay` SMS are sent to a lane in 24 hours (a sign-in starts that
 *   count afresh).
 * Every step is one conditional UPDATE (or upsert), so concurrent requests and several instances agree.
 */
export const DEVICE_COOKIE = 'daroban_device';
/** A device token: 32 random bytes and the server's HMAC of them (SHA-256, hex). */
const TOKEN = /^([A-Za-z0-9_-]{43})\.([0-9a-f]{64})$/;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const signature = (ctx: ServiceContext, id: string) => hmac(ctx.hashKey, `device-token:${id}`);

/**
 * The device token of a request, when this server issued it (its signature holds): a cookie a
 * client made up, or planted in someone's browser, is ignored, so it can never open a lane.
 */
export function deviceToken(ctx: ServiceContext, cookieHeader: string | undefined): string | undefined {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  const parts = token === undefined ? null : TOKEN.exec(token);
  return parts && sameHash(parts[2]!, signature(ctx, parts[1]!)) ? token : undefined;
}

/** The hash a device token is trusted under (`trusted_devices.token_hash`, and its lane). */
export const deviceHash = (ctx: ServiceContext, token: string): string => hmac(ctx.hashKey, `device:${token}`);

/** The lane of a request for `mobile`: the device's own when it signed in to that number before. */
export async function laneOf(ctx: ServiceContext, mobile: string, token: string | undefined): Promise<string> {
  if (!token) return '';
  const hash = deviceHash(ctx, token);
  const rows = await ctx.database.rows(sql`SELECT 1 FROM trusted_devices WHERE token_hash = ${hash} AND mobile = ${mobile}`);
  return rows.length > 0 ? hash : '';
}

/** A browser's device token for its cookie: the one this server issued it, or a new one. */
export function keptDeviceToken(ctx: ServiceContext, token: string | undefined): string {
  if (token) return token;
  const id = randomBytes(32).toString('base64url');
  return `${id}.${signature(ctx, id)}`;
}

export function lockoutSeconds(limits: Limits, strike: number): number {
  return Math.min(limits.otpLockoutMaxSeconds, limits.otpLockoutSeconds * limits.otpLockoutFactor ** Math.max(0, strike - 1));
}

const secondsUntil = (until: Date | string | null, now: Date) =>
  until === null ? 1 : Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));

async function ensureRow(ctx: ServiceContext, mobile: string, lane: string): Promise<void> {
  await ctx.database.rows(sql`INSERT INTO otp_guard (mobile, lane) VALUES (${mobile}, ${lane}) ON CONFLICT DO NOTHING`);
}

/** A send counted: `lockedFor` seconds when the lane is locked (its SMS then carries only the sign-in link). */
export type SendTaken = { lockedFor: number | null };
/** Why no SMS may be sent to the lane now (its daily cap), and for how long. */
export type Refusal = { reason: 'daily'; retryAfter: number };

/**
 * Counts one SMS sent to the lane, or answers how long its daily cap refuses one. A locked lane still
 * gets its SMS (within the cap), but one with only the sign-in link: its owner can sign in on the
 * phone, and guesses stay locked.
 */
export async function takeSend(ctx: ServiceContext, mobile: string, lane: string, now: Date): Promise<SendTaken | Refusal> {
  const { limits } = ctx;
  await ensureRow(ctx, mobile, lane);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [taken] = await ctx.database.rows<{ locked_until: string | null }>(sql`
    UPDATE otp_guard SET
      sends = CASE WHEN sends_since IS NULL OR sends_since <= ${at(dayAgo)} THEN 1 ELSE sends + 1 END,
      sends_since = CASE WHEN sends_since IS NULL OR sends_since <= ${at(dayAgo)} THEN ${at(now)} ELSE sends_since END
    WHERE mobile = ${mobile} AND lane = ${lane}
      AND (sends_since IS NULL OR sends_since <= ${at(dayAgo)} OR sends < ${limits.otpSendsPerDay})
    RETURNING locked_until`);
  if (taken) {
    const locked = taken.locked_until !== null && new Date(taken.locked_until) > now;
    return { lockedFor: locked ? secondsUntil(taken.locked_until, now) : null };
  }
  const [row] = await ctx.database.rows<{ sends_since: string | null }>(
    sql`SELECT sends_since FROM otp_guard WHERE mobile = ${mobile} AND lane = ${lane}`,
  );
  const resets = row?.sends_since ? new Date(new Date(row.sends_since).getTime() + 86_400_000) : now;
  return { reason: 'daily', retryAfter: secondsUntil(resets, now) };
}

/** Gives a send back (the SMS provider failed). */
export async function returnSend(ctx: ServiceContext, mobile: string, lane: string): Promise<void> {
  await ctx.database.rows(sql`UPDATE otp_guard SET sends = greatest(sends - 1, 0) WHERE mobile = ${mobile} AND lane = ${lane}`);
}

/** What `takeGuess` found for a submitted code. */
export type Guess =
  /** The lane holds no code, or one past its expiry. */
  | { outcome: 'expired' }
  /** The lane's code has no attempt left. */
  | { outcome: 'spent' }
  /** The lane is locked for `retryAfter` seconds: no guess was taken. */
  | { outcome: 'locked'; retryAfter: number }
  /**
   * One guess of the lane's budget is reserved (counted as wrong until proven right) and one
   * attempt of its code taken: the code's hash, or null when another request took its last attempt.
   */
  | { outcome: 'taken'; lane: string; failures: number; strikes: number; codeHash: string | null };

/**
 * For a code submitted for `mobile`, in one statement: the request's lane (as `laneOf`), whether it
 * holds a live code with attempts left, and if so one guess reserved before the code is compared and
 * one attempt of the code taken. A lane's guard row is made on its first guess.
 */
export async function takeGuess(ctx: ServiceContext, mobile: string, token: string | undefined, now: Date): Promise<Guess> {
  const { limits } = ctx;
  const stale = at(new Date(now.getTime() - limits.otpStrikeMemoryDays * 86_400_000));
  const [row] = await ctx.database.rows<{
    lane: string;
    live: boolean | null;
    spent: boolean | null;
    failures: number | null;
    strikes: number | null;
    code_hash: string | null;
  }>(sql`
    WITH lane AS (
      SELECT coalesce((SELECT token_hash FROM trusted_devices WHERE token_hash = ${token ? deviceHash(ctx, token) : null} AND mobile = ${mobile}), '') AS lane
    ),
    held AS (
      SELECT o.expires_at > ${at(now)} AS live, o.attempts >= ${limits.otpMaxAttempts} AS spent
      FROM otp_codes o JOIN lane ON o.lane = lane.lane WHERE o.mobile = ${mobile}
    ),
    guess AS (
      INSERT INTO otp_guard AS g (mobile, lane, failures, last_failure_at)
      SELECT ${mobile}, lane.lane, 1, ${at(now)} FROM lane WHERE EXISTS (SELECT 1 FROM held WHERE live AND NOT spent)
      ON CONFLICT (mobile, lane) DO UPDATE SET
        failures = CASE WHEN g.last_failure_at IS NOT NULL AND g.last_failure_at <= ${stale} THEN 1 ELSE g.failures + 1 END,
        strikes = CASE WHEN g.last_failure_at IS NOT NULL AND g.last_failure_at <= ${stale} THEN 0 ELSE g.strikes END,
        last_failure_at = EXCLUDED.last_failure_at
      WHERE (g.locked_until IS NULL OR g.locked_until <= ${at(now)})
        AND (g.failures < ${limits.otpFailuresPerLockout} OR (g.last_failure_at IS NOT NULL AND g.last_failure_at <= ${stale}))
      RETURNING g.failures, g.strikes
    ),
    code AS (
      UPDATE otp_codes o SET attempts = o.attempts + 1 FROM lane
      WHERE o.mobile = ${mobile} AND o.lane = lane.lane AND o.expires_at > ${at(now)} AND o.attempts < ${limits.otpMaxAttempts}
        AND EXISTS (SELECT 1 FROM guess)
      RETURNING o.code_hash
    )
    SELECT lane.lane, held.live, held.spent, guess.failures, guess.strikes, code.code_hash
    FROM lane LEFT JOIN held ON true LEFT JOIN guess ON true LEFT JOIN code ON true`);
  if (!row || !row.live) return { outcome: 'expired' };
  if (row.spent) return { outcome: 'spent' };
  if (row.failures === null) {
    const [guard] = await ctx.database.rows<{ locked_until: string | null }>(
      sql`SELECT locked_until FROM otp_guard WHERE mobile = ${mobile} AND lane = ${row.lane}`,
    );
    return { outcome: 'locked', retryAfter: secondsUntil(guard?.locked_until ?? null, now) };
  }
  return { outcome: 'taken', lane: row.lane, failures: Number(row.failures), strikes: Number(row.strikes), codeHash: row.code_hash };
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

/** A reserved guess was right: it is not a failure; the lane's daily send count starts afresh (SQL for `otp_guard`'s row of the lane). */
export const guessWasRightSet = sql`failures = greatest(failures - 1, 0), sends = 0, sends_since = NULL`;
