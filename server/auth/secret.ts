import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { assertStrongSecret } from '../config';
import type { Database } from '../db/client';

/**
 * The server secret: `JWT_SECRET` (or the option) when given; otherwise generated once and kept in
 * `DATA_DIR/jwt-secret` (PGlite) or in the `settings` table (PostgreSQL, shared by every instance).
 */
export async function loadSecret(database: Database, given: string | undefined, dataDir: string | undefined): Promise<string> {
  if (given !== undefined) {
    assertStrongSecret(given);
    return given;
  }
  if (database.kind === 'pglite' && dataDir) {
    const file = join(dataDir, 'jwt-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
  await database.rows(
    sql`INSERT INTO settings (key, value) VALUES ('jwt_secret', ${randomBytes(48).toString('base64url')}) ON CONFLICT (key) DO NOTHING`,
  );
  const [row] = await database.rows<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  if (!row) throw new Error('settings.jwt_secret was not stored');
  return row.value;
}

/** Separate keys for signing tokens and for hashing codes, derived from the one secret. */
export function deriveKeys(secret: string): { jwtKey: Uint8Array; hashKey: Buffer } {
  const jwtKey = new Uint8Array(createHash('sha256').update(`jwt:${secret}`).digest());
  const hashKey = createHash('sha256').update(`hash:${secret}`).digest();
  return { jwtKey, hashKey };
}
