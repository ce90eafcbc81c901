import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  /**
   * Runs `steps` one after the other as one round trip: on PostgreSQL their messages go in one write
   * (each statement's Bind, Describe and Execute, then one Sync), so the database answers them all
   * at once. They run as one implicit transaction: a statement that fails skips those after it.
   * Answers each statement's rows or error, in order; rejects only when the connection fails. A
   * named statement not yet prepared on the connection it gets runs alone first (and is prepared).
   */
  together(steps: readonly Step[]): Promise<Outcome[]>;
  /** Runs SQL text with its parameters as `rows` sends it (the benchmark's raw column replays these). */
  raw<T>(text: string, params: unknown[], name?: string): Promise<T[]>;
  /** `together` with statements as `raw` takes them (the benchmark's raw column replays these). */
  rawTogether(statements: readonly RawStatement[]): Promise<Outcome[]>;
  /** A dedicated connection (for advisory locks, which belong to a connection). */
  connect(): Promise<RawConnection>;
  close(): Promise<void>;
}

/** One statement of `together`: a compiled statement and this call's values for its placeholders. */
export interface Step {
  statement: Statement;
  values?: Record<string, unknown>;
}

/** SQL text, its parameters and the name it is prepared under (none: planned per call). */
export interface RawStatement {
  text: string;
  params: unknown[];
  name?: string;
}

/** What one statement of `together` answered: its rows, or the error it (or one before it) failed with. */
export type Outcome<T = unknown> = { rows: T[]; error?: undefined } | { rows?: undefined; error: unknown };

