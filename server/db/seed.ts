import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate, withSetupLock } from './migrate';
import { ensureDemoAccount, ensureReferenceData, insertCatalog, loadGenerator } from './seeding';

/**
 * `npm run seed [-- --scale N] [--seed S] [--fresh]`: migrates, then fills the catalogue with N
 * generated medicines per category (default 2,000), the packages, provinces and the demo account.
 * Uses DATABASE_URL or PGlite under DATA_DIR (default ./data). `--fresh` empties the catalogue first.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale must be a whole number, got ${values.scale}`);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  const started = Date.now();
  await withSetupLock(database, async (conn) => {
    await migrate(conn);
    await ensureReferenceData(database);
    if (values.fresh) {
      await database.rows(sql`TRUNCATE medicines_a, medicines_b, photos CASCADE`);
    }
    const [{ count } = { count: 0 }] = await database.rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM medicines_a`);
    if (count > 0) {
      console.log(`The catalogue already holds ${count} category A medicines; run with --fresh to replace it.`);
      return;
    }
    await ensureDemoAccount(database);
    const generate = await loadGenerator();
    const catalog = generate({ scale, seed: Number(values.seed), now: new Date() });
    const generated = Date.now();
    await insertCatalog(database, catalog);
    console.log(
      `Seeded ${catalog.medicinesA.length} A + ${catalog.medicinesB.length} B medicines and ${catalog.photos.length} photos ` +
        `(generate ${generated - started} ms, insert ${Date.now() - generated} ms).`,
    );
  });
} finally {
  await database.close();
}
