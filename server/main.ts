import { existsSync } from 'node:fs';
import { buildServer } from './app';
import { checkProductionEnv, parseTrustProxy, paymentHooksFromEnv, secretFromEnv } from './config';
import { paymentGatewayFromEnv } from './payments';
import { smsSenderFromEnv } from './sms';

/** `npm start` / `npm run serve`: SPA + API on HOST:PORT. */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.STATIC_DIR ?? 'dist';

checkProductionEnv(process.env);

const app = await buildServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
  jwtSecret: secretFromEnv(process.env),
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  sms: smsSenderFromEnv(),
  payment: paymentGatewayFromEnv(),
  publicUrl: process.env.PUBLIC_URL || undefined,
  paymentHooks: paymentHooksFromEnv(process.env),
  staticDir: existsSync(staticDir) ? staticDir : false,
  seed: process.env.SEED === 'none' ? 'none' : 'auto',
  seedScale: process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : undefined,
  logger: process.env.LOG !== '0',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port, host });
console.log(`Daroban: ${address}/ (API at ${address}/api)`);
