import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { type Rows, audit, iso, page, person, pharmacy, pharmacyJoins, poolRows, transaction } from './ops-kit';
import { paging } from '../service/paging';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';

type OpsTicket = components['schemas']['OpsTicket'];
type OpsTicketSummary = components['schemas']['OpsTicketSummary'];

/** Columns of an `OpsTicketSummary` of ticket `t` (pharmacy `p`, assignee `a`). */
export const ticketSummaryColumns = sql`t.id AS "_id", t.title, ${iso('t.created_at')} AS date, t.status,
  ${iso('t.answered_at')} AS "answeredAt", ${person('a')} AS assignee, ${person('p')} AS pharmacy`;

/** One ticket as an operator reads it, or null. */
export async function loadTicket(rows: Rows, id: string, now: Date): Promise<OpsTicket | null> {
  const [ticket] = await rows<OpsTicket>(sql`
    SELECT t.id AS "_id", t.title, t.report, ${iso('t.created_at')} AS date, t.status, t.answer,
      ${iso('t.answered_at')} AS "answeredAt", ${person('b')} AS "answeredBy", ${person('a')} AS assignee,
      ${pharmacy('p', now)} AS pharmacy,
      coalesce((
        SELECT json_agg(json_build_object('_id', n.id, 'note', n.note, 'author', ${person('na')}, 'createdAt', ${iso('n.created_at')})
          ORDER BY n.created_at, n.id)
        FROM ticket_notes n JOIN users na ON na.id = n.author_id WHERE n.ticket_id = t.id
      ), '[]'::json) AS notes
    FROM tickets t
    JOIN users p ON p.id = t.user_id ${pharmacyJoins('p')}
    LEFT JOIN users a ON a.id = t.assignee_id
    LEFT JOIN users b ON b.id = t.answered_by
    WHERE t.id = ${id}`);
  return ticket ?? null;
}

/** The inbox's filter: one status, and the caller's, nobody's or one operator's tickets. */
function inboxFilter(query: { status?: string; assignee?: string }, userId: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.status) parts.push(sql`t.status = ${query.status}`);
  const assignee = query.assignee;
  if (assignee === 'me') parts.push(sql`t.assignee_id = ${userId}`);
  else if (assignee === 'none') parts.push(sql`t.assignee_id IS NULL`);
  else if (assignee !== undefined) {
    if (!isUuid(assignee)) throw badRequest(messages.badRequest);
    parts.push(sql`t.assignee_id = ${assignee}`);
  }
  return sql.join(parts, sql` AND `);
}

type TicketOps = 'opsListTickets' | 'opsGetTicket' | 'opsAnswerTicket' | 'opsAssignTicket' | 'opsAddTicketNote';

export function opsTicketHandlers(ctx: ServiceContext): Handlers<TicketOps> {
  const rows = poolRows(ctx);
  const ticketId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.ops.ticketNotFound);
    return id;
  };
  const found = (ticket: OpsTicket | null) => {
    if (!ticket) throw notFound(messages.ops.ticketNotFound);
    return { data: ticket };
  };

  return {
    // Unanswered first, then oldest first (the `tickets_inbox` index).
    async opsListTickets(request) {
      const user = currentUser(request);
      const p = paging(request.query, 20);
      const where = inboxFilter(request.query, user.id);
      const docs = await rows<OpsTicketSummary>(sql`
        SELECT ${ticketSummaryColumns}
        FROM tickets t JOIN users p ON p.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id
        WHERE ${where}
        ORDER BY (t.status = 'checked'), t.created_at, t.id
        LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM tickets t WHERE ${where}`);
      return page(docs, total, p.limit);
    },

    async opsGetTicket(request) {
      return found(await loadTicket(rows, ticketId(request.params.ticketId), ctx.clock()));
    },

    // One answer a ticket: the update only takes a ticket without one, so of two at once exactly one
    // stands (PostgreSQL re-checks the condition on the row the first committed) and the other is told.
    async opsAnswerTicket(request, reply) {
      const user = currentUser(request);
      const id = ticketId(request.params.ticketId);
      const answer = request.body.answer.trim();
      const now = ctx.clock();
      const answered = await transaction(ctx, async (tx) => {
        const [row] = await tx<{ id: string }>(sql`
          UPDATE tickets SET answer = ${answer}, status = 'checked', answered_by = ${user.id}, answered_at = ${at(now)}, answer_read_at = NULL
          WHERE id = ${id} AND answer IS NULL
          RETURNING id`);
        if (!row) return null;
        await audit(tx, now, {
          actorId: user.id,
          action: 'ticket.answer',
          targetType: 'ticket',
          targetId: id,
          before: { status: 'not checked', answer: null },
          after: { status: 'checked', answer },
        });
        return loadTicket(tx, id, now);
      });
      if (answered) return { data: answered };
      const standing = await loadTicket(rows, id, now);
      if (!standing) throw notFound(messages.ops.ticketNotFound);
      return reply.code(409).send({ message: messages.ops.alreadyAnswered, data: standing });
    },

    async opsAssignTicket(request) {
      const user = currentUser(request);
      const id = ticketId(request.params.ticketId);
      const assigneeId = request.body.assigneeId;
      const now = ctx.clock();
      return found(
        await transaction(ctx, async (tx) => {
          if (assigneeId !== null) {
            const staff = isUuid(assigneeId)
              ? await tx(sql`SELECT 1 FROM users WHERE id = ${assigneeId} AND role IN ('operator', 'admin') FOR SHARE`)
              : [];
            if (staff.length === 0) throw badRequest(messages.ops.notAssignable);
          }
          const [ticket] = await tx<{ assignee_id: string | null }>(sql`SELECT assignee_id FROM tickets WHERE id = ${id} FOR UPDATE`);
          if (!ticket) return null;
          if (ticket.assignee_id !== assigneeId) {
            await tx(sql`UPDATE tickets SET assignee_id = ${assigneeId} WHERE id = ${id}`);
            await audit(tx, now, {
              actorId: user.id,
              action: 'ticket.assign',
              targetType: 'ticket',
              targetId: id,
              before: { assigneeId: ticket.assignee_id },
              after: { assigneeId },
            });
          }
          return loadTicket(tx, id, now);
        }),
      );
    },

    async opsAddTicketNote(request, reply) {
      const user = currentUser(request);
      const id = ticketId(request.params.ticketId);
      const note = request.body.note.trim();
      const now = ctx.clock();
      const ticket = await transaction(ctx, async (tx) => {
        const [row] = await tx<{ id: string }>(sql`
          INSERT INTO ticket_notes (ticket_id, author_id, note, created_at)
          SELECT id, ${user.id}, ${note}, ${at(now)} FROM tickets WHERE id = ${id}
          RETURNING id`);
        if (!row) return null;
        await audit(tx, now, {
          actorId: user.id,
          action: 'ticket.note',
          targetType: 'ticket',
          targetId: id,
          before: null,
          after: { noteId: row.id, note },
        });
        return loadTicket(tx, id, now);
      });
      return reply.code(201).send(found(ticket));
    },
  };
}
