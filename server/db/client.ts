import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, fillPlaceholders } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

export interface RowsOptions {
  /**
   * false: plan with this call's values every time (an unnamed statement). For a substring filter
   * (`LIKE '%…%'`) whose selectivity is anything from 0.001 % to 60 %: a prepared statement's
   * generic plan cannot know which, and picks one plan for a two-letter and a rare search alike.
   */
  prepare?: boolean;
}

/** The one module through which the server reaches its database. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs a drizzle `sql` query and answers its rows. On PostgreSQL it goes as a named (prepared)
   * statement, so each connection parses and plans a statement text once (`statementName`).
   */
  rows<T>(query: SQL, options?: RowsOptions): Promise<T[]>;
  /**
   * Runs a statement compiled once (`compile`) with this call's values for its placeholders, as
   * `rows` would run the same SQL with the values in place: the hot paths (the session check, the
   * catalogue's pages and details) skip building and compiling their SQL on every call.
   */
  run<T>(statement: Statement, values?: Record<string, unknown>): Promise<T[]>;
  /** A dedicated connection (for advisory locks, which belong to a connection). */
  connect(): Promise<RawConnection>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`: node-postgres; otherwise PGlite persisted under `dataDir` (or in memory). */
  databaseUrl?: string;
  dataDir?: string;
}

/** A statement compiled once: its text, the name it is prepared under, its parameters (values or placeholders). */
export interface Statement {
  text: string;
  /** undefined: planned per call (`RowsOptions.prepare` false). */
  name: string | undefined;
  params: unknown[];
}

/**
 * Compiles a drizzle `sql` query once, each call's values in it as `sql.placeholder(name)`:
 * `database.run(statement, values)` then binds them. Same text and name as `rows` sends for the same
 * SQL with the values in place.
 */
export function compile(query: SQL, options?: RowsOptions): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params, name: options?.prepare === false ? undefined : statementName(text) };
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
    async run<T>(statement: Statement, values: Record<string, unknown> = {}) {
      const params = fillPlaceholders(statement.params, values);
      return (await client.query(statement.text, params, { parsers: PGLITE_PARSERS })).rows as T[];
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
  async function send<T>(text: string, params: unknown[], name?: string): Promise<T[]> {
    try {
      return (await pool.query({ name, text, values: params, types: PG_TYPES })).rows as T[];
    } catch (err) {
      // A migration by another instance changed a table under a statement this connection prepared
      // (`SELECT m.*`): PostgreSQL refuses the cached plan; the text itself is still right.
      if (name && (err as { code?: string }).code === '0A000') {
        return (await pool.query({ text, values: params, types: PG_TYPES })).rows as T[];
      }
      throw err;
    }
  }
  return {
    kind: 'postgres',
    db,
    async rows<T>(query: SQL, options?: RowsOptions) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return send<T>(text, params, options?.prepare === false ? undefined : statementName(text));
    },
    async run<T>(statement: Statement, values: Record<string, unknown> = {}) {
      return send<T>(statement.text, fillPlaceholders(statement.params, values), statement.name);
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

const dialect = new PgDialect();

/**
 * The name a statement text is prepared under on each connection: a hash of the text, so two texts
 * never share a name and a text keeps its name across connections and processes. node-postgres
 * prepares a name once per connection and then only binds and executes it.
 */
const names = new Map<string, string>();
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `d_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    // Texts are the code's statements (the filters a list combines): few; a bound keeps it so.
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Dates and intervals as the text PostgreSQL sends, like drizzle's own drivers answer them. */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const PG_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const PGLITE_PARSERS = { 1082: (v: string) => v, 1114: (v: string) => v, 1184: (v: string) => v, 1186: (v: string) => v };
