import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One connection for the migrator: raw multi-statement SQL and parameterised queries. */
export interface RawConnection {
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  release(): void;
}

/** The one module through which the server reaches its database. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a drizzle `sql` query and answers its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** A dedicated connection (for advisory locks, which belong to a connection). */
  connect(): Promise<RawConnection>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`: node-postgres; otherwise PGlite persisted under `dataDir` (or in memory). */
  databaseUrl?: string;
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? `${dataDir.replace(/\/$/, '')}/pgdata` : undefined, {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async rows<T>(query: SQL) {
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async connect() {
      return {
        async exec(sqlText) {
          await client.exec(sqlText);
        },
        async query<T>(sqlText: string, params?: unknown[]) {
          return (await client.query(sqlText, params)).rows as T[];
        },
        release() {},
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async rows<T>(query: SQL) {
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async connect() {
      const conn = await pool.connect();
      return {
        async exec(sqlText) {
          await conn.query(sqlText);
        },
        async query<T>(sqlText: string, params?: unknown[]) {
          return (await conn.query(sqlText, params)).rows as T[];
        },
        release() {
          conn.release();
        },
      };
    },
    async close() {
      await pool.end();
    },
  };
}
