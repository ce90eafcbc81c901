import { api, type ApiClient } from './client';

/** Where a screen failure was caught: a route's error card, or a lazily loaded part of a screen. */
export type FailureBoundary = 'route' | 'chunk';

/** At most this many reports leave one page load (a render loop must not flood the operators). */
const MAX_REPORTS_PER_LOAD = 5;
let sent = 0;
const reported = new WeakSet<object>();

/** The error's name and message (500 characters at most) and its stack (4,000 at most). */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`.slice(0, 500) || 'Error', stack: error.stack?.slice(0, 4000) };
  }
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return { message: `${String(status)} ${String(statusText ?? '')}`.trim().slice(0, 500) };
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { message: (text || 'unknown error').slice(0, 500) };
}

export interface ReportOptions {
  /** Production posts to the API; development (and tests) log to the console. */
  production?: boolean;
  client?: ApiClient;
}

/**
 * Tells the operators a screen failed: `POST /api/client-errors` in production (once per error, a few
 * per page load, never throwing), the console in development.
 */
export function reportClientError(error: unknown, boundary: FailureBoundary, path: string, options: ReportOptions = {}): void {
  if (error && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const report = { kind: boundary, path: (path || '/').slice(0, 500), ...describeError(error) };
  if (!(options.production ?? import.meta.env.PROD)) {
    console.error(`[daroban] ${boundary} failure on ${report.path}:`, error);
    return;
  }
  if (sent >= MAX_REPORTS_PER_LOAD) return;
  sent += 1;
  (options.client ?? api).POST('/client-errors', { body: report }).catch(() => {});
}
