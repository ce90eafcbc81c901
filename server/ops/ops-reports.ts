import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { type Rows, audit, iso, page, person, poolRows, transaction } from './ops-kit';
import { paging } from '../service/paging';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';

type OpsReport = components['schemas']['OpsReport'];

/** Reports `r` as `OpsReport`s: each with its drug, its pharmacy and who last set its status. */
export const reportSelect = sql`
  SELECT r.id AS "_id", r.title, r.report, ${iso('r.created_at')} AS date, r.status,
    ${iso('r.status_changed_at')} AS "statusChangedAt", ${person('c')} AS "statusChangedBy",
    CASE
      WHEN r.medicine_a_id IS NOT NULL THEN
        json_build_object('_id', r.medicine_a_id, 'category', 'A', 'brand_name_fa', ma.brand_name_fa, 'generic_name_fa', ma.generic_name_fa)
      WHEN r.medicine_b_id IS NOT NULL THEN
        json_build_object('_id', r.medicine_b_id, 'category', 'B', 'brand_name_fa', mb.brand_name_fa, 'generic_name_fa', mb.generic_name_fa)
    END AS medicine,
    ${person('p')} AS pharmacy
  FROM reports r
  JOIN users p ON p.id = r.user_id
  LEFT JOIN users c ON c.id = r.status_changed_by
  LEFT JOIN medicines_a ma ON ma.id = r.medicine_a_id
  LEFT JOIN medicines_b mb ON mb.id = r.medicine_b_id`;

/** The queue's order: new, in progress, fixed, rejected; oldest first within each. */
const QUEUE_ORDER = sql`CASE r.status WHEN 'new' THEN 0 WHEN 'in progress' THEN 1 WHEN 'fixed' THEN 2 ELSE 3 END, r.created_at, r.id`;

async function loadReport(rows: Rows, id: string): Promise<OpsReport | null> {
  const [report] = await rows<OpsReport>(sql`${reportSelect} WHERE r.id = ${id}`);
  return report ?? null;
}

export function opsReportHandlers(ctx: ServiceContext): Handlers<'opsListReports' | 'opsGetReport' | 'opsSetReportStatus'> {
  const rows = poolRows(ctx);
  const reportId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.ops.reportNotFound);
    return id;
  };
  const found = (report: OpsReport | null) => {
    if (!report) throw notFound(messages.ops.reportNotFound);
    return { data: report };
  };

  return {
    async opsListReports(request) {
      const p = paging(request.query, 20);
      const parts: SQL[] = [sql`true`];
      if (request.query.status) parts.push(sql`r.status = ${request.query.status}`);
      if (request.query.category === 'A') parts.push(sql`r.medicine_a_id IS NOT NULL`);
      if (request.query.category === 'B') parts.push(sql`r.medicine_b_id IS NOT NULL`);
      const where = sql.join(parts, sql` AND `);
      // One status: oldest first (`reports_queue`); all of them: the queue's order (`reports_queue_all`).
      const order = request.query.status ? sql`r.created_at, r.id` : QUEUE_ORDER;
      const docs = await rows<OpsReport>(sql`${reportSelect} WHERE ${where} ORDER BY ${order} LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM reports r WHERE ${where}`);
      return page(docs, total, p.limit);
    },

    async opsGetReport(request) {
      return found(await loadReport(rows, reportId(request.params.reportId)));
    },

    async opsSetReportStatus(request) {
      const user = currentUser(request);
      const id = reportId(request.params.reportId);
      const { status, note } = request.body;
      const now = ctx.clock();
      return found(
        await transaction(ctx, async (tx) => {
          const [report] = await tx<{ status: string }>(sql`SELECT status FROM reports WHERE id = ${id} FOR UPDATE`);
          if (!report) return null;
          if (report.status !== status) {
            await tx(
              sql`UPDATE reports SET status = ${status}, status_changed_at = ${at(now)}, status_changed_by = ${user.id} WHERE id = ${id}`,
            );
            await audit(tx, now, {
              actorId: user.id,
              action: 'report.status',
              targetType: 'report',
              targetId: id,
              before: { status: report.status },
              after: { status },
              reason: note?.trim() || null,
            });
          }
          return loadReport(tx, id);
        }),
      );
    },
  };
}
