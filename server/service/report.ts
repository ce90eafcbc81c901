import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { at } from './rate-limit';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from './medicine-sql';
import { iso } from '../ops/ops-kit';
import type { Handlers, ServiceContext } from './types';
import { insertWithinDailyLimit } from './user-limits';

export function reportHandlers(ctx: ServiceContext): Handlers<'newReport' | 'myMedicineReports'> {
  const { database } = ctx;
  return {
    async newReport(request) {
      const user = currentUser(request);
      const { title, report, medicenID_A: idA, medicenID_B: idB } = request.body;
      const hasA = idA !== undefined && idA !== '';
      const hasB = idB !== undefined && idB !== '';
      if (hasA === hasB) throw badRequest(messages.reportTarget);
      const id = (hasA ? idA : idB) as string;
      const exists = isUuid(id)
        ? hasA
          ? await database.rows(sql`SELECT 1 FROM medicines_a WHERE id = ${id}`)
          : await database.rows(sql`SELECT 1 FROM medicines_b WHERE id = ${id}`)
        : [];
      if (exists.length === 0) throw notFound(messages.medicineNotFound);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      await insertWithinDailyLimit(
        ctx,
        'reports',
        user.id,
        sql`INSERT INTO reports (created_at, user_id, title, report, medicine_a_id, medicine_b_id, idempotency_key)
            VALUES (${at(ctx.clock())}, ${user.id}, ${title}, ${report}, ${hasA ? id : null}, ${hasB ? id : null}, ${key ?? null})`,
        key,
      );
      return { message: messages.reportSaved };
    },

    // What became of the user's reports on one drug (behaviour §10.10); an unknown drug has none.
    async myMedicineReports(request) {
      const user = currentUser(request);
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) return { docs: [] };
      const column = category === 'A' ? sql.raw('medicine_a_id') : sql.raw('medicine_b_id');
      const docs = await database.rows<components['schemas']['MyReport']>(sql`
        SELECT id AS "_id", title, ${iso('created_at')} AS date, status, ${iso('status_changed_at')} AS "statusChangedAt"
        FROM reports WHERE user_id = ${user.id} AND ${column} = ${medicineId}
        ORDER BY created_at DESC, id DESC LIMIT 50`);
      return { docs };
    },
  };
}
