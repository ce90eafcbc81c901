import { existsSync } from 'node:fs';
import type { FastifyLoggerOptions } from 'fastify';
import { buildServer } from './app';
import { checkProductionEnv, parseTrustProxy, paymentHooksFromEnv, secretFromEnv } from './config';
import { DEMO_MOBILE } from './db/seeding';
import { paymentGatewayFromEnv } from './payments';
import { smsSenderFromEnv } from './sms';
import { prettyConsole } from './sms/console';

/** `npm start` / `npm run serve`: SPA + API on HOST:PORT. */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.STATIC_DIR ?? 'dist';

checkProductionEnv(process.env);

/**
 * The request log: off with `LOG=0`; readable lines in a terminal (pino-pretty); JSON lines when the
 * output is not a terminal or `LOG_FORMAT=json` (for a log collector).
 */
function loggerOptions(): boolean | FastifyLoggerOptions {
  if (process.env.LOG === '0') return false;
  if (!prettyConsole()) return true;
  return { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } } as FastifyLoggerOptions;
}

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
  logger: loggerOptions(),
  requestTimeoutMs: process.env.REQUEST_TIMEOUT_MS ? Number(process.env.REQUEST_TIMEOUT_MS) : undefined,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port, host });
const { database, seeded, medicines, demoAccount } = app.startup;
const count = (n: number) => n.toLocaleString('en-US');
const smsProvider = (process.env.SMS_PROVIDER ?? 'console').toLowerCase();
// One summary, once: where the portal is, what it runs on, and how to sign in.
console.log(
  [
    `Daroban: ${address}/ (API at ${address}/api)`,
    `  database:  ${database}`,
    `  catalogue: ${count(medicines.a)} A + ${count(medicines.b)} B medicines${seeded ? ' (demo catalogue seeded now)' : ''}`,
    demoAccount
      ? `  sign in:   demo pharmacist ${DEMO_MOBILE}; ${smsProvider === 'console' ? 'the 4-digit code prints here when asked for' : `the code goes out through SMS_PROVIDER=${smsProvider}`}`
      : `  sign in:   no demo account (SEED=none); any mobile can register`,
    `  payments:  ${(process.env.PAYMENT_PROVIDER ?? 'sandbox').toLowerCase() === 'sandbox' ? 'sandbox gateway (a test page on this server; no money moves)' : `PAYMENT_PROVIDER=${process.env.PAYMENT_PROVIDER}`}`,
    !staticDir || !existsSync(staticDir) ? `  note:      no built SPA in ${staticDir}/ (run \`npm run build\`): API only` : null,
  ]
    .filter(Boolean)
    .join('\n'),
);
