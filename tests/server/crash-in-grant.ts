/**
 * The payment crash test's server (tests/server/payments.test.ts): `server/main.ts`'s settings from
 * the environment, plus a plugin that SIGKILLs the process inside a payment grant's transaction, once
 * the order is marked paid and before COMMIT. The server itself holds no such hook.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { buildServer, type ServerPlugin } from '../../server/app';
import { paymentGatewayFromEnv } from '../../server/payments';
import { MemorySmsSender } from '../../server/sms/memory';

const dialect = new PgDialect();

/** Wraps the context's transactions: the statement that marks an order paid is the last one run. */
const crashInsideGrant: ServerPlugin = (_app, ctx) => {
  const db = ctx.database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const execute = tx.execute.bind(tx);
      tx.execute = ((query: SQL) =>
        execute(query).then((result) => {
          if (/UPDATE orders SET status = 'paid'/.test(dialect.sqlToQuery(query).sql)) process.kill(process.pid, 'SIGKILL');
          return result;
        })) as typeof tx.execute;
      return work(tx);
    }, config)) as typeof db.transaction;
};

const app = await buildServer({
  dataDir: process.env.DATA_DIR,
  jwtSecret: process.env.JWT_SECRET,
  sms: new MemorySmsSender(),
  payment: paymentGatewayFromEnv(),
  staticDir: false,
  seed: 'none',
  plugins: [crashInsideGrant],
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Daroban: ${address}/`);
