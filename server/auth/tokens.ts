import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'drizzle-orm';
import { at } from '../service/rate-limit';
import type { ServiceContext } from '../service/types';

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The access token: the user, the session and the user's role at sign-in (behaviour §10.10), for a
 * client to tell which screens to offer. The server never trusts the claim: every operator call
 * reads the role from the user row with the session check, so a removed operator loses the console
 * at once.
 */
export async function signAccessToken(ctx: ServiceContext, userId: string, sessionId: string, role: string): Promise<string> {
  const now = Math.floor(ctx.clock().getTime() / 1000);
  return new SignJWT({ sid: sessionId, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.limits.accessTokenSeconds)
    .sign(ctx.jwtKey);
}

/**
 * Tokens this process verified, with their expiry: verifying an HS256 signature through WebCrypto
 * costs more than the rest of a cached call. Only the signature check is remembered, never whether
 * the session is alive (the security handler asks the database on every call), so a logout or a
 * revocation takes effect at once on every process. A pure function's memo: nothing in it needs
 * sharing between instances. Keyed by key and token, so a test's second server never sees another's.
 */
const verified = new WeakMap<Uint8Array, Map<string, { sub: string; sid: string; exp: number }>>();
const VERIFIED_MAX = 10_000;

/** Answers `{ sub, sid }` or null when the token is malformed, forged, expired or has no `exp`. */
export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<{ sub: string; sid: string } | null> {
  const now = ctx.clock();
  let memo = verified.get(ctx.jwtKey);
  const hit = memo?.get(token);
  // jose's rule: expired when exp <= now in whole seconds.
  if (hit) return hit.exp > Math.floor(now.getTime() / 1000) ? { sub: hit.sub, sid: hit.sid } : null;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (!memo) verified.set(ctx.jwtKey, (memo = new Map()));
    if (memo.size >= VERIFIED_MAX) memo.clear();
    memo.set(token, { sub: payload.sub, sid: payload.sid, exp: payload.exp });
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** A new refresh token made at `now` (random 32 bytes): the database keeps only its HMAC (`hash`). */
export function newRefreshToken(ctx: ServiceContext, now: Date): { token: string; hash: string; expires: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hmac(ctx.hashKey, token), expires: new Date(now.getTime() + ctx.limits.refreshTokenDays * 86_400_000) };
}

/** Makes a refresh token for the session and stores only its HMAC. */
export async function issueRefreshToken(ctx: ServiceContext, sessionId: string): Promise<string> {
  const now = ctx.clock();
  const { token, hash, expires } = newRefreshToken(ctx, now);
  await ctx.database.rows(sql`
    INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at)
    VALUES (${hash}, ${sessionId}, ${at(now)}, ${at(expires)})`);
  return token;
}

/**
 * Uses a refresh token once: answers its live session, or null (unknown, used, expired, revoked,
 * past the session's absolute lifetime). A token that was already used is a stolen copy or a
 * replay: the whole family (the session, its refresh tokens and its access tokens) is revoked.
 */
export async function consumeRefreshToken(
  ctx: ServiceContext,
  token: string,
): Promise<{ sessionId: string; userId: string; role: string } | null> {
  const now = at(ctx.clock());
  const hash = hmac(ctx.hashKey, token);
  const rows = await ctx.database.rows<{ session_id: string; user_id: string; role: string }>(sql`
    UPDATE refresh_tokens r SET used_at = ${now}
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE r.token_hash = ${hash} AND r.used_at IS NULL AND r.expires_at > ${now}
      AND s.id = r.session_id AND s.revoked_at IS NULL AND s.expires_at > ${now}
    RETURNING r.session_id, s.user_id, u.role`);
  if (rows[0]) return { sessionId: rows[0].session_id, userId: rows[0].user_id, role: rows[0].role };
  await ctx.database.rows(sql`
    UPDATE sessions SET revoked_at = ${now}
    WHERE revoked_at IS NULL AND id = (SELECT session_id FROM refresh_tokens WHERE token_hash = ${hash} AND used_at IS NOT NULL)`);
  return null;
}
