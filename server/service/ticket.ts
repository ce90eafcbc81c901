import { sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { messages } from '../http/messages';
import { paging } from './paging';
import type { Handlers, ServiceContext } from './types';

export function ticketHandlers(ctx: ServiceContext): Handlers<'newTicket' | 'ticketListUser'> {
  const { database } = ctx;
  return {
    async newTicket(request) {
      const user = currentUser(request);
      await database.rows(
        sql`INSERT INTO tickets (user_id, title, report) VALUES (${user.id}, ${request.body.title}, ${request.body.report})`,
      );
      return { message: messages.ticketSaved };
    },

    async ticketListUser(request) {
      const user = currentUser(request);
      const p = paging(request.query, 10);
      const rows = await database.rows<{
        _id: string;
        title: string;
        report: string;
        date: Date | string;
        status: 'not checked' | 'checked';
        answer: string | null;
      }>(sql`
        SELECT id AS "_id", title, report, created_at AS date, status, answer FROM tickets
        WHERE user_id = ${user.id} ORDER BY created_at DESC, id DESC
        LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total }] = await database.rows<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM tickets WHERE user_id = ${user.id}`,
      );
      return {
        docs: rows.map((r) => ({ ...r, date: new Date(r.date).toISOString() })),
        totalDocs: total,
        totalPages: p.pages(total),
      };
    },
  };
}
