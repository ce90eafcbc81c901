import { sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { at } from './rate-limit';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from './medicine-sql';
import type { Handlers, ServiceContext } from './types';
import { insertWithinDailyLimit } from './user-limits';

export function reportHandlers(ctx: ServiceContext): Handlers<'newReport'> {
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
      await insertWithinDailyLimit(
        ctx,
        'reports',
        user.id,
        sql`INSERT INTO reports (created_at, user_id, title, report, medicine_a_id, medicine_b_id)
            VALUES (${at(ctx.clock())}, ${user.id}, ${title}, ${report}, ${hasA ? id : null}, ${hasB ? id : null})`,
      );
      return { message: messages.reportSaved };
    },
  };
}
