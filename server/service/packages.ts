import { asc, count, isNull } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { packages } from '../db/schema';
import { paging } from './paging';
import type { Handlers, ServiceContext } from './types';

export function packagesHandlers(ctx: ServiceContext): Handlers<'getPackageList'> {
  const db = () => ctx.database.db;
  return {
    async getPackageList(request) {
      currentUser(request);
      const p = paging(request.query, 10);
      const docs = await db()
        .select({ _id: packages.id, name: packages.name, days: packages.days, price: packages.priceToman })
        .from(packages)
        // A retired package is not for sale (behaviour §10.10).
        .where(isNull(packages.retiredAt))
        .orderBy(asc(packages.sort))
        .limit(p.limit)
        .offset(p.offset);
      const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(packages).where(isNull(packages.retiredAt));
      return { docs, totalDocs: total, totalPages: p.pages(total) };
    },
  };
}
