import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../service/types';

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function signAccessToken(ctx: ServiceContext, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ctx.limits.accessTokenSeconds}s`)
    .sign(ctx.jwtKey);
}

/** Answers `{ sub, sid }` or null when the token is malformed, forged or expired. */
export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<{ sub: string; sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** Makes a refresh token (random 32 bytes) for the session and stores only its HMAC. */
export async function issueRefreshToken(ctx: ServiceContext, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.database.rows(sql`
    INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
    VALUES (${hmac(ctx.hashKey, token)}, ${sessionId}, now() + make_interval(days => ${ctx.limits.refreshTokenDays}))`);
  return token;
}

/** Uses a refresh token once: answers its live session, or null (unknown, used, expired, revoked). */
export async function consumeRefreshToken(ctx: ServiceContext, token: string): Promise<{ sessionId: string; userId: string } | null> {
  const rows = await ctx.database.rows<{ session_id: string; user_id: string }>(sql`
    UPDATE refresh_tokens r SET used_at = now()
    FROM sessions s
    WHERE r.token_hash = ${hmac(ctx.hashKey, token)} AND r.used_at IS NULL AND r.expires_at > now()
      AND s.id = r.session_id AND s.revoked_at IS NULL
    RETURNING r.session_id, s.user_id`);
  return rows[0] ? { sessionId: rows[0].session_id, userId: rows[0].user_id } : null;
}
