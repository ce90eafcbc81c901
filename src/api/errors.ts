import { fa } from '../i18n/fa';

/** A failed call, classified once per behaviour §8. Machines branch on `kind`. */
export type ApiFailure =
  /**
   * No answer. `unreachable`: the browser says it is online, so the server (or the way to it) is
   * down, not the user's internet (behaviour §8).
   */
  | { kind: 'network'; unreachable?: boolean }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'notFound'; message: string }
  /** An addition the backend does not have (its call answered 404): the feature hides (behaviour §10). */
  | { kind: 'absent' }
  | {
      kind: 'client';
      status: number;
      message: string;
      /** Send-otp's 429 (re-send window): seconds until a new code may be sent. */
      retryAfter?: number;
      /** Send-otp's 429 (re-send window): the code already sent to this mobile can still be typed. */
      codeAlreadySent?: boolean;
    }
  | {
      kind: 'server';
      status: number;
      /** A 2xx answer the contract cannot read (`src/api/decode.ts`): the JSON path of what is missing. */
      undecodable?: string;
    };

/** Thrown by `unwrap` so that a `fromPromise` actor's error event carries the classification. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind);
    this.name = 'ApiError';
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return fa.errors.generic;
}

/** `retryAfter` (whole seconds ≥ 1) and `codeAlreadySent` (a boolean) from a body, when it carries them. */
function waitOf(body: unknown): { retryAfter?: number; codeAlreadySent?: boolean } {
  if (!body || typeof body !== 'object') return {};
  const wait: { retryAfter?: number; codeAlreadySent?: boolean } = {};
  if ('retryAfter' in body && typeof body.retryAfter === 'number' && Number.isFinite(body.retryAfter) && body.retryAfter > 0) {
    wait.retryAfter = Math.ceil(body.retryAfter);
  }
  if ('codeAlreadySent' in body && typeof body.codeAlreadySent === 'boolean') wait.codeAlreadySent = body.codeAlreadySent;
  return wait;
}

export function classifyStatus(status: number, body: unknown): ApiFailure {
  if (status === 401) return { kind: 'unauthorized', message: messageOf(body) };
  if (status === 403) return { kind: 'forbidden', message: messageOf(body) };
  if (status === 404) return { kind: 'notFound', message: messageOf(body) };
  if (status >= 400 && status <= 499) return { kind: 'client', status, message: messageOf(body), ...waitOf(body) };
  return { kind: 'server', status };
}

/**
 * No answer, as a failure: the browser offline is the spec's «no network»; online, the server could
 * not be reached (behaviour §8).
 */
export function noAnswer(): ApiFailure {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? { kind: 'network' } : { kind: 'network', unreachable: true };
}

/** Anything thrown or answered, as a failure: fetch's TypeError means no answer. */
export function toFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  return noAnswer();
}

/** The Persian text behaviour §8 shows for a failure: the server's message for 4xx. */
export function failureMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'network':
      return failure.unreachable ? fa.errors.serverUnreachable : fa.errors.noNetwork;
    case 'server':
      return fa.errors.generic;
    case 'absent':
      return '';
    default:
      return failure.message;
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The body of a successful call, or an ApiError with the classified failure. A rejected fetch
 * (no answer) is rethrown as an ApiError of kind 'network' (`noAnswer`).
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(noAnswer());
  }
  if (result.response.ok && result.error === undefined) return result.data as T;
  throw new ApiError(classifyStatus(result.response.status, result.error));
}
