import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { bearerAuth } from './auth/bearer';
import { deriveKeys, loadSecret } from './auth/secret';
import { type Database, openDatabase } from './db/client';
import { DEMO_OPERATOR_MOBILE, seedDemoDesk } from './db/demo-desk';
import { migrate, withSetupLock } from './db/migrate';
import { type CatalogGenerator, DEMO_MOBILE, ensureReferenceData, seedIfEmpty } from './db/seeding';
import { withoutAdditions } from './http/additions';
import { HttpError } from './http/errors';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { loggerOptions } from './http/log-redact';
import { messages } from './http/messages';
import { applyCachePolicy } from './http/cache-policy';
import { API_CSP, applyBaseHeaders, WORKER_CSP, WORKER_PATH } from './http/security-headers';
import { spaIndex } from './http/spa';
import { holdsInvalidText } from './http/text-guard';
import { type PaymentGatewayFactory, paymentGatewayFromEnv } from './payments';
import { serviceHandlers } from './service';
import { roleChecks } from './ops/ops-kit';
import { UPLOAD_TYPES, UploadBody } from './imports/read';
import { CATALOGUE_READS } from './service/medicine';
import { checkPendingOrders, schedulePendingOrderChecks } from './service/payments';
import { scheduleWatchDigests } from './service/watch-digest';
import { type Clock, type Limits, type ServiceContext, defaultLimits } from './service/types';
import { ConsoleSmsSender } from './sms/console';
import type { SmsSender } from './sms/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database (tests reach it to arrange state). */
    database: Database;
    /** Settles when the start-up check of pending orders is done (answers how many it settled). */
    paymentsResumed: Promise<number>;
    /** Runs one check of pending orders now, as the schedule does (answers how many it settled). */
    checkPendingOrders: () => Promise<number>;
    /** What the start did: the start-up summary prints it. */
    startup: StartupReport;
  }
}

