import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { FastifyLoggerOptions } from 'fastify';
import { buildServer } from './app';
import {
  checkProductionEnv,
  demoDeskFromEnv,
  digestIntervalFromEnv,
  parseTrustProxy,
  paymentHooksFromEnv,
  publicUrlFromEnv,
  secretFromEnv,
  seedFromEnv,
} from './config';
import { DEMO_OPERATOR_MOBILE } from './db/demo-desk';
import { DEMO_MOBILE } from './db/seeding';
import { additionsFromEnv } from './http/additions';
import { removeLeftUploads } from './imports/read';
import { paymentGatewayFromEnv } from './payments';
import { smsBudgetShares, smsSentThisHour } from './service/sms-budget';
import { defaultLimits } from './service/types';
import { smsSenderFromEnv } from './sms';
import { prettyConsole } from './sms/console';

/** `npm start` / `npm run serve`: SPA + API on HOST:PORT. */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.STATIC_DIR ?? 'dist';

checkProductionEnv(process.env);
const seed = seedFromEnv(process.env);
const publicUrl = publicUrlFromEnv(process.env);
/** The watchlist's SMS digest job runs in every process (the claim in the database keeps one SMS a user a day). */
const digestIntervalMs = digestIntervalFromEnv(process.env);

/**
 * `WORKERS=N` (or `npm run start:cluster`): N API processes on one port (node:cluster) and one
 * PostgreSQL. Every worker migrates and seeds under the setup advisory lock, so one does it and the
 * others find it done; all state two processes must share lives in the database.
 */
const workers = workerCount(process.env);
// Uploads a stopped server was reading stay in the temporary folder (behaviour §10.12).
await removeLeftUploads();
if (workers > 1 && cluster.isPrimary) {
  let stopping = false;
  const fork = () => cluster.fork({ DAROBAN_WORKER: '1' });
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Daroban: worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    });
  }
} else {
  await serve();
}

/** WORKERS (default 1): a whole number; more than one needs PostgreSQL. */
function workerCount(env: NodeJS.ProcessEnv): number {
  const text = env.WORKERS ?? '1';
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || n < 1 || n > 64) {
    console.error(`WORKERS must be a whole number from 1 to 64, got "${text}".`);
    process.exit(1);
  }
  if (n > 1 && !env.DATABASE_URL) {
    console.error(
      `WORKERS=${n} needs DATABASE_URL: PGlite (the default database) lives inside one process and cannot be shared by ${n} processes. ` +
        'Set DATABASE_URL=postgres://… to run several API processes, or leave WORKERS unset.',
    );
    process.exit(1);
  }
  return n;
}

/**
 * The request log: off with `LOG=0`; readable lines in a terminal (pino-pretty); JSON lines when the
 * output is not a terminal or `LOG_FORMAT=json` (for a log collector).
 */
function loggerOptions(): boolean | FastifyLoggerOptions {
  if (process.env.LOG === '0') return false;
  if (!prettyConsole()) return true;
  return {
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } },
  } as FastifyLoggerOptions;
}

async function serve(): Promise<void> {
  const app = await buildServer({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
    jwtSecret: secretFromEnv(process.env),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    sms: smsSenderFromEnv(),
    payment: paymentGatewayFromEnv(),
    publicUrl,
    paymentHooks: paymentHooksFromEnv(process.env),
    staticDir: existsSync(staticDir) ? staticDir : false,
    seed: seed === 'demo' ? 'auto' : 'none',
    seedScale: process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : undefined,
    demoDesk: demoDeskFromEnv(process.env),
    logger: loggerOptions(),
    requestTimeoutMs: process.env.REQUEST_TIMEOUT_MS ? Number(process.env.REQUEST_TIMEOUT_MS) : undefined,
    digestIntervalMs,
    additions: additionsFromEnv(process.env),
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }

  const address = await app.listen({ port, host });
  const { database, seeded, medicines, demoAccount, demoOperator } = app.startup;
  const count = (n: number) => n.toLocaleString('en-US');
  const sms = smsBudgetShares(defaultLimits);
  const smsThisHour = await smsSentThisHour(app.database, new Date());
  const smsProvider = (process.env.SMS_PROVIDER ?? 'console').toLowerCase();
  // One summary, once (by the first worker of a cluster): where the portal is, what it runs on, and how to sign in.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  console.log(
    [
      `Daroban: ${address}/ (API at ${address}/api)`,
      `  database:  ${database}`,
      cluster.isWorker ? `  processes: ${workers} API workers (node:cluster) on one port` : null,
      `  catalogue: ${count(medicines.a)} A + ${count(medicines.b)} B medicines${seeded ? ' (demo catalogue seeded now)' : ''}`,
      demoAccount
        ? `  sign in:   demo pharmacist ${DEMO_MOBILE}; ${smsProvider === 'console' ? 'the 4-digit code prints here when asked for' : `the code goes out through SMS_PROVIDER=${smsProvider}`}`
        : `  sign in:   no demo account (${seed === 'none' ? `SEED=none${process.env.SEED ? '' : ', the default with NODE_ENV=production'}` : 'the database was not empty'}); any mobile can register`,
      demoOperator
        ? `  console:   demo operator ${DEMO_OPERATOR_MOBILE} at /ops (tickets and reports waiting); an admin: npm run ops:admin -- 09xxxxxxxxx`
        : `  console:   /ops for operators; make the first admin with npm run ops:admin -- 09xxxxxxxxx`,
      `  sms:       ${count(sms.whole)} an hour at most, ${count(sms.whole - sms.open)} of them kept for trusted browsers; one address ${count(sms.address)}, one prefix ${count(sms.prefix)}; ${count(smsThisHour)} sent this hour`,
      `  payments:  ${(process.env.PAYMENT_PROVIDER ?? 'sandbox').toLowerCase() === 'sandbox' ? 'sandbox gateway (a test page on this server; no money moves)' : `PAYMENT_PROVIDER=${process.env.PAYMENT_PROVIDER}`}`,
      additionsFromEnv(process.env) === 'off'
        ? "  additions: off (ADDITIONS=off): only the original product's calls answer, every addition is a 404"
        : null,
      !staticDir || !existsSync(staticDir) ? `  note:      no built SPA in ${staticDir}/ (run \`npm run build\`): API only` : null,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
