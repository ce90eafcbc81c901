import type { ApiFailure } from '../../src/api/errors';

interface Held {
  request: Request;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

/** A JSON response; a 204 (no content) has no body, as a server sends it. */
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The status a server answers with for a classified failure (the inverse of `src/api/errors`). */
function statusOf(failure: Exclude<ApiFailure, { kind: 'network' }>): number {
  if ('status' in failure) return failure.status;
  // An absent addition is a 404 the client reads as such (src/api/additions.ts).
  return { unauthorized: 401, forbidden: 403, notFound: 404, absent: 404 }[failure.kind];
}

/**
 * The browser says it is offline (or online again). A rejected fetch reads as «no network» only while
 * the browser is offline, else as a server that does not answer (src/api/errors.ts), so a failure of
 * kind `network` without `unreachable` is given with the browser offline, until the next call.
 */
function browserOffline(offline: boolean): void {
  if (typeof navigator === 'undefined') return;
  if (offline) Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  else delete (navigator as { onLine?: boolean }).onLine;
}

/**
 * The API double for a real client: a `fetch` whose calls wait until the test answers them, so a model
 * path can hold a screen in a busy state and decide how each call ends. Give it to
 * `createApiClient({ fetch })`; no global mock. An aborted call rejects as the browser's would.
 */
export function heldFetch() {
  const requests: Request[] = [];
  let waiting: Held[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    browserOffline(false);
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      const held = { request, resolve, reject };
      waiting.push(held);
      request.signal.addEventListener('abort', () => {
        waiting = waiting.filter((other) => other !== held);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }) as typeof globalThis.fetch;

  /**
   * The call to answer: the oldest waiting one, or the newest (older ones are then stale and never
   * answered, as a screen that moved on would not read them).
   */
  const take = (which: 'oldest' | 'newest'): Held => {
    const held = which === 'oldest' ? waiting.shift() : waiting.pop();
    if (!held) throw new Error('no call is waiting for an answer');
    if (which === 'newest') waiting = [];
    return held;
  };

  return {
    fetch,
    requests,
    /** How many calls wait for an answer. */
    get waiting() {
      return waiting.length;
    },
    /** Answers a waiting call with a JSON body. */
    respond(status: number, body: unknown, which: 'oldest' | 'newest' = 'oldest') {
      take(which).resolve(json(status, body));
    },
    /** Ends a waiting call the way `failure` describes: a rejected fetch for no answer, else its status. */
    fail(failure: ApiFailure, which: 'oldest' | 'newest' = 'oldest') {
      const held = take(which);
      if (failure.kind === 'network') {
        browserOffline(!failure.unreachable);
        held.reject(new TypeError('Failed to fetch'));
      } else held.resolve(json(statusOf(failure), 'message' in failure ? { message: failure.message } : {}));
    },
  };
}
export type HeldFetch = ReturnType<typeof heldFetch>;
