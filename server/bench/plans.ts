import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { openDatabase, type Database, type RowsOptions } from '../db/client';
import { medicineHandlers } from '../service/medicine';
import type { ServiceContext } from '../service/types';

/**
 * `npm run bench:plans`: EXPLAIN ANALYZE of every statement the list, search, filter, detail and
 * price-change calls send (the bench's calls), on DATABASE_URL (or PGlite under DATA_DIR). Each call
 * runs twice: first with its total not cached (the count that fills `catalog_totals`), then cached.
 */
const dialect = new PgDialect();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });

interface Statement {
  text: string;
  params: unknown[];
  prepared: boolean;
}

function recorder(real: Database, sink: Statement[]): Database {
  return {
    ...real,
    rows<T>(query: SQL, options?: RowsOptions) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      sink.push({ text, params, prepared: options?.prepare !== false });
      return real.raw<T>(text, params);
    },
  };
}

try {
  const [first] = await database.raw<{ a: string; b: string; producer: string }>(
    `SELECT (SELECT id::text FROM medicines_a ORDER BY seq OFFSET 3 LIMIT 1) AS a,
            (SELECT id::text FROM medicines_b ORDER BY seq OFFSET 2 LIMIT 1) AS b,
            (SELECT split_part(producer_company, ' ', -1) FROM medicines_b ORDER BY seq OFFSET 2 LIMIT 1) AS producer`,
    [],
  );
  const monthAgo = Math.floor((Date.now() - 30 * 86_400_000) / 86_400_000) * 86_400_000;
  const calls: [string, string, Record<string, string | number>, Record<string, string>?][] = [
    ['list A, page 1 of 15', 'getAllMedicineAUser', { limit: 15, page: 1 }],
    ['list B, page 200 of 50', 'getAllMedicineBUser', { limit: 50, page: 200 }],
    ['search A «قر»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'قر' }],
    ['search A «آموکسی»', 'getAllMedicineAUser', { limit: 15, page: 1, search: 'آموکسی' }],
    [`filter B by producer «${first!.producer}»`, 'getAllMedicineBUser', { limit: 15, page: 1, producer_company: first!.producer }],
    ['detail A', 'getMedicineAById', {}, { medicineId: first!.a }],
    ['price changes A, 30 days', 'getListMedicinesASortChangePriceUser', { limit: 15, page: 1, from: monthAgo }],
    ['price changes B, 30 days', 'getListMedicinesBSortChangePriceUser', { limit: 15, page: 1, from: monthAgo }],
  ];
  const user = { id: '00000000-0000-0000-0000-000000000000', profileComplete: true, subscriptionActive: true };
  for (const [label, op, query, params] of calls) {
    for (const pass of ['total not cached', 'total cached']) {
      if (pass === 'total not cached') await database.raw('DELETE FROM catalog_totals', []);
      const sink: Statement[] = [];
      const handlers = medicineHandlers({ database: recorder(database, sink) } as unknown as ServiceContext) as unknown as Record<
        string,
        (r: FastifyRequest, reply: unknown) => Promise<unknown>
      >;
      await handlers[op]!({ user, query: { ...query }, params: { ...params } } as unknown as FastifyRequest, {});
      if (pass === 'total not cached') await database.raw('DELETE FROM catalog_totals', []);
      if (pass === 'total cached' && op.endsWith('ById')) continue;
      console.log(`\n### ${label} (${pass})\n`);
      for (const st of sink) {
        const plan = await database.raw<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${st.text}`, st.params);
        console.log('```');
        console.log(
          `-- ${st.prepared ? 'prepared (named) statement' : 'planned per call (substring filter)'}; parameters ${JSON.stringify(st.params)}`,
        );
        console.log(st.text.replace(/\s+/g, ' ').trim());
        console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
        console.log('```');
      }
      // Fill the cache for the second pass.
      if (pass === 'total not cached')
        await handlers[op]!({ user, query: { ...query }, params: { ...params } } as unknown as FastifyRequest, {});
    }
  }
} finally {
  await database.close();
}
