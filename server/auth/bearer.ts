import type { FastifyRequest } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import { type RowsOptions, type Statement, compile } from '../db/client';
import { unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import type { AuthUser, ServiceContext } from '../service/types';
import { verifyAccessToken } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL fragment: a user's profile is complete (first and last name, centre name, province). */
export const profileCompleteSql = sql`(btrim(u.first_name) <> '' AND btrim(u.last_name) <> '' AND btrim(u.org_name) <> '' AND u.province_id IS NOT NULL)`;

const SESSION_USER_SQL = sql`
  SELECT u.id, u.mobile, u.role, ${profileCompleteSql} AS profile_complete,
    EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.user_id = u.id AND sub.expires_at > ${sql.placeholder('now')}::timestamptz) AS subscription_active
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = ${sql.placeholder('sid')} AND s.user_id = ${sql.placeholder('sub')} AND s.revoked_at IS NULL
    AND s.expires_at > ${sql.placeholder('now')}::timestamptz`;

/**
 * A session's user, with the flags the access rules need, if the session is alive at `now` (every
 * signed-in call sends it; `npm run bench:plans` explains it).
 */
export const SESSION_USER = compile(SESSION_USER_SQL);

/**
 * A read a handler checks its session with (`withSession`): its statement alone, and the same read
 * joined to the session check in one statement. That statement answers no row for a dead session,
 * else one row per row of the read (or one with `read_found` null when the read found none), each
 * with the session's user in its `session_*` columns.
 */
export interface SessionRead {
  alone: Statement;
  checked: Statement;
}

/** Compiles `read` (placeholders other than the session check's `sid`, `sub` and `now`) as a `SessionRead`. */
export function sessionRead(read: SQL, options?: RowsOptions): SessionRead {
  return {
    alone: compile(read, options),
    checked: compile(
      sql`
        SELECT u.id AS session_user_id, u.mobile AS session_mobile, u.role AS session_role,
          u.profile_complete AS session_profile_complete, u.subscription_active AS session_subscription_active, r.*
        FROM (${SESSION_USER_SQL}) u
        LEFT JOIN LATERAL (SELECT true AS read_found, q.* FROM (${read}) q) r ON true`,
      options,
    ),
  };
}

/** A `SessionRead` and this call's values for its placeholders. */
export interface ReadStep {
  read: SessionRead;
  values?: Record<string, unknown>;
}

interface CheckedRow {
  session_user_id: string;
  session_mobile: string;
  session_role: string;
  session_profile_complete: boolean;
  session_subscription_active: boolean;
  read_found: boolean | null;
}

interface SessionRow {
  id: string;
  mobile: string;
  role: string;
  profile_complete: boolean;
  subscription_active: boolean;
}

/** A valid access token's session, not yet checked: the handler checks it with its first read. */
export interface PendingSession {
  sid: string;
  sub: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    pendingSession?: PendingSession;
  }
}

/**
 * The `bearerAuth` security handler: a valid HS256 access token whose session is not revoked.
 * Loads the user with the flags the access rules need, in one query. For the operations in
 * `checkedWithFirstRead` it checks only the token and leaves the session to the handler, which
 * sends its first read joined to the session check as one statement (`withSession`): the session is
 * still checked in the database on every call, before anything is answered. An operation with a
 * role check (`roleChecks`) answers 403 here to a user of another role.
 */
export function bearerAuth(
  ctx: ServiceContext,
  checkedWithFirstRead: ReadonlySet<string> = new Set(),
  roleChecks: ReadonlyMap<string, (user: AuthUser) => void> = new Map(),
) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(messages.missingToken);
    const match = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
    if (!match) throw unauthorized(messages.unauthorized);
    const claims = await verifyAccessToken(ctx, match[1] ?? '');
    if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) throw unauthorized(messages.unauthorized);
    const session = { sid: claims.sid, sub: claims.sub };
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId !== undefined && checkedWithFirstRead.has(operationId)) {
      request.pendingSession = session;
      return;
    }
    request.user = await checkSession(ctx, session);
    if (operationId !== undefined) roleChecks.get(operationId)?.(request.user);
  };
}

/** The user of `session` if it is alive now (else 401), by the session check alone. */
async function checkSession(ctx: ServiceContext, session: PendingSession): Promise<AuthUser> {
  const rows = await ctx.database.run<SessionRow>(SESSION_USER, sessionValues(ctx, session));
  return userOf(rows[0], session);
}

const sessionValues = (ctx: ServiceContext, session: PendingSession) => ({
  sid: session.sid,
  sub: session.sub,
  now: ctx.clock().toISOString(),
});

function userOf(row: SessionRow | undefined, session: PendingSession): AuthUser {
  if (!row) throw unauthorized(messages.unauthorized);
  return {
    id: row.id,
    sessionId: session.sid,
    mobile: row.mobile,
    role: row.role,
    profileComplete: row.profile_complete,
    subscriptionActive: row.subscription_active,
  };
}

/**
 * The signed-in user and the rows of `read`, as one statement (`SessionRead.checked`) when the
 * security handler left the session to this call: a dead session answers 401 whatever the read
 * found. Then `rules` (the operation's access rules) run on the user, before any row is used. `read`
 * is built by a function so that an error building it (a bad filter) is thrown after the session
 * check and the rules, as it would be with the session checked before the handler; an error of the
 * statement itself is thrown after them too (the session is then checked alone).
 */
export async function withSession<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  rules: (user: AuthUser) => void,
  read: () => ReadStep,
): Promise<{ user: AuthUser; rows: T[] }> {
  const pending = request.pendingSession;
  let step: ReadStep;
  try {
    step = read();
  } catch (err) {
    rules(await sessionUser(ctx, request));
    throw err;
  }
  // The security handler checked the session already (an operation not in its set).
  if (!pending) {
    const user = currentUser(request);
    rules(user);
    return { user, rows: await ctx.database.run<T>(step.read.alone, step.values) };
  }
  let rows: (CheckedRow & T)[];
  try {
    rows = await ctx.database.run<CheckedRow & T>(step.read.checked, { ...step.values, ...sessionValues(ctx, pending) });
  } catch (err) {
    rules(await sessionUser(ctx, request));
    throw err;
  }
  const first = rows[0];
  const user = (request.user = userOf(
    first && {
      id: first.session_user_id,
      mobile: first.session_mobile,
      role: first.session_role,
      profile_complete: first.session_profile_complete,
      subscription_active: first.session_subscription_active,
    },
    pending,
  ));
  request.pendingSession = undefined;
  rules(user);
  return { user, rows: first?.read_found ? rows : [] };
}

/** The signed-in user, checking a session the security handler left to the handler. */
export async function sessionUser(ctx: ServiceContext, request: FastifyRequest): Promise<AuthUser> {
  const pending = request.pendingSession;
  if (pending) {
    request.user = await checkSession(ctx, pending);
    request.pendingSession = undefined;
  }
  return currentUser(request);
}

/** The signed-in user (the route's security handler ran). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(messages.unauthorized);
  return request.user;
}
