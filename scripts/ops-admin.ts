import { openDatabase } from '../server/db/client';
import { migrate, withSetupLock } from '../server/db/migrate';
import { transaction } from '../server/ops/ops-kit';
import { grantRole } from '../server/ops/ops-operators';

/**
 * `npm run ops:admin -- 09xxxxxxxxx`: makes the first admin of the support desk (behaviour §10.10),
 * or any later one, from the command line: the number's user row (made when it never signed in) gets
 * the role `admin`, with an audit row whose actor is the command line. Prints what it did. Uses
 * DATABASE_URL or PGlite under DATA_DIR (default ./data); PGlite is one process's database, so stop
 * `npm start` first (or use DATABASE_URL).
 */
const mobile = process.argv[2]?.trim() ?? '';
if (!/^09[0-9]{9}$/.test(mobile) || process.argv.length > 3) {
  console.error('usage: npm run ops:admin -- 09xxxxxxxxx   (a mobile: 11 Latin digits starting with 09)');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await withSetupLock(database, (conn) => migrate(conn));
  const change = await transaction({ database }, (rows) =>
    grantRole(rows, new Date(), { actorId: null, mobile, role: 'admin', reason: 'npm run ops:admin' }),
  );
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.DATA_DIR ?? './data'})`;
  if (!change) {
    console.log(`${mobile} is already an admin in ${where}; nothing changed.`);
  } else {
    const was = change.before === null ? 'a new user: it never signed in' : `was ${change.before}`;
    console.log(
      `${mobile} is now an admin in ${where} (${was}); one audit row written (operator.add, by the command line).\n` +
        'Sign in with this number and its one-time code as usual; the console is at /ops.',
    );
  }
} finally {
  await database.close();
}
