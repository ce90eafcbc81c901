import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { toLatinDigits } from '../../src/lib/digits';
import { currentUser, profileCompleteSql } from '../auth/bearer';
import { badRequest, conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { audit, iso, isoOf, page, pharmacy, pharmacyJoins, poolRows, transaction } from './ops-kit';
import { reportSelect } from './ops-reports';
import { ticketSummaryColumns } from './ops-tickets';
import { paging } from '../service/paging';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';

type OpsPharmacySummary = components['schemas']['OpsPharmacySummary'];
type OpsPharmacyProfile = components['schemas']['OpsPharmacyProfile'];

/** Orders, tickets and reports one pharmacy's page shows (newest first). */
const NEWEST = 50;

/** Letters folded for the name search: Arabic kaf and yeh as Persian, no spaces or ZWNJ, lower case. */
const foldName = (text: string) =>
  text
    .replace(/ك/g, 'ک')
    .replace(/[يى]/g, 'ی')
    .replace(/[\s\u200c]/g, '')
    .toLowerCase();
const FOLDED_NAMES = sql.raw(`lower(translate(u.first_name || ' ' || u.last_name || ' ' || u.org_name, 'كيى ' || chr(8204), 'کیی'))`);
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q`: digits match the mobile from its start; anything else the names and the centre, anywhere. */
function searchFilter(q: string | undefined): SQL {
  const text = toLatinDigits(q ?? '').trim();
  if (text === '') return sql`true`;
  if (/^[0-9]+$/.test(text)) return sql`u.mobile LIKE ${`${text}%`}`;
  const folded = foldName(text);
  if (folded === '') return sql`true`;
  return sql`${FOLDED_NAMES} LIKE ${`%${likeEscape(folded)}%`}`;
}

export function opsPharmacyHandlers(ctx: ServiceContext): Handlers<'opsSearchPharmacies' | 'opsGetPharmacy' | 'opsChangeSubscription'> {
  const rows = poolRows(ctx);
  const userId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.ops.pharmacyNotFound);
    return id;
  };

  return {
    async opsSearchPharmacies(request) {
      const now = ctx.clock();
      const p = paging(request.query, 20);
      const where = searchFilter(request.query.q);
      const docs = await rows<{ doc: OpsPharmacySummary }>(sql`
        SELECT ${pharmacy('u', now)} AS doc
        FROM users u ${pharmacyJoins('u')}
        WHERE ${where}
        ORDER BY u.created_at DESC, u.id DESC
        LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`);
      return page(
        docs.map((d) => d.doc),
        total,
        p.limit,
      );
    },

    async opsGetPharmacy(request) {
      const id = userId(request.params.userId);
      const now = ctx.clock();
      const [row] = await rows<{ profile: OpsPharmacyProfile; orders_total: number; tickets_total: number; reports_total: number }>(sql`
        SELECT ${pharmacy('u', now)}::jsonb || json_build_object(
            'address', u.address, 'phone', u.phone, 'email', u.email, 'last_login', ${iso('u.last_login')},
            'profile_completed', ${profileCompleteSql})::jsonb AS profile,
          (SELECT count(*)::int FROM orders WHERE user_id = u.id) AS orders_total,
          (SELECT count(*)::int FROM tickets WHERE user_id = u.id) AS tickets_total,
          (SELECT count(*)::int FROM reports WHERE user_id = u.id) AS reports_total
        FROM users u ${pharmacyJoins('u')}
        WHERE u.id = ${id}`);
      if (!row) throw notFound(messages.ops.pharmacyNotFound);
      const orders = await rows<components['schemas']['OpsOrder']>(sql`
        SELECT id AS "_id", package_name AS "packageName", days, amount_toman AS amount, status, ${iso('created_at')} AS "createdAt",
          ${iso('paid_at')} AS "paidAt", ${iso('expires_at')} AS "expiresAt", provider, authority, ref_id AS "refId"
        FROM orders WHERE user_id = ${id} ORDER BY created_at DESC, id DESC LIMIT ${NEWEST}`);
      const tickets = await rows<components['schemas']['OpsTicketSummary']>(sql`
        SELECT ${ticketSummaryColumns}
        FROM tickets t JOIN users p ON p.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id
        WHERE t.user_id = ${id} ORDER BY t.created_at DESC, t.id DESC LIMIT ${NEWEST}`);
      const reports = await rows<components['schemas']['OpsReport']>(
        sql`${reportSelect} WHERE r.user_id = ${id} ORDER BY r.created_at DESC, r.id DESC LIMIT ${NEWEST}`,
      );
      return {
        data: {
          profile: row.profile,
          orders,
          ordersTotal: row.orders_total,
          tickets,
          ticketsTotal: row.tickets_total,
          reports,
          reportsTotal: row.reports_total,
        },
      };
    },

    // By hand, with a reason: a subscription row without a package (no payment record is touched).
    async opsChangeSubscription(request) {
      const user = currentUser(request);
      const id = userId(request.params.userId);
      const { action, days, reason } = request.body;
      if (action === 'extend' && days === undefined) throw badRequest(messages.ops.extendNeedsDays);
      if (action === 'end' && days !== undefined) throw badRequest(messages.ops.endTakesNoDays);
      const now = ctx.clock();
      const expiresAt = await transaction(ctx, async (tx) => {
        // One change at a time per user, like a paid order's grant.
        const [target] = await tx<{ id: string }>(sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`);
        if (!target) throw notFound(messages.ops.pharmacyNotFound);
        const [{ expires } = { expires: null }] = await tx<{ expires: Date | string | null }>(
          sql`SELECT max(expires_at) AS expires FROM subscriptions WHERE user_id = ${id}`,
        );
        const before = isoOf(expires);
        let after: Date;
        if (action === 'extend') {
          const starts = expires !== null && new Date(expires) > now ? new Date(expires) : now;
          after = new Date(starts.getTime() + days! * 86_400_000);
          await tx(
            sql`INSERT INTO subscriptions (user_id, package_id, starts_at, expires_at) VALUES (${id}, NULL, ${at(starts)}, ${at(after)})`,
          );
        } else {
          if (expires === null || new Date(expires) <= now) throw conflict(messages.ops.noRunningSubscription);
          after = now;
          await tx(sql`
            UPDATE subscriptions SET expires_at = ${at(now)}, starts_at = least(starts_at, ${at(now)})
            WHERE user_id = ${id} AND expires_at > ${at(now)}`);
        }
        await audit(tx, now, {
          actorId: user.id,
          action: action === 'extend' ? 'subscription.extend' : 'subscription.end',
          targetType: 'user',
          targetId: id,
          before: { expiresAt: before },
          after: { expiresAt: after.toISOString(), ...(action === 'extend' ? { days } : {}) },
          reason: reason.trim(),
        });
        return after;
      });
      return { data: { active: expiresAt > now, expiresAt: expiresAt.toISOString() } };
    },
  };
}
