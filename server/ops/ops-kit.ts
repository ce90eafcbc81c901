import type { FastifyReply } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { badRequest, forbidden } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { at } from '../service/rate-limit';
import type { AuthUser, Handler, Handlers, OperationId, RequestOf, ServiceContext } from '../service/types';

/** The pieces every operator handler shares (behaviour §10.10): roles, transactions, the audit row, SQL shapes. */

export type Role = components['schemas']['Role'];
export type AuditAction = components['schemas']['OpsAuditAction'];
export type AuditTarget = components['schemas']['OpsAuditTarget'];

/** Who may use the support desk, and who may also make and remove operators. */
export const STAFF: readonly Role[] = ['operator', 'admin'];
export const ADMINS: readonly Role[] = ['admin'];

/**
 * Every handler of `handlers`, answering 403 unless the signed-in user's role is one of `roles`. The
 * role is the user row's, read with the session check on every call (never the token's claim), so a
 * removed operator is refused at once.
 */
export function onlyFor<K extends OperationId>(roles: readonly Role[], handlers: Handlers<K>): Handlers<K> {
  const guarded = {} as Record<K, Handler<K>>;
  const allow = (user: AuthUser) => {
    const role = user.role as Role;
    if (!roles.includes(role)) throw forbidden(STAFF.includes(role) ? messages.ops.adminOnly : messages.ops.staffOnly);
  };
  for (const id of Object.keys(handlers) as K[]) {
    const handler = handlers[id] as unknown as Handler<K>;
    const run = async (request: RequestOf<K>, reply: FastifyReply) => {
      allow(currentUser(request));
      return handler(request, reply);
    };
    // The security handler runs `allow` too, before the body is read or validated (a 403 before a 400).
    guarded[id] = Object.assign(run, { [ROLE_CHECK]: allow });
  }
  return guarded as unknown as Handlers<K>;
}

/** The key under which `onlyFor` leaves its role check on each handler it guards. */
export const ROLE_CHECK = Symbol('role check');

/** The role check of each handler `onlyFor` guards, by operationId. */
export function roleChecks(handlers: Record<string, unknown>): Map<string, (user: AuthUser) => void> {
  const checks = new Map<string, (user: AuthUser) => void>();
  for (const [id, handler] of Object.entries(handlers)) {
    const check = (handler as { [ROLE_CHECK]?: (user: AuthUser) => void })[ROLE_CHECK];
    if (check) checks.set(id, check);
  }
  return checks;
}

/** Runs a statement and answers its rows (on a transaction or the pool). */
export type Rows = <T>(query: SQL) => Promise<T[]>;

/** `work` in one transaction: its writes and its audit row commit together or not at all. */
export function transaction<T>(ctx: Pick<ServiceContext, 'database'>, work: (rows: Rows) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) =>
    work(async <R>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: R[] }).rows),
  );
}

/** The pool's `rows`, for reads outside a transaction. */
export const poolRows =
  (ctx: Pick<ServiceContext, 'database'>): Rows =>
  <T>(query: SQL) =>
    ctx.database.rows<T>(query, { prepare: false });

export interface AuditEntry {
  /** The operator or admin; null for the command line. */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  /** The fields the write changed, as they were (null when it made something new) … */
  before: Record<string, unknown> | null;
  /** … and as it left them. */
  after: Record<string, unknown> | null;
  reason?: string | null;
}

/** The one audit function: every operator write calls it once, inside the write's transaction. */
export async function audit(rows: Rows, now: Date, entry: AuditEntry): Promise<void> {
  const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));
  await rows(sql`
    INSERT INTO audit_log (at, actor_id, action, target_type, target_id, before, after, reason)
    VALUES (${at(now)}, ${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.reason ?? null})`);
}

/** An `_id` filter of a list: a uuid, else a 400 (a path `_id` that is not one is a 404 instead). */
export function idFilter(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isUuid(value)) throw badRequest(messages.badRequest);
  return value;
}

/** A timestamp column as the contract's `date-time` (UTC, milliseconds), or null. */
export const iso = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** `iso` in JavaScript, for a value a driver answered (a Date or PostgreSQL's text). */
export const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A user row (alias `u`) as an `OpsPerson`, or null when the join found none. */
export const person = (u: string): SQL =>
  sql.raw(
    `CASE WHEN ${u}.id IS NULL THEN NULL ELSE json_build_object('_id', ${u}.id, 'mobile', ${u}.mobile, 'name', btrim(${u}.first_name || ' ' || ${u}.last_name)) END`,
  );

/** The joins `pharmacy(u, now)` reads: the province and the latest expiry of the user `u`. */
export const pharmacyJoins = (u: string): SQL =>
  sql.raw(
    `LEFT JOIN provinces ${u}_pr ON ${u}_pr.id = ${u}.province_id
     LEFT JOIN LATERAL (SELECT max(expires_at) AS expires FROM subscriptions WHERE user_id = ${u}.id) ${u}_sx ON true`,
  );

/** The subscription of user `u` (with `pharmacyJoins`) as an `OpsSubscription` at `now`. */
export const subscription = (u: string, now: Date): SQL =>
  sql`json_build_object('active', coalesce(${sql.raw(`${u}_sx.expires`)} > ${at(now)}, false), 'expiresAt', ${iso(`${u}_sx.expires`)})`;

/** The user `u` (with `pharmacyJoins`) as an `OpsPharmacySummary`. */
export const pharmacy = (u: string, now: Date): SQL => sql`json_build_object(
    '_id', ${sql.raw(`${u}.id`)}, 'mobile', ${sql.raw(`${u}.mobile`)}, 'first_name', ${sql.raw(`${u}.first_name`)},
    'last_name', ${sql.raw(`${u}.last_name`)}, 'org_name', ${sql.raw(`${u}.org_name`)},
    'province', CASE WHEN ${sql.raw(`${u}_pr.id`)} IS NULL THEN NULL ELSE json_build_object('_id', ${sql.raw(`${u}_pr.id`)}, 'name', ${sql.raw(`${u}_pr.name`)}) END,
    'role', ${sql.raw(`${u}.role`)}, 'subscription', ${subscription(u, now)}, 'createdAt', ${iso(`${u}.created_at`)})`;

/** `{ docs, totalDocs, totalPages }` of a page read with `paging`. */
export const page = <T>(docs: T[], total: number, limit: number) => ({ docs, totalDocs: total, totalPages: Math.ceil(total / limit) });
