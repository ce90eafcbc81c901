import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { idFilter, iso, page, person, poolRows } from './ops-kit';
import { paging } from '../service/paging';
import type { Handlers, ServiceContext } from '../service/types';

/** The audit log, newest first; nothing writes to it but `audit`. */
export function opsAuditHandlers(ctx: ServiceContext): Handlers<'opsListAudit'> {
  const rows = poolRows(ctx);
  return {
    async opsListAudit(request) {
      const q = request.query;
      const p = paging(q, 20);
      const parts: SQL[] = [sql`true`];
      if (q.action) parts.push(sql`l.action = ${q.action}`);
      if (q.targetType) parts.push(sql`l.target_type = ${q.targetType}`);
      if (q.targetId) parts.push(sql`l.target_id = ${q.targetId}`);
      const actorId = idFilter(q.actorId);
      if (actorId) parts.push(sql`l.actor_id = ${actorId}`);
      if (q.from !== undefined) parts.push(sql`l.at >= ${new Date(q.from).toISOString()}::timestamptz`);
      if (q.to !== undefined) parts.push(sql`l.at <= ${new Date(q.to).toISOString()}::timestamptz`);
      const where = sql.join(parts, sql` AND `);
      const docs = await rows<components['schemas']['OpsAuditEntry']>(sql`
        SELECT l.id AS "_id", ${iso('l.at')} AS at, ${person('a')} AS actor, l.action, l.target_type AS "targetType",
          l.target_id AS "targetId", l.before, l.after, l.reason
        FROM audit_log l LEFT JOIN users a ON a.id = l.actor_id
        WHERE ${where}
        ORDER BY l.at DESC, l.id DESC
        LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM audit_log l WHERE ${where}`);
      return page(docs, total, p.limit);
    },
  };
}
