import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DEMO_MOBILE } from '../server/db/seeding';
import { applyMedicineChange } from '../server/service/medicine-change';

/**
 * `npm run demo:price-change -- <A|B> [medicineId] [--percent 8] [--status edit]`: replays a price
 * (and, for B, status) change on one medicine through `applyMedicineChange`, so its watchers get a
 * fresh alert. Without an id it takes the demo user's most recently starred medicine of the category.
 * Uses DATABASE_URL or PGlite under DATA_DIR (default ./data); PGlite is one process's database, so
 * stop `npm start` first (or use DATABASE_URL).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { percent: { type: 'string', default: '8' }, status: { type: 'string' } },
});
const category = positionals[0]?.toUpperCase();
if (category !== 'A' && category !== 'B')
  throw new Error('usage: npm run demo:price-change -- <A|B> [medicineId] [--percent 8] [--status edit]');
const percent = Number(values.percent);
if (!Number.isFinite(percent) || percent <= -100) throw new Error(`--percent must be a number above -100, got ${values.percent}`);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  let id = positionals[1];
  if (!id) {
    const [row] = await database.rows<{ id: string }>(sql`
      SELECT w.medicine_id::text AS id FROM watchlist w JOIN users u ON u.id = w.user_id
      WHERE u.mobile = ${DEMO_MOBILE} AND w.category = ${category} ORDER BY w.created_at DESC LIMIT 1`);
    if (!row) throw new Error(`the demo user watches no category ${category} medicine: star one, or give its id`);
    id = row.id;
  }
  const table = category === 'A' ? sql`medicines_a` : sql`medicines_b`;
  const column = category === 'A' ? sql`current_price` : sql`current_price_consumer`;
  const [medicine] = await database.rows<{ price: string | null; name: string | null }>(
    sql`SELECT ${column}::text AS price, brand_name_fa AS name FROM ${table} WHERE id = ${id}`,
  );
  if (!medicine) throw new Error(`no category ${category} medicine ${id}`);
  const old = Number(medicine.price ?? 0);
  const price = Math.max(10, Math.round((old * (1 + percent / 100)) / 10) * 10);
  const result = await applyMedicineChange(database, { category, medicineId: id, price, status: values.status, at: new Date() });
  console.log(
    `${medicine.name ?? id}: ${old} → ${price} rial${values.status ? `, status ${values.status}` : ''}; ${result.alerts} alert(s) written.`,
  );
} finally {
  await database.close();
}
