import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { compile } from '../db/client';
import { unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import type { AuthUser, ServiceContext } from '../service/types';
import { verifyAccessToken } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL fragment: a user's profile is complete (first and last name, centre name, province). */
export const profileCompleteSql = sql`(btrim(u.first_name) <> '' AND btrim(u.last_name) <> '' AND btrim(u.org_name) <> '' AND u.province_id IS NOT NULL)`;

/** A session's user, with the flags the access rules need, if the session is alive at `now`. */
const SESSION_USER = compile(sql`
  SELECT u.id, u.mobile, u.role, ${profileCompleteSql} AS profile_complete,
    EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.user_id = u.id AND sub.expires_at > ${sql.placeholder('now')}::timestamptz) AS subscription_active
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = ${sql.placeholder('sid')} AND s.user_id = ${sql.placeholder('sub')} AND s.revoked_at IS NULL
    AND s.expires_at > ${sql.placeholder('now')}::timestamptz`);

/**
 * The `bearerAuth` security handler: a valid HS256 access token whose session is not revoked.
 * Loads the user with the flags the access rules need, in one query.
 */
export function bearerAuth(ctx: ServiceContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(messages.missingToken);
    const match = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
    if (!match) throw unauthorized(messages.unauthorized);
    const claims = await verifyAccessToken(ctx, match[1] ?? '');
    if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) throw unauthorized(messages.unauthorized);
    const rows = await ctx.database.run<{
      id: string;
      mobile: string;
      role: string;
      profile_complete: boolean;
      subscription_active: boolean;
    }>(SESSION_USER, { sid: claims.sid, sub: claims.sub, now: ctx.clock().toISOString() });
    const row = rows[0];
    if (!row) throw unauthorized(messages.unauthorized);
    const user: AuthUser = {
      id: row.id,
      sessionId: claims.sid,
      mobile: row.mobile,
      role: row.role,
      profileComplete: row.profile_complete,
      subscriptionActive: row.subscription_active,
    };
    request.user = user;
  };
}

/** The signed-in user (the route's security handler ran). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(messages.unauthorized);
  return request.user;
}