/** What a start found and did, for the one summary an operator reads. */
export interface StartupReport {
  /** 'PostgreSQL' or 'PGlite (<dir>)'. */
  database: string;
  /** Whether this start seeded the demo catalogue (and the demo account with it). */
  seeded: boolean;
  /** Medicines in catalogues A and B. */
  medicines: { a: number; b: number };
  /** Whether the demo pharmacist's account exists (it comes with the demo catalogue only). */
  demoAccount: boolean;
  /** Whether the demo operator exists (`demoDesk`; never in production). */
  demoOperator: boolean;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export const SPEC_PATH = join(ROOT, 'openapi.yaml');

/** What a test or the benchmark installs on a server (`buildServer({ plugins })`): hooks, decorations, wrappers of the context. */
export type ServerPlugin = (app: FastifyInstance, ctx: ServiceContext) => void | Promise<void>;

export interface BuildServerOptions {
  /** `postgres://…` uses node-postgres; otherwise PGlite under `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory (default `./data`); also holds the generated JWT secret. */
  dataDir?: string;
  sms?: SmsSender;
  jwtSecret?: string;
  /** Directory of the built SPA, served at `/` with history fallback; false: API only. */
  staticDir?: string | false;
  /** 'auto' (default) seeds an empty catalogue on start; 'none' only migrates. */
  seed?: 'auto' | 'none';
  /** Medicines per catalogue for the first seed (default 2,000). */
  seedScale?: number;
  /** With the first seed: a demo operator and a few tickets and reports to answer (`npm start`, never production). */
  demoDesk?: boolean;
  /**
   * Fastify's logger: off (default), on (JSON lines), or its options (`npm start` picks them). Either
   * way personal data is scrubbed (`server/http/log-redact.ts`).
   */
  logger?: boolean | FastifyLoggerOptions;
  /** Where the log goes when `logger` is on (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Catalogue generator for the first seed (default: the SEED helper's `generateCatalog`). */
  catalog?: CatalogGenerator;
  /** Overrides of the OTP and rate limits (tests and the e2e harness may relax them). */
  limits?: Partial<Limits>;
  /**
   * Installed on the app before the routes, with the services' context: what a test or the benchmark
   * adds to a server (a wire variant, faults, a crash point) lives with them, never in the server.
   */
  plugins?: ServerPlugin[];
  /** The server's clock (default: the system clock); tests inject one so nothing sleeps in real time. */
  clock?: Clock;
  /** Test option: how long an upload waits for its preview (default 10 s), and a hook the background reader awaits before comparing. */
  importHooks?: ServiceContext['importHooks'];
  /**
   * The reverse proxies trusted to say, with `X-Forwarded-For`, whom they forward: their addresses or
   * CIDRs (`TRUST_PROXY`). Never a hop count nor `true`: either trusts whoever connects. Default: none.
   */
  trustProxy?: string[];
  /**
   * Milliseconds a client has to send a whole request, headers and body (default 30,000; a slow
   * body then answers 408). Headers alone must arrive within the smaller of this and 10,000.
   */
  requestTimeoutMs?: number;
  /** The payment gateway (default: `PAYMENT_PROVIDER` and its variables, i.e. the local sandbox). */
  payment?: PaymentGatewayFactory;
  /** Public origin for gateway callbacks (`PUBLIC_URL`, e.g. `https://daroban.ir`); default: the request's. */
  publicUrl?: string;
  /**
   * Runs the watchlist's SMS digest job every this many milliseconds (`server/service/watch-digest.ts`);
   * off by default (tests, the e2e portal). `server/main.ts` turns it on (`DIGEST_INTERVAL_MS`, 15 min).
   */
  digestIntervalMs?: number;
  /**
   * Verifies pending orders again every this many milliseconds, newest first (default 5 minutes;
   * 0: only once, at start-up). Lost callbacks are granted and abandoned orders expire this way.
   */
  pendingCheckIntervalMs?: number;
  /**
   * `off` (`ADDITIONS=off`): only behaviour §7's calls are routed; every operation openapi.yaml marks
   * as an addition answers 404, as on the original backend (`server/http/additions.ts`). Default `on`.
   */
  additions?: 'on' | 'off';
}

export const DEFAULT_PENDING_CHECK_INTERVAL_MS = 5 * 60_000;

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** A field whose broken rule has a message of its own (the others answer `messages.badRequest`). */
const FIELD_MESSAGES: Record<string, string> = {
  '/mobile': messages.mobileFormat,
  '/phone': messages.phoneTooLong,
  '/title': messages.titleAndText,
  '/report': messages.titleAndText,
  '/idempotency-key': messages.idempotencyKey,
};

/** The Persian message for a request that breaks its schema: the first broken field's own, if it has one. */
function validationMessage(errors: readonly { instancePath?: string; params?: Record<string, unknown> }[]): string {
  for (const error of errors) {
    const missing = error.params?.missingProperty;
    const field = error.instancePath || (typeof missing === 'string' ? `/${missing}` : '');
    const message = FIELD_MESSAGES[field];
    if (message) return message;
  }
  return messages.badRequest;
}

/** Validators: bodies are never coerced nor stripped (an unknown field is a 400); query and path are coerced. */
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('binary', true);
  return ajv;
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * A header schema with its names in lower case, as Node hands headers over. Fastify does this only
 * for its own validator compiler, so with ours the spec's `Idempotency-Key` (at most 100 characters)
 * was never checked, and a 3 KB key reached the unique index and answered 500.
 */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** Largest request body read (larger answers 413). */
export const BODY_LIMIT = 256 * 1024;

/** The parts of `openapi.yaml` that name media types: each operation's request body and answers, and the shared ones. */
interface SpecContents {
  paths?: Record<string, Record<string, { requestBody?: Contents; responses?: Record<string, Contents> } | unknown>>;
  components?: { requestBodies?: Record<string, Contents>; responses?: Record<string, Contents> };
}
type Contents = { content?: Record<string, unknown> } | undefined;

/** Every media type `openapi.yaml` names (its `content:` keys) other than the JSON and form bodies the API reads. */
function responseOnlyMediaTypes(spec: SpecContents): string[] {
  const types = new Set<string>();
  const add = (part: Contents) => Object.keys(part?.content ?? {}).forEach((type) => types.add(type));
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (typeof operation !== 'object' || operation === null) continue;
      const { requestBody, responses } = operation as { requestBody?: Contents; responses?: Record<string, Contents> };
      add(requestBody);
      Object.values(responses ?? {}).forEach(add);
    }
  }
  Object.values(spec.components?.requestBodies ?? {}).forEach(add);
  Object.values(spec.components?.responses ?? {}).forEach(add);
  types.delete('application/json');
  types.delete('application/x-www-form-urlencoded');
  return [...types];
}

