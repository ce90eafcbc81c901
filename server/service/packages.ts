import { sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { paging } from './paging';
import type { Handlers, ServiceContext } from './types';

export function packagesHandlers(ctx: ServiceContext): Handlers<'getPackageList'> {
  return {
    async getPackageList(request) {
      currentUser(request);
      const p = paging(request.query, 10);
      const docs = await ctx.database.rows<{ _id: string; name: string; days: number; price: number }>(sql`
        SELECT id AS "_id", name, days, price_toman AS price FROM packages ORDER BY sort
        LIMIT ${p.limit} OFFSET ${p.offset}`);
      const [{ total }] = await ctx.database.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM packages`);
      return { docs, totalDocs: total, totalPages: p.pages(total) };
    },
  };
}
