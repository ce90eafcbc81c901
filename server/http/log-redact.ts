import type { FastifyLoggerOptions } from 'fastify';

/**
 * What the log never holds (behaviour §12.5): mobile numbers, one-time codes, tokens, secrets in provider
 * URLs and SQL parameters (a failed query's error carries its parameters: user ids, names, the text
 * of a ticket). Applied to every error (`err`, its `cause`s), every request line and every message.
 */
const DIGIT = '[0-9\u06F0-\u06F9\u0660-\u0669]';
const MOBILE = new RegExp(`(?<!${DIGIT})(?:\\+98|0098|0|\u06F0|\u0660)?(?:9|\u06F9|\u0669)${DIGIT}{9}(?!${DIGIT})`, 'g');
const CODE = new RegExp(`\\b(code|otp|token|receptor|password)(\\W{1,4})${DIGIT}{4,8}(?!${DIGIT})`, 'gi');
const BEARER = /\b(bearer\s+)[A-Za-z0-9._~+/-]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const KAVENEGAR_KEY = /(\/v1\/)[^/\s]+(\/verify)/g;
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;

export function scrub(text: string): string {
  return text
    .replace(DRIZZLE_PARAMS, '\nparams: [redacted]')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1[token]')
    .replace(KAVENEGAR_KEY, '$1[key]$2')
    .replace(CODE, '$1$2[code]')
    .replace(MOBILE, '[mobile]');
}

/** Fields of errors that hold values (drizzle's `params`; PostgreSQL's `detail`, e.g. "Failing row contains (…)"). */
const DROPPED = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

/** An error as the log keeps it: type, message, stack, code and the other fields, scrubbed; causes too. */
export function redactError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return { message: scrub(String(error)) };
  const e = error as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: scrub(String(e.message ?? '')) };
  if (typeof e.stack === 'string') out.stack = scrub(e.stack);
  for (const [key, value] of Object.entries(e)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (DROPPED.has(key)) out[key] = '[redacted]';
    else if (typeof value === 'string') out[key] = scrub(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (e.cause !== undefined && depth < 5) out.cause = redactError(e.cause, depth + 1);
  return out;
}

/** Fastify's logger options: pino with these serializers and a scrubbed message. */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyLoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => redactError(error),
      req: (req: { method: string; url: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: scrub(req.url),
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrub(a) : a)),
        );
      },
    },
  } as unknown as FastifyLoggerOptions;
}
