import { asc } from 'drizzle-orm';
import { provinces } from '../db/schema';
import type { Handlers, ServiceContext } from './types';

export function statesHandlers(ctx: ServiceContext): Handlers<'getStateList'> {
  return {
    async getStateList() {
      const docs = await ctx.database.db.select({ _id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.sort));
      return { data: { docs, totalDocs: docs.length, totalPages: docs.length ? 1 : 0 } };
    },
  };
}
