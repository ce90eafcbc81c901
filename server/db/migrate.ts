import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, RawConnection } from './client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Key of the advisory lock that serialises migrations and the first seed across instances. */
export const SETUP_LOCK_KEY = 74_203_911;

/** Runs `work` while holding the setup advisory lock on one connection. */
export async function withSetupLock<T>(database: Database, work: (conn: RawConnection) => Promise<T>): Promise<T> {
  const conn = await database.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await work(conn);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}

/** Applies the committed `migrations/*.sql` in name order, each once, each in its own transaction. */
export async function migrate(conn: RawConnection): Promise<string[]> {
  await conn.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await conn.exec('BEGIN');
    try {
      await conn.exec(body);
      await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      await conn.exec('COMMIT');
    } catch (err) {
      await conn.exec('ROLLBACK');
      throw new Error(`migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
