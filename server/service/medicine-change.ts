import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { CURRENT, TABLE, cachedSeries, leadOf, leadText, refreshSeries } from '../imports/record';

/** A new price and/or status of one medicine, as a price list (or the seed's replay) announces it. */
export interface MedicineChange {
  category: 'A' | 'B';
  medicineId: string;
  /**
   * The new current price in rial: category A's unit price (with added value when the drug has it,
   * else without), category B's consumer price. The drug's other price series move by the same ratio.
   */
  price?: number;
  /** Category B only: the new `status_medicine`. */
  status?: string;
  /** When the change applies (the new entries' `insert_date`). */
  at: Date;
  /** Where the new price came from (behaviour §10.12); default: the seed's replay. */
  source?: PriceSource;
}

/** The provenance of a price entry (behaviour §10.12), kept in `price_entries`. */
export interface PriceSource {
  kind: 'seed' | 'import' | 'hand' | 'rollback';
  importId?: string | null;
  actorId?: string | null;
  reason?: string | null;
  /** When it was published (default: now). */
  publishedAt?: Date;
}

/**
 * Key of the transaction-level advisory lock every writer of price entries holds until it commits, so
 * `price_entries.seq` is also the order entries become visible in (the change feed's cursor relies on it).
 */
export const PRICE_LOCK_KEY = 74_203_912;

/** Takes the price lock inside the caller's transaction. */
export async function lockPrices(rows: Rows): Promise<void> {
  await rows(sql`SELECT pg_advisory_xact_lock(${PRICE_LOCK_KEY})`);
}

export interface AppliedChange {
  /** False when the medicine does not exist. */
  found: boolean;
  /** Whether the price or the status actually changed. */
  priceChanged: boolean;
  statusChanged: boolean;
  /** Alert rows written (one per watcher and change). */
  alerts: number;
}

export type Rows = <T>(query: SQL) => Promise<T[]>;

/**
 * Applies a price/status change to one medicine and, in the same transaction, writes an alert row
 * for every user watching it: the current price and its date, the price histories and the status
 * move together with the alerts, or nothing does. Every price change goes through here (the demo
 * replay `npm run demo:price-change`, and a future price-list import).
 * `beforeCommit` (tests) runs inside the transaction after every write.
 */
export async function applyMedicineChange(
  database: Database,
  change: MedicineChange,
  hooks: { beforeCommit?: () => void | Promise<void> } = {},
): Promise<AppliedChange> {
  return database.db.transaction(async (tx) => {
    const rows: Rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    await lockPrices(rows);
    const result = await applyMedicineChangeIn(rows, change);
    await hooks.beforeCommit?.();
    return result;
  });
}

/** `applyMedicineChange` inside the caller's transaction, which holds the price lock (`lockPrices`). */
export async function applyMedicineChangeIn(rows: Rows, change: MedicineChange): Promise<AppliedChange> {
  const at = change.at.toISOString();
  const result: AppliedChange = { found: false, priceChanged: false, statusChanged: false, alerts: 0 };
  const { table } = TABLE[change.category];
  const [m] = await rows<{ old: string | number | null; series: string; status: string | null }>(sql`
    SELECT ${sql.raw(CURRENT[change.category])} AS old, ${leadOf(change.category)} AS series,
      ${sql.raw(change.category === 'B' ? 'status_medicine' : 'NULL::text')} AS status
    FROM ${sql.raw(table)} m WHERE id = ${change.medicineId} FOR UPDATE`);
  if (!m) return result;
  result.found = true;
  const oldPrice = m.old === null ? null : Number(m.old);
  // Only the current-price series changes: the others are not stated, so they stay (behaviour §10.12).
  if (change.price !== undefined && change.price !== oldPrice) {
    const source = change.source ?? { kind: 'seed' };
    await rows(sql`
        INSERT INTO price_entries (category, medicine_id, series, effective_at, old_price, price, kind, import_id, actor_id, reason,
          published_at, lead)
        VALUES (${change.category}, ${change.medicineId}, ${m.series}, ${at}, ${oldPrice}, ${change.price}, ${source.kind},
          ${source.importId ?? null}, ${source.actorId ?? null}, ${source.reason ?? null}, ${(source.publishedAt ?? new Date()).toISOString()}, true)`);
    await refreshSeries(rows, change.category, sql`SELECT ${change.medicineId}::uuid`);
    result.priceChanged = true;
  }
  if (change.category === 'B' && change.status !== undefined && change.status !== m.status) {
    await rows(sql`UPDATE medicines_b SET status_medicine = ${change.status} WHERE id = ${change.medicineId}`);
    const inserted = await rows(sql`
        INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_status, new_status, changed_at)
        SELECT user_id, 'B', medicine_id, 'status', ${m.status}, ${change.status}, ${at}
        FROM watchlist WHERE category = 'B' AND medicine_id = ${change.medicineId}
        ON CONFLICT DO NOTHING RETURNING id`);
    result.statusChanged = true;
    result.alerts += inserted.length;
  }
  if (result.priceChanged) {
    const inserted = await rows(sql`
        INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_price, new_price, changed_at)
        SELECT user_id, ${change.category}, medicine_id, 'price', ${oldPrice}, ${change.price ?? null}, ${at}
        FROM watchlist WHERE category = ${change.category} AND medicine_id = ${change.medicineId}
        ON CONFLICT DO NOTHING RETURNING id`);
    result.alerts += inserted.length;
  }
  return result;
}

/** The window of past price changes a new star turns into alerts (so a recent change shows at once). */
export const BACKFILL_DAYS = 30;

/**
 * Inside the star's transaction: an alert for each price change of the medicine's current price
 * series in the last `BACKFILL_DAYS` days before `now` (each entry after the first is a change from
 * the one before it). Already-alerted changes are skipped.
 */
export async function backfillAlerts(rows: Rows, userId: string, category: 'A' | 'B', medicineId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - BACKFILL_DAYS * 86_400_000).toISOString();
  const series = sql`(SELECT ${cachedSeries(category, leadText(category))} FROM ${sql.raw(TABLE[category].table)} m WHERE id = ${medicineId})`;
  await rows(sql`
    WITH s AS (SELECT ${series} AS prices)
    INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_price, new_price, changed_at)
    SELECT ${userId}, ${category}, ${medicineId}, 'price',
      (s.prices -> (e.i::int - 2) ->> 'price')::bigint, (e.v ->> 'price')::bigint, (e.v ->> 'insert_date')::timestamptz
    FROM s, jsonb_array_elements(s.prices) WITH ORDINALITY AS e(v, i)
    WHERE e.i > 1 AND (e.v ->> 'insert_date')::timestamptz >= ${since}::timestamptz
      AND (e.v ->> 'insert_date')::timestamptz <= ${now.toISOString()}::timestamptz
    ON CONFLICT DO NOTHING`);
}
