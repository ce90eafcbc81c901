import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { tickets } from '../db/schema';
import { notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from './medicine-sql';
import { paging } from './paging';
import { at } from './rate-limit';
import type { Handlers, ServiceContext } from './types';
import { insertWithinDailyLimit } from './user-limits';

export function ticketHandlers(
  ctx: ServiceContext,
): Handlers<'newTicket' | 'ticketListUser' | 'ticketUnreadAnswers' | 'markTicketAnswerRead'> {
  const db = () => ctx.database.db;
  return {
    async newTicket(request) {
      const user = currentUser(request);
      const { title, report } = request.body;
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      await insertWithinDailyLimit(
        ctx,
        'tickets',
        user.id,
        sql`INSERT INTO tickets (user_id, title, report, created_at, idempotency_key)
            VALUES (${user.id}, ${title}, ${report}, ${at(ctx.clock())}, ${key ?? null})`,
        key,
      );
      return { message: messages.ticketSaved };
    },

    async ticketListUser(request) {
      const user = currentUser(request);
      const p = paging(request.query, 10);
      const rows = await db()
        .select({
          _id: tickets.id,
          title: tickets.title,
          report: tickets.report,
          date: tickets.createdAt,
          status: tickets.status,
          answer: tickets.answer,
          answeredAt: tickets.answeredAt,
          answerUnread: sql<boolean>`(${tickets.answer} IS NOT NULL AND ${tickets.answerReadAt} IS NULL)`,
        })
        .from(tickets)
        .where(eq(tickets.userId, user.id))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(p.limit)
        .offset(p.offset);
      const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(tickets).where(eq(tickets.userId, user.id));
      return {
        docs: rows.map((r) => ({ ...r, date: r.date.toISOString(), answeredAt: r.answeredAt?.toISOString() ?? null })),
        totalDocs: total,
        totalPages: p.pages(total),
      };
    },

    // The tickets menu's badge (behaviour §10.10): answers the user has not opened yet.
    async ticketUnreadAnswers(request) {
      const user = currentUser(request);
      const [{ unread } = { unread: 0 }] = await db()
        .select({ unread: count() })
        .from(tickets)
        .where(and(eq(tickets.userId, user.id), isNotNull(tickets.answer), isNull(tickets.answerReadAt)));
      return { unreadCount: unread };
    },

    async markTicketAnswerRead(request, reply) {
      const user = currentUser(request);
      const id = request.params.ticketId;
      const [ticket] = isUuid(id)
        ? await db()
            .select({ id: tickets.id })
            .from(tickets)
            .where(and(eq(tickets.id, id), eq(tickets.userId, user.id)))
        : [];
      if (!ticket) throw notFound(messages.ops.ticketNotFound);
      await db()
        .update(tickets)
        .set({ answerReadAt: ctx.clock() })
        .where(and(eq(tickets.id, id), isNotNull(tickets.answer), isNull(tickets.answerReadAt)));
      return reply.code(204).send();
    },
  };
}