/** Builds the API (under `/api`) and, when `staticDir` is given, the SPA; ready, not listening. */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.databaseUrl ? options.dataDir : (options.dataDir ?? './data');
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    let seeded = false;
    await withSetupLock(database, async (conn) => {
      await migrate(conn);
      await ensureReferenceData(database);
      if ((options.seed ?? 'auto') === 'auto')
        seeded = await seedIfEmpty(database, { scale: options.seedScale ?? 2_000, generate: options.catalog });
      if (seeded && options.demoDesk) await seedDemoDesk(database, (options.clock ?? (() => new Date()))());
    });
    const [counts] = await database.rows<{ a: number; b: number; demo: boolean; operator: boolean }>(
      sql`SELECT (SELECT count(*) FROM medicines_a)::int AS a, (SELECT count(*) FROM medicines_b)::int AS b,
                 EXISTS (SELECT 1 FROM users WHERE mobile = ${DEMO_MOBILE}) AS demo,
                 EXISTS (SELECT 1 FROM users WHERE mobile = ${DEMO_OPERATOR_MOBILE} AND role <> 'pharmacist') AS operator`,
    );
    const secret = await loadSecret(database, options.jwtSecret, dataDir);
    const ctx: ServiceContext = {
      database,
      sms: options.sms ?? new ConsoleSmsSender(),
      ...deriveKeys(secret),
      limits: { ...defaultLimits, ...options.limits },
      clock: options.clock ?? (() => new Date()),
      payments: (options.payment ?? paymentGatewayFromEnv())(database),
      publicUrl: options.publicUrl?.replace(/\/$/, ''),
      importHooks: options.importHooks,
    };

    const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const app = Fastify({
      logger: options.logger ? { ...loggerOptions(options.logStream), ...(options.logger === true ? {} : options.logger) } : false,
      bodyLimit: BODY_LIMIT,
      trustProxy: options.trustProxy ?? false,
      // Slow clients: the whole request within `requestTimeout`, headers within 10 s, an idle socket 2 min.
      requestTimeout,
      connectionTimeout: 120_000,
      http: {
        headersTimeout: Math.min(10_000, requestTimeout),
        connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeout / 4))),
      },
      // Fastify's own errors in the contract's shape: a Persian `{ message }`.
      frameworkErrors: (error, request, reply) => {
        applyBaseHeaders(request, reply);
        reply.header('Content-Security-Policy', API_CSP);
        frameworkErrors(error, request, reply);
      },
      clientErrorHandler,
    });
    const bodyAjv = makeAjv(false);
    const paramAjv = makeAjv(true);
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body'
        ? (bodyAjv.compile(schema as object) as never)
        : (paramAjv.compile(httpPart === 'headers' ? lowerCaseHeaders(schema as HeaderSchema) : (schema as object)) as never),
    );
    app.decorate('database', database);
    app.decorate('startup', {
      database: options.databaseUrl ? 'PostgreSQL' : `PGlite (${resolve(dataDir ?? './data')})`,
      seeded,
      medicines: { a: counts?.a ?? 0, b: counts?.b ?? 0 },
      demoAccount: counts?.demo ?? false,
      demoOperator: counts?.operator ?? false,
    } satisfies StartupReport);
    let closing = false;
    let digests: { stop: () => Promise<void> } | null = null;
    let orderChecks: { stop: () => Promise<void> } | null = null;
    app.decorate('paymentsResumed', Promise.resolve(0));
    app.decorate('checkPendingOrders', () => checkPendingOrders(ctx, { stopped: () => closing }));
    app.addHook('onClose', async () => {
      closing = true;
      await digests?.stop();
      await orderChecks?.stop();
      await app.paymentsResumed;
      await database.close();
    });
    // Security headers on every answer; the SPA's index.html replaces the CSP with its own (nonce).
    app.addHook('onRequest', async (request, reply) => {
      applyBaseHeaders(request, reply);
      const path = request.url.split('?')[0];
      reply.header('Content-Security-Policy', path === WORKER_PATH ? WORKER_CSP : API_CSP);
      if (path === '/api' || path?.startsWith('/api/')) applyCachePolicy(request, reply);
    });
    // Only JSON bodies are read (any other content type answers 415; the sandbox gateway's form below
    // is the one exception), like Fastify's JSON parser but an empty JSON payload reads as `{}`
    // (logout's "empty body"): every operation that needs a body has required fields, so `{}` still
    // answers 400 there.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = (body as string).trim();
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new HttpError(400, messages.malformedJson), undefined);
      }
    });
    // The sandbox gateway's page posts a plain HTML form; no other operation reads one (415).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
      if (!request.url.startsWith('/api/payments/v1/sandbox/')) return done(new HttpError(415, messages.unsupportedMediaType), undefined);
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // A request with no body has no content type, so no parser runs and Fastify, which picks the
    // body's schema by content type, would skip the validation: it reads as an empty JSON body, so an
    // operation's required fields answer 400 instead of its handler reading a body that is not there.
    // NUL and lone surrogates never reach a handler (PostgreSQL refuses NUL: it was a 500).
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body && request.headers['content-type'] === undefined) {
        request.headers = { 'content-type': 'application/json' };
        request.body = {};
      }
      if (holdsInvalidText(request.body) || holdsInvalidText(request.query) || holdsInvalidText(request.params)) {
        throw new HttpError(400, messages.invalidText);
      }
    });

    app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
      if (error.validation) return reply.code(400).send({ message: validationMessage(error.validation) });
      // fastify-openapi-glue wraps security handler failures: answer the handler's own error.
      if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
        const inner = error.errors.find((e): e is HttpError => e instanceof HttpError);
        if (inner) return reply.code(inner.statusCode).send({ message: inner.message });
        return reply.code(401).send({ message: messages.unauthorized });
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send({ message: messages.payloadTooLarge });
      if (status === 415) return reply.code(415).send({ message: messages.unsupportedMediaType });
      if (status >= 400 && status < 500) return reply.code(status === 404 ? 404 : 400).send({ message: messages.badRequest });
      request.log.error({ err: error }, 'unexpected failure');
      return reply.code(500).send({ message: messages.serverError });
    });

    // API JSON over 1 KB goes out brotli- or gzip-compressed by `Accept-Encoding`; the SPA's files
    // are compressed once at build time (`preCompressed` below), never per request.
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });

    // A price list's upload (behaviour §10.12) is read as a stream by its handler, after the role check.
    app.addContentTypeParser(UPLOAD_TYPES, (request, payload, done) => {
      if (request.routeOptions.url !== '/api/ops/v1/price-imports' && request.routeOptions.url !== '/api/ops/v1/price-import-layouts')
        return done(new HttpError(415, messages.unsupportedMediaType), undefined);
      done(null, new UploadBody(payload));
    });

    // fastify-openapi-glue lists a response's media types (the photo's images, the export's xlsx and
    // CSV, the sandbox gateway's HTML) with the request ones, and warns at start when no parser reads
    // them. No operation takes such a body: a request with one is refused with the contract's 415.
    const spec = parseYaml(readFileSync(SPEC_PATH, 'utf8')) as SpecContents;
    const answerOnlyTypes = responseOnlyMediaTypes(spec).filter((type) => !app.hasContentTypeParser(type));
    if (answerOnlyTypes.length > 0) {
      app.addContentTypeParser(answerOnlyTypes, (_request, _payload, done) =>
        done(new HttpError(415, messages.unsupportedMediaType), undefined),
      );
    }

    // Identity first (behaviour §6): fastify-openapi-glue runs an operation's security handler as a
    // preHandler, after the body is parsed and validated, so a caller with no token or the wrong role
    // learned about the body's shape (400) before being refused. It runs on the request instead.
    app.addHook('onRoute', (route) => {
      if (!route.prefix.startsWith('/api') || !route.preHandler || typeof route.preHandler !== 'function') return;
      route.onRequest = [...toArray(route.onRequest), route.preHandler];
      route.preHandler = undefined;
    });
    for (const plugin of options.plugins ?? []) await plugin(app, ctx);
    const handlers = serviceHandlers(ctx);
    await app.register(openapiGlue, {
      specification: options.additions === 'off' ? withoutAdditions(spec as Parameters<typeof withoutAdditions>[0]) : SPEC_PATH,
      prefix: '/api',
      serviceHandlers: handlers,
      securityHandlers: { bearerAuth: bearerAuth(ctx, CATALOGUE_READS, roleChecks(handlers)) },
    });

    const staticDir = options.staticDir ? resolve(options.staticDir) : null;
    const index = staticDir ? spaIndex(staticDir) : null;
    if (staticDir && existsSync(staticDir)) {
      // index.html is never served as a file: each answer gets its own CSP nonce.
      for (const url of ['/', '/index.html']) {
        app.get(url, async (_request, reply) => index!.send(reply) ?? reply.code(404).send({ message: messages.notFound }));
      }
      await app.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // Vite names built assets by content hash: cache them for good.
        setHeaders: (res, path) => {
          const hashed = /[\\/]assets[\\/]/.test(path);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      if (!isApi && index && (request.method === 'GET' || request.method === 'HEAD') && index.exists()) {
        return index.send(reply);
      }
      return reply.code(404).send({ message: messages.notFound });
    });

    await app.ready();
    // Orders left pending by a crash or a lost callback are verified again in the background: now,
    // then on a schedule.
    const checks = schedulePendingOrderChecks(ctx, options.pendingCheckIntervalMs ?? DEFAULT_PENDING_CHECK_INTERVAL_MS, (message, err) =>
      app.log.warn({ err }, message),
    );
    orderChecks = checks;
    app.paymentsResumed = checks.first;
    if (options.digestIntervalMs && options.digestIntervalMs > 0) {
      digests = scheduleWatchDigests(
        { database, sms: ctx.sms, clock: ctx.clock, siteUrl: ctx.publicUrl, warn: (message, err) => app.log.warn({ err }, message) },
        options.digestIntervalMs,
        {
          done: (run) => {
            if (run.sent || run.failed) app.log.info({ digest: run }, `watch digest: ${run.sent} sent, ${run.failed} refused (${run.day})`);
          },
          failed: (err) => app.log.error({ err }, 'watch digest: the run failed'),
        },
      );
    }
    return app;
  } catch (err) {
    await database.close();
    throw err;
  }
}