/** The error of a statement that did not run because one before it in `together` failed. */
export class SkippedStatement extends Error {
  constructor(readonly cause: unknown) {
    super('skipped: an earlier statement of the same round trip failed');
  }
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
  async function raw<T>(text: string, params: unknown[]): Promise<T[]> {
    return (await client.query(text, params, { parsers: PGLITE_PARSERS })).rows as T[];
  }
  // One process, one connection: no round trips to save; the same answers, one statement at a time.
  const rawTogether = (statements: readonly RawStatement[]) => inTurn(statements, (st) => raw(st.text, st.params));
  return {
    kind: 'pglite',
    db,
    async rows<T>(query: SQL) {
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async run<T>(statement: Statement, values: Record<string, unknown> = {}) {
      return raw<T>(statement.text, fillPlaceholders(statement.params, values));
    },
    together: (steps) => rawTogether(steps.map(toRaw)),
    raw,
    rawTogether,
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
  async function raw<T>(text: string, params: unknown[], name?: string): Promise<T[]> {
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
  async function rawTogether(statements: readonly RawStatement[]): Promise<Outcome[]> {
    const client = await pool.connect();
    let outcomes: Outcome[];
    try {
      const parsed = (client as unknown as { connection: PgConnection }).connection.parsedStatements;
      outcomes = statements.some((st) => st.name !== undefined && parsed[st.name] === undefined)
        ? await inTurn(
            statements,
            async (st) => (await client.query({ name: st.name, text: st.text, values: st.params, types: PG_TYPES })).rows,
          )
        : await new Promise<Outcome[]>((resolve, reject) => {
            client.query(
              new Pipelined(statements, (err, answered) => (err ? reject(err) : resolve(answered!))) as unknown as pg.Submittable,
            );
          });
    } catch (err) {
      // The connection failed (an SQL error is an outcome): it goes, and the pool opens another.
      client.release(err as Error);
      throw err;
    }
    client.release();
    // A migration by another instance changed a table under a prepared statement (`raw` above):
    // the same statements again, each as `raw` sends it.
    if (outcomes.some((o) => (o.error as { code?: string } | undefined)?.code === '0A000')) {
      return inTurn(statements, (st) => raw(st.text, st.params, st.name));
    }
    return outcomes;
  }
  return {
    kind: 'postgres',
    db,
    async rows<T>(query: SQL, options?: RowsOptions) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return raw<T>(text, params, options?.prepare === false ? undefined : statementName(text));
    },
    async run<T>(statement: Statement, values: Record<string, unknown> = {}) {
      return raw<T>(statement.text, fillPlaceholders(statement.params, values), statement.name);
    },
    together: (steps) => rawTogether(steps.map(toRaw)),
    raw,
    rawTogether,
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

/** A step of `together` as `rawTogether` takes it: its text, its parameters with this call's values, its name. */
export const toRaw = (step: Step): RawStatement => ({
  text: step.statement.text,
  params: fillPlaceholders(step.statement.params, step.values ?? {}),
  name: step.statement.name,
});

/** `statements` one at a time, as `together` answers them: after an error, the rest are skipped. */
async function inTurn(statements: readonly RawStatement[], run: (st: RawStatement) => Promise<unknown[]>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let failed: unknown;
  for (const st of statements) {
    if (failed !== undefined) {
      outcomes.push({ error: new SkippedStatement(failed) });
      continue;
    }
    try {
      outcomes.push({ rows: await run(st) });
    } catch (err) {
      // A broken connection is not an outcome.
      if (!isSqlError(err)) throw err;
      failed = err;
      outcomes.push({ error: err });
    }
  }
  return outcomes;
}

/** An error PostgreSQL answered (an SQLSTATE) on a connection it keeps open. */
function isSqlError(err: unknown): boolean {
  const { code, severity } = (err ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && severity !== 'FATAL' && severity !== 'PANIC';
}

/** What `Pipelined` uses of node-postgres' connection (its protocol writer). */
interface PgConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  parse(query: { text: string; name: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface PgField {
  name: string;
  dataTypeID: number;
}

/** node-postgres' own conversion of a parameter (a Date, an array, an object as JSON) to what it sends. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/**
 * `together` on one node-postgres connection: a query object node-postgres runs as it runs its own
 * (`submit`, then the backend's messages one by one). Writes every statement's messages in one write
 * (each one's Parse if it is unnamed, Bind, Describe and Execute; one Sync at the end) and collects
 * each one's rows (its RowDescription, DataRows, then CommandComplete). An ErrorResponse ends the
 * round trip: PostgreSQL skips the rest up to the Sync.
 */
class Pipelined {
  private readonly outcomes: Outcome[] = [];
  private names: string[] = [];
  private parsers: ((value: string) => unknown)[] = [];
  private rows: Record<string, unknown>[] = [];
  private readonly values: unknown[][];

  constructor(
    private readonly statements: readonly RawStatement[],
    private readonly done: (err: Error | null, outcomes?: Outcome[]) => void,
  ) {
    this.values = statements.map((st) => st.params.map(prepareValue));
  }

  submit(connection: PgConnection): null {
    connection.stream.cork();
    try {
      this.statements.forEach((st, i) => {
        // A named statement is prepared on this connection (`rawTogether` saw it); an unnamed one is
        // parsed now, as node-postgres parses it each time.
        if (st.name === undefined) connection.parse({ text: st.text, name: '', types: [] });
        connection.bind({ statement: st.name ?? '', values: this.values[i]! });
        connection.describe({ type: 'P', name: '' });
        connection.execute({});
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: PgField[] }): void {
    this.names = message.fields.map((f) => f.name);
    this.parsers = message.fields.map((f) => PG_TYPES.getTypeParser(f.dataTypeID, 'text') as (value: string) => unknown);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Record<string, unknown> = {};
    message.fields.forEach((value, i) => {
      row[this.names[i]!] = value === null ? null : this.parsers[i]!(value);
    });
    this.rows.push(row);
  }

  handleCommandComplete(): void {
    this.outcomes.push({ rows: this.rows });
    this.rows = [];
    this.names = [];
    this.parsers = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('COPY is not run through together');
  }

  handleCopyData(): void {}

  /** An ErrorResponse (this statement failed; the rest were skipped) or the connection's failure. */
  handleError(err: Error): void {
    // Not an SQL error (FATAL or PANIC too: the backend closed the connection after saying why).
    if (!isSqlError(err)) return this.done(err);
    this.outcomes.push({ error: err });
    while (this.outcomes.length < this.statements.length) this.outcomes.push({ error: new SkippedStatement(err) });
    this.done(null, this.outcomes);
  }

  handleReadyForQuery(): void {
    this.done(null, this.outcomes);
  }
}

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
