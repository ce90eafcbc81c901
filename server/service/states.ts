import { sql } from 'drizzle-orm';
import type { Handlers, ServiceContext } from './types';

export function statesHandlers(ctx: ServiceContext): Handlers<'getStateList'> {
  return {
    async getStateList() {
      const docs = await ctx.database.rows<{ _id: string; name: string }>(
        sql`SELECT id AS "_id", name FROM provinces ORDER BY sort`,
      );
      return { data: { docs, totalDocs: docs.length, totalPages: docs.length ? 1 : 0 } };
    },
  };
}
