import { openDatabase } from '../server/db/client';
import { migrate, withSetupLock } from '../server/db/migrate';
import { smsSenderFromEnv } from '../server/sms';
import { sendWatchDigests } from '../server/service/watch-digest';

/**
 * `npm run digest`: runs the watchlist's SMS digest job once (for a cron, e.g. hourly; with
 * `DIGEST_INTERVAL_MS=0` the server then runs none itself). Uses DATABASE_URL or PGlite under
 * DATA_DIR (default ./data; PGlite is one process's database: stop `npm start` first), SMS_PROVIDER
 * and its variables, and PUBLIC_URL for the link in the SMS. Safe beside running servers: a user's
 * day is claimed in the database before the SMS goes out, so nobody gets two digests a day.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await withSetupLock(database, migrate);
  const run = await sendWatchDigests({
    database,
    sms: smsSenderFromEnv(),
    clock: () => new Date(),
    siteUrl: process.env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    warn: (message, err) => console.warn(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  });
  console.log(
    run.inHours
      ? `watch digest ${run.day}: ${run.sent} sent, ${run.failed} refused by the provider, ${run.claimedElsewhere} claimed by another run`
      : `watch digest ${run.day}: outside the sending hours (09:00–21:00 Tehran); nothing sent`,
  );
  if (run.failed > 0) process.exitCode = 1;
} finally {
  await database.close();
}
