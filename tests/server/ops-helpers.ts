import { expect, vi } from 'vitest';
import { applyMedicineChange } from '../../server/service/medicine-change';
import { spec, specOperations } from '../contract/spec';
import { untilCondition } from '../kit/waits';
import type { TestServer } from './harness';

/** The operations of openapi.yaml's `ops` tag, read from the file, so a new one is walked without editing a test. */
export const opsOperations = specOperations.filter((op) => {
  const raw = spec.paths[op.path]?.[op.method.toLowerCase()] as { tags?: string[] } | undefined;
  return raw?.tags?.includes('ops') ?? false;
});

/** Operations only an admin may call (their description says so; the test checks the server agrees). */
export const ADMIN_ONLY = new Set(['opsListOperators', 'opsAddOperator', 'opsRemoveOperator']);

/** A signed-in user with a complete profile and the given role (a pharmacist's token works on, with the row's new role). */
export async function staffUser(s: TestServer, role: 'operator' | 'admin' | 'pharmacist') {
  const user = await s.newUser();
  await s.sql(`UPDATE users SET role = $1 WHERE mobile = $2`, [role, user.mobile]);
  const [{ id }] = await s.sql<{ id: string }>(`SELECT id::text FROM users WHERE mobile = $1`, [user.mobile]);
  return { ...user, id };
}

/** Rows of the audit log. */
export async function auditCount(s: TestServer, where = 'true', params: unknown[] = []): Promise<number> {
  const [{ n }] = await s.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`, params);
  return n;
}

/**
 * A hand price change of one drug held open inside its transaction, after it took the price lock and
 * wrote its entry, until `release()`; resolves once it is held. `done` settles when it has committed.
 */
export async function holdPriceWriter(s: TestServer, medicine: { id: string; price: number }) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const inside = new Promise<void>((resolve) => (reached = resolve));
  const done = applyMedicineChange(
    s.app.database,
    { category: 'B', medicineId: medicine.id, price: medicine.price + 1, at: new Date(), source: { kind: 'hand', reason: 'آزمون' } },
    {
      beforeCommit: async () => {
        reached();
        await gate;
      },
    },
  );
  await inside;
  return { release, done };
}

/** On PostgreSQL: waits until some transaction queues for an advisory lock (the price lock) in this database. */
export async function untilPriceLockQueued(s: TestServer) {
  await vi.waitFor(async () => {
    const [{ n }] = await s.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(n).toBeGreaterThan(0);
  }, untilCondition);
}

/**
 * Sets a drug's series through the official record (behaviour §10.12): the named series' entries
 * replaced by seed entries, then the drug's cached series written from the record, as the server does.
 */
export async function recordSeries(
  s: TestServer,
  category: 'A' | 'B',
  id: string,
  series: Record<string, { price: number; insert_date: string }[]>,
): Promise<void> {
  for (const [name, points] of Object.entries(series)) {
    await s.sql(`DELETE FROM price_entries WHERE category = $1 AND medicine_id = $2 AND series = $3`, [category, id, name]);
    for (const point of points)
      await s.sql(
        `INSERT INTO price_entries (category, medicine_id, series, effective_at, price, kind, published_at, lead)
         VALUES ($1, $2, $3, $4, $5, 'seed', $4, false)`,
        [category, id, name, point.insert_date, point.price],
      );
  }
  await s.sql(`SELECT refresh_price_series($1, ARRAY[$2::uuid])`, [category, id]);
}
