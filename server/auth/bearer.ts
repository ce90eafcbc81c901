import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import type { AuthUser, ServiceContext } from '../service/types';
import { at } from '../service/rate-limit';
import { verifyAccessToken } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL fragment: a user's profile is complete (first and last name, centre name, province). */
export const profileCompleteSql = sql`(btrim(u.first_name) <> '' AND btrim(u.last_name) <> '' AND btrim(u.org_name) <> '' AND u.province_id IS NOT NULL)`;

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
    const now = ctx.clock();
    const rows = await ctx.database.rows<{
      id: string;
      mobile: string;
      role: string;
      profile_complete: boolean;
      subscription_active: boolean;
    }>(sql`
      SELECT u.id, u.mobile, u.role, ${profileCompleteSql} AS profile_complete,
        EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.user_id = u.id AND sub.expires_at > ${at(now)}) AS subscription_active
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${claims.sid} AND s.user_id = ${claims.sub} AND s.revoked_at IS NULL AND s.expires_at > ${at(now)}`);
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
