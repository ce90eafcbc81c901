import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';

/**
 * A client of its own for one test: every call waits until the test answers it, so a model path can
 * hold the machine in a busy state and then decide how the call ends.
 */
export function stubApi() {
  const requests: Request[] = [];
  const pending: Array<{ resolve: (response: Response) => void; reject: (error: unknown) => void }> = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Promise<Response>((resolve, reject) => pending.push({ resolve, reject }));
  }) as typeof globalThis.fetch;
  const client: ApiClient = createApiClient({ baseUrl: 'http://api.test', fetch });

  async function next() {
    await vi.waitFor(() => {
      if (pending.length === 0) throw new Error('no call is waiting for an answer');
    });
    return pending.shift()!;
  }

  return {
    client,
    requests,
    /** Answers the oldest waiting call with a JSON body. */
    async respond(status: number, body: unknown) {
      (await next()).resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    },
    /** Ends the oldest waiting call the way `failure` describes (a rejected fetch for no network). */
    async fail(failure: ApiFailure) {
      const call = await next();
      if (failure.kind === 'network') call.reject(new TypeError('Failed to fetch'));
      else {
        const status = 'status' in failure ? failure.status : { unauthorized: 401, forbidden: 403, notFound: 404 }[failure.kind];
        const message = 'message' in failure ? failure.message : 'server error';
        call.resolve(new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } }));
      }
    },
    /** The JSON body of the last request. */
    async lastBody(): Promise<unknown> {
      await vi.waitFor(() => {
        if (requests.length === 0) throw new Error('no request yet');
      });
      return requests[requests.length - 1].clone().json();
    },
  };
}

/** Records the toasts shown through the notifier during a test. */
export async function recordNotices() {
  const { notifier } = await import('../../src/api/notifier');
  const notices: Array<{ intent: string; text: string }> = [];
  const stop = notifier.subscribe((notice) => notices.push(notice));
  return { notices, stop };
}
