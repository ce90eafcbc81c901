import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { startServer, type TestServer, backendsFor } from './harness';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

describe.each(backendsFor('sql'))('drizzle schema and SQL migrations agree on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('every table of server/db/schema.ts exists with exactly its columns, types and nullability', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = await s.sql<{ column_name: string; data_type: string; is_nullable: string }>(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY column_name`,
        [config.name],
      );
      expect(
        columns.map((c) => c.column_name),
        config.name,
      ).toEqual(config.columns.map((c) => c.name).sort());
      for (const column of config.columns) {
        const actual = columns.find((c) => c.column_name === column.name)!;
        expect(actual.is_nullable === 'NO', `${config.name}.${column.name} not null`).toBe(column.notNull);
        expect(actual.data_type, `${config.name}.${column.name} type`).toBe(column.getSQLType());
      }
    }
  });
});
