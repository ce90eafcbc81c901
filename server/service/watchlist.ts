import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { backfillAlerts } from './medicine-change';
import { requireAccess } from './medicine';
import { isUuid } from './medicine-sql';
import { paging } from './paging';
import { at } from './rate-limit';
import type { Handlers, ServiceContext } from './types';

type WatchOps =
  | 'addWatchItem'
  | 'listWatchItems'
  | 'removeWatchItem'
  | 'listWatchAlerts'
  | 'markWatchAlertsRead'
  | 'getWatchSettings'
  | 'updateWatchSettings';
type Schemas = components['schemas'];

/** The most medicines one user can watch. */
export const WATCHLIST_MAX = 500;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function watchlistHandlers(ctx: ServiceContext): Handlers<WatchOps> {
  const { database } = ctx;

  return {
    async addWatchItem(request, reply) {
      const user = currentUser(request);
      requireAccess(user);
      const { category, medicineId } = request.body;
      if (!isUuid(medicineId)) throw notFound(messages.medicineNotFound);
      const table = category === 'A' ? sql`medicines_a` : sql`medicines_b`;
      const added = await database.db.transaction(async (tx) => {
        const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
        const [exists] = await rows(sql`SELECT 1 FROM ${table} WHERE id = ${medicineId}`);
        if (!exists) throw notFound(messages.medicineNotFound);
        // One star at a time per user, so two at once cannot pass the limit together.
        await rows(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
        const [already] = await rows(
          sql`SELECT 1 FROM watchlist WHERE user_id = ${user.id} AND category = ${category} AND medicine_id = ${medicineId}`,
        );
        if (already) return false;
        const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM watchlist WHERE user_id = ${user.id}`);
        if (n >= WATCHLIST_MAX) throw conflict(messages.watchlistFull);
        const now = ctx.clock();
        await rows(
          sql`INSERT INTO watchlist (user_id, category, medicine_id, created_at) VALUES (${user.id}, ${category}, ${medicineId}, ${now.toISOString()})`,
        );
        await backfillAlerts(rows, user.id, category, medicineId, now);
        return true;
      });
      return reply.code(added ? 201 : 200).send({ message: added ? messages.watchAdded : messages.watchAlready });
    },

    async listWatchItems(request) {
      const user = currentUser(request);
      requireAccess(user);
      const p = paging(request.query, 15);
      const [docs, [{ total } = { total: 0 }]] = await Promise.all([
        database.rows<{
          category: 'A' | 'B';
          medicineId: string;
          brand_name_fa: string | null;
          brand_name_la: string | null;
          generic_name_fa: string | null;
          currentPrice: string | number | null;
          previousPrice: string | number | null;
          priceChangedAt: Date | string | null;
          status_medicine: string | null;
          addedAt: Date | string;
        }>(sql`
          SELECT w.category, w.medicine_id::text AS "medicineId",
            coalesce(a.brand_name_fa, b.brand_name_fa) AS brand_name_fa,
            coalesce(a.brand_name_la, b.brand_name_la) AS brand_name_la,
            coalesce(a.generic_name_fa, b.generic_name_fa) AS generic_name_fa,
            coalesce(a.current_price, b.current_price_consumer) AS "currentPrice",
            coalesce((CASE WHEN a.added_value THEN a.price_oa ELSE a.price_o END) -> -2 ->> 'price',
                     b.price_consumer -> -2 ->> 'price')::bigint AS "previousPrice",
            coalesce(a.price_changed_at, b.price_updated_at) AS "priceChangedAt",
            b.status_medicine, w.created_at AS "addedAt"
          FROM watchlist w
          LEFT JOIN medicines_a a ON w.category = 'A' AND a.id = w.medicine_id
          LEFT JOIN medicines_b b ON w.category = 'B' AND b.id = w.medicine_id
          WHERE w.user_id = ${user.id}
          ORDER BY w.created_at DESC, w.medicine_id
          LIMIT ${p.limit} OFFSET ${p.offset}`),
        database.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM watchlist WHERE user_id = ${user.id}`),
      ]);
      const items: Schemas['WatchItem'][] = docs.map((d) => ({
        ...d,
        currentPrice: num(d.currentPrice),
        previousPrice: num(d.previousPrice),
        priceChangedAt: iso(d.priceChangedAt),
        addedAt: new Date(d.addedAt).toISOString(),
      }));
      return { docs: items, totalDocs: total, totalPages: p.pages(total) };
    },

    async removeWatchItem(request, reply) {
      const user = currentUser(request);
      requireAccess(user);
      const { category, medicineId } = request.params;
      if (isUuid(medicineId)) {
        await database.db.transaction(async (tx) => {
          await tx.execute(
            sql`DELETE FROM watchlist WHERE user_id = ${user.id} AND category = ${category} AND medicine_id = ${medicineId}`,
          );
          await tx.execute(
            sql`DELETE FROM watch_alerts WHERE user_id = ${user.id} AND category = ${category} AND medicine_id = ${medicineId}`,
          );
        });
      }
      return reply.code(204).send();
    },

    async listWatchAlerts(request) {
      const user = currentUser(request);
      requireAccess(user);
      const p = paging(request.query, 10);
      const mark = sql`coalesce((SELECT last_read_id FROM watch_reads WHERE user_id = ${user.id}), 0)`;
      const [docs, [{ total } = { total: 0 }]] = await Promise.all([
        database.rows<{
          _id: string;
          category: 'A' | 'B';
          medicineId: string;
          kind: 'price' | 'status';
          brand_name_fa: string | null;
          generic_name_fa: string | null;
          oldPrice: string | number | null;
          newPrice: string | number | null;
          oldStatus: string | null;
          newStatus: string | null;
          changedAt: Date | string;
        }>(sql`
          SELECT al.id::text AS "_id", al.category, al.medicine_id::text AS "medicineId", al.kind,
            coalesce(a.brand_name_fa, b.brand_name_fa) AS brand_name_fa,
            coalesce(a.generic_name_fa, b.generic_name_fa) AS generic_name_fa,
            al.old_price AS "oldPrice", al.new_price AS "newPrice", al.old_status AS "oldStatus", al.new_status AS "newStatus",
            al.changed_at AS "changedAt"
          FROM watch_alerts al
          LEFT JOIN medicines_a a ON al.category = 'A' AND a.id = al.medicine_id
          LEFT JOIN medicines_b b ON al.category = 'B' AND b.id = al.medicine_id
          WHERE al.user_id = ${user.id} AND al.id > ${mark}
          ORDER BY al.changed_at DESC, al.id DESC
          LIMIT ${p.limit} OFFSET ${p.offset}`),
        database.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM watch_alerts WHERE user_id = ${user.id} AND id > ${mark}`),
      ]);
      const alerts: Schemas['WatchAlert'][] = docs.map((d) => ({
        ...d,
        oldPrice: num(d.oldPrice),
        newPrice: num(d.newPrice),
        changedAt: new Date(d.changedAt).toISOString(),
      }));
      return { docs: alerts, totalDocs: total, totalPages: p.pages(total), unreadCount: total };
    },

    async markWatchAlertsRead(request, reply) {
      const user = currentUser(request);
      requireAccess(user);
      await database.rows(sql`
        INSERT INTO watch_reads (user_id, last_read_id)
        SELECT ${user.id}, coalesce(max(id), 0) FROM watch_alerts WHERE user_id = ${user.id}
        ON CONFLICT (user_id) DO UPDATE SET last_read_id = greatest(watch_reads.last_read_id, EXCLUDED.last_read_id)`);
      return reply.code(204).send();
    },

    async getWatchSettings(request) {
      const user = currentUser(request);
      requireAccess(user);
      const [row] = await database.rows<{ sms_digest: boolean }>(sql`SELECT sms_digest FROM watch_settings WHERE user_id = ${user.id}`);
      return { smsDigest: row?.sms_digest ?? false };
    },

    async updateWatchSettings(request) {
      const user = currentUser(request);
      requireAccess(user);
      const [stored] = await database.rows<{ sms_digest: boolean }>(sql`
        INSERT INTO watch_settings (user_id, sms_digest, updated_at) VALUES (${user.id}, ${request.body.smsDigest}, ${at(ctx.clock())})
        ON CONFLICT (user_id) DO UPDATE SET sms_digest = EXCLUDED.sms_digest, updated_at = EXCLUDED.updated_at
        RETURNING sms_digest`);
      return { smsDigest: stored!.sms_digest };
    },
  };
}
