import { sql } from 'drizzle-orm';
import { currentUser } from '../auth/bearer';
import { badRequest, conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { applyMedicineChangeIn, lockPrices } from '../service/medicine-change';
import { isUuid } from '../service/medicine-sql';
import { audit, transaction } from '../ops/ops-kit';
import type { Handlers, ServiceContext } from '../service/types';
import { CURRENT, TABLE } from './record';

/** An operator's hand edit of one drug's current price, with its reason (behaviour §10.12): one entry of the record. */
export function handEditHandlers(ctx: ServiceContext): Handlers<'opsSetMedicinePrice'> {
  return {
    async opsSetMedicinePrice(request) {
      const user = currentUser(request);
      const { category, medicineId } = request.params;
      if (!isUuid(medicineId)) throw notFound(messages.imports.medicineNotFound);
      const reason = request.body.reason.trim();
      if (reason === '') throw badRequest(messages.badRequest);
      const price = request.body.price;
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await lockPrices(tx);
        const [m] = await tx<{ old: string | number | null }>(
          sql`SELECT ${sql.raw(CURRENT[category])} AS old FROM ${sql.raw(TABLE[category].table)} WHERE id = ${medicineId}`,
        );
        if (!m) throw notFound(messages.imports.medicineNotFound);
        const oldPrice = m.old === null ? null : Number(m.old);
        if (oldPrice === price) throw conflict(messages.imports.samePrice);
        await applyMedicineChangeIn(tx, {
          category,
          medicineId,
          price,
          at: now,
          source: { kind: 'hand', actorId: user.id, reason, publishedAt: now },
        });
        await audit(tx, now, {
          actorId: user.id,
          action: 'price.hand',
          targetType: 'medicine',
          targetId: `${category}:${medicineId}`,
          before: { price: oldPrice },
          after: { price },
          reason,
        });
        return { category, medicineId, oldPrice, price, insert_date: now.toISOString() };
      });
      return { data };
    },
  };
}
