import { sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { reports } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from './medicine-sql';
import type { Handlers, ServiceContext } from './types';
import { assertDailyLimit } from './user-limits';

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
      await assertDailyLimit(ctx, 'reports', user.id);
      await database.db.insert(reports).values({
        createdAt: ctx.clock(),
        userId: user.id,
        title,
        report,
        medicineAId: hasA ? id : null,
        medicineBId: hasB ? id : null,
      });
      return { message: messages.reportSaved };
    },
  };
}
