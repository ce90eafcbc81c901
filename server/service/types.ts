import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema';
import type { Database } from '../db/client';
import type { PaymentGateway } from '../payments/types';
import type { SmsSender } from '../sms/types';

export type OperationId = keyof operations;

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

/** Request body, query and path parameters of an operation, from the generated `operations`. */
export type BodyOf<K extends OperationId> = JsonBody<NonNullable<operations[K]['requestBody']>>;
export type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
export type PathOf<K extends OperationId> = NonNullable<operations[K]['parameters']['path']>;
type Responses<K extends OperationId> = operations[K]['responses'];
export type OkOf<K extends OperationId> = 200 extends keyof Responses<K>
  ? Responses<K>[200] extends { content: { 'application/json': infer R } }
    ? R
    : unknown
  : never;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
}>;

/** A handler answers its operation's 200 body (or sends something itself and answers the reply). */
export type Handler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<OkOf<K> | FastifyReply>;

export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };

/** Tunable limits (defaults follow behaviour §12; tests and the e2e harness may relax them). */
export interface Limits {
  /** Seconds before the same mobile may get a new code. */
  otpResendSeconds: number;
  /** Seconds a code stays valid. */
  otpTtlSeconds: number;
  /** Wrong tries after which a code dies. */
  otpMaxAttempts: number;
  /** Wrong guesses a number takes (across codes) before a lockout. */
  otpFailuresPerLockout: number;
  /** First lockout in seconds; each next one is `otpLockoutFactor` times longer, up to `otpLockoutMaxSeconds`. */
  otpLockoutSeconds: number;
  otpLockoutFactor: number;
  otpLockoutMaxSeconds: number;
  /** Lockouts are forgotten after this many days without a wrong guess (and at once after a sign-in). */
  otpStrikeMemoryDays: number;
  /** Codes one number (one lane) can be sent in 24 hours (a sign-in starts the count afresh). */
  otpSendsPerDay: number;
  /** SMS the whole server may send in one hour (`server/service/sms-budget.ts` shares it out). */
  smsPerHour: number;
  /** Part of the hour's SMS kept for browsers a number trusts (their signed device cookie). */
  smsReserveShare: number;
  /** Most of the hour's SMS one address (IPv4, IPv6 /64) may ask for, from an untrusted browser. */
  smsAddressShare: number;
  /** Most of the hour's SMS one prefix (IPv4 /24, IPv6 /48) may ask for, from untrusted browsers. */
  smsPrefixShare: number;
  /** The share of the hour's open part (all but the reserve) at which the server logs a warning. */
  smsWarnShare: number;
  /** Per-IP (IPv4) and per-/64 (IPv6) counters over a fixed window. */
  rateWindowSeconds: number;
  sendOtpPerIp: number;
  submitOtpPerIp: number;
  /** Screen-failure reports (POST /client-errors) per IP and window. */
  clientErrorsPerIp: number;
  /** Calls of the change feed per client network and window (any key, or none), and per API key. */
  feedPerIp: number;
  feedPerKey: number;
  accessTokenSeconds: number;
  /** A refresh token lives this long unused … */
  refreshTokenDays: number;
  /** … and a session (the refresh-token family) this long at most, however often refreshed. */
  sessionMaxDays: number;
  /** Per user: tickets and reports in 24 hours. */
  ticketsPerDay: number;
  reportsPerDay: number;
  /** Per user: checkouts (orders started) in an hour. */
  checkoutsPerHour: number;
  /** A pending order the gateway still refuses after this many hours is marked failed (the pending-order check). */
  pendingOrderHours: number;
}

export const defaultLimits: Limits = {
  otpResendSeconds: 120,
  otpTtlSeconds: 120,
  otpMaxAttempts: 5,
  otpFailuresPerLockout: 5,
  otpLockoutSeconds: 15 * 60,
  otpLockoutFactor: 4,
  otpLockoutMaxSeconds: 48 * 3600,
  otpStrikeMemoryDays: 30,
  otpSendsPerDay: 6,
  smsPerHour: 2_000,
  smsReserveShare: 0.25,
  smsAddressShare: 0.02,
  smsPrefixShare: 0.05,
  smsWarnShare: 0.8,
  rateWindowSeconds: 600,
  sendOtpPerIp: 50,
  submitOtpPerIp: 200,
  clientErrorsPerIp: 20,
  feedPerIp: 300,
  feedPerKey: 120,
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
  sessionMaxDays: 90,
  ticketsPerDay: 20,
  reportsPerDay: 50,
  checkoutsPerHour: 20,
  pendingOrderHours: 24,
};

/** The server's clock: every limit, token and lockout reads the time from here (tests inject one). */
export type Clock = () => Date;

/** What every handler group is built from. */
export interface ServiceContext {
  database: Database;
  sms: SmsSender;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key for OTP codes and refresh tokens. */
  hashKey: Buffer;
  limits: Limits;
  clock: Clock;
  /** The payment gateway (sandbox by default, or Zarinpal). */
  payments: PaymentGateway;
  /** The portal's public origin for gateway callbacks (PUBLIC_URL); default: the request's own. */
  publicUrl?: string;
  /** Test hooks: `beforeCommit` runs inside the grant's transaction, after its writes and before COMMIT. */
  paymentHooks?: { beforeCommit?: (orderId: string) => void | Promise<void> };
  /** Test hooks of a price list's reading: the upload's wait for its preview, and a pause before its rows are compared. */
  importHooks?: { waitMs?: number; beforeClassify?: (importId: string) => void | Promise<void> };
}

/** The signed-in user as the bearer check loads it. */
export interface AuthUser {
  id: string;
  sessionId: string;
  mobile: string;
  role: string;
  profileComplete: boolean;
  subscriptionActive: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}
