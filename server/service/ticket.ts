import { count, desc, eq, sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { tickets } from '../db/schema';
import { messages } from '../http/messages';
import { paging } from './paging';
import { at } from './rate-limit';
import type { Handlers, ServiceContext } from './types';
import { insertWithinDailyLimit } from './user-limits';

export function ticketHandlers(ctx: ServiceContext): Handlers<'newTicket' | 'ticketListUser'> {
  const db = () => ctx.database.db;
  return {
    async newTicket(request) {
      const user = currentUser(request);
      const { title, report } = request.body;
      await insertWithinDailyLimit(
        ctx,
        'tickets',
        user.id,
        sql`INSERT INTO tickets (user_id, title, report, created_at) VALUES (${user.id}, ${title}, ${report}, ${at(ctx.clock())})`,
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
        })
        .from(tickets)
        .where(eq(tickets.userId, user.id))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(p.limit)
        .offset(p.offset);
      const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(tickets).where(eq(tickets.userId, user.id));
      return {
        docs: rows.map((r) => ({ ...r, date: r.date.toISOString() })),
        totalDocs: total,
        totalPages: p.pages(total),
      };
    },
  };
}
