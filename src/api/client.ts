import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { takeBootCall } from './boot';
import { decodeWireInSlices, parseJson, UndecodableError } from './decode';
import { ApiError } from './errors';
import type { components, paths } from './schema';
import { tokenStore } from './tokens';
import { API_BASE_URL } from './urls';

/** Schema aliases: nobody writes a DTO by hand. */
export type Schemas = components['schemas'];
export type MedicineA = Schemas['MedicineA'];
export type MedicineB = Schemas['MedicineB'];
export type MedicineAListItem = Schemas['MedicineAListItem'];
export type MedicineBListItem = Schemas['MedicineBListItem'];
export type PriceEntry = Schemas['PriceEntry'];
export type Profile = Schemas['Profile'];
export type Province = Schemas['Province'];
export type Ticket = Schemas['Ticket'];
export type Package = Schemas['Package'];
export type ApiClient = Client<paths>;

/** Calls made without a bearer header (behaviour §6). */
const PUBLIC_PATHS = new Set<string>(['/user/v1/send-otp', '/user/v1/submit-otp', '/user/v1/refresh-token', '/states/v1/get-state-list']);

/** A decoder module: the schemas and each operation's 2xx answer (generated from openapi.yaml). */
export type Wire = typeof import('./wire.gen');

let wire: Promise<Wire> | undefined;

/** The wings' decoders (the console's: src/ops/api/wire.ts), each for the operations under its path prefix. */
const wings: Array<{ prefix: string; load: () => Promise<Wire> }> = [];

/**
 * A wing registers the decoder of its operations when it loads, so the pharmacists' decoder carries
 * none of them: the console's 30 operations load with the console, not with the first call.
 */
export function addWire(prefix: string, load: () => Promise<Wire>): void {
  if (!wings.some((wing) => wing.prefix === prefix)) wings.push({ prefix, load });
}

/** The decoder that holds `schemaPath`'s operation: a wing's, or the pharmacists'. */
function wireFor(schemaPath: string): Promise<Wire> {
  const wing = wings.find(({ prefix }) => schemaPath.startsWith(prefix));
  return wing ? wing.load().catch(() => wing.load()) : loadWire().catch(() => loadWire());
}

/**
 * The contract's response schemas (`wire.gen.ts`, 15 KB) are their own chunk: no page needs them
 * before its first call, so the sign-in page paints without them. The first request starts the
 * import beside itself; a failed import is forgotten, so the next call asks again.
 */
export function loadWire(): Promise<Wire> {
  wire ??= import('./wire.gen').catch((error: unknown) => {
    wire = undefined;
    throw error;
  });
  return wire;
}

/**
 * The one decoder of successful answers: the body is read as the operation's 2xx schema in
 * openapi.yaml says (`src/api/decode.ts`), so machines and views only ever see normalised data.
 * An answer that cannot be read becomes an ApiError of kind 'server' (behaviour §8's generic message).
 * The client's middleware hands openapi-fetch the decoded answer as a new response, parsed once more;
 * a call made with `parseAs: 'stream'` is left to its caller, which decodes the text with `decodeText`
 * (the device copy's sync pages: a thousand drugs parsed once, not parsed, written and parsed again).
 */
export async function decodeResponse(method: string, schemaPath: string, response: Response): Promise<Response> {
  if (!response.ok || response.status === 204) return response;
  // One more try if the first import failed (a blip): it answers for a call the server has done.
  const { wireResponses } = await wireFor(schemaPath);
  if (!wireResponses[`${method.toUpperCase()} ${schemaPath}`]) return response;
  const decoded = await decodeText(method, schemaPath, await response.text(), response.status);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(decoded), { status: response.status, statusText: response.statusText, headers });
}

/** A successful answer's text read as its operation's 2xx schema says (`decodeResponse`). */
export async function decodeText(method: string, schemaPath: string, text: string, status = 200): Promise<unknown> {
  const { wireResponses, wireSchemas } = await wireFor(schemaPath);
  const schema = wireResponses[`${method.toUpperCase()} ${schemaPath}`];
  try {
    const body = parseJson(text);
    return schema ? await decodeWireInSlices(wireSchemas, schema, body) : body;
  } catch (error) {
    if (error instanceof UndecodableError) throw new ApiError({ kind: 'server', status, undecodable: error.where });
    throw error;
  }
}

/**
 * The answer of a call already in flight for exactly this request (method, URL, `Authorization`),
 * taken once; undefined when there is none. The app's client takes index.html's detail call
 * (`src/api/boot.ts`).
 */
export type InFlight = (request: Request) => Promise<Response> | undefined;

export interface ClientHooks {
  /** Runs when a 401 survives a refresh attempt: the session is over. */
  onSessionExpired?: () => void;
}

/**
 * Builds the one API client. Adds the bearer header (not on the sign-in, refresh and province calls),
 * and on a 401 tries the refresh-token call once (shared by concurrent calls), retries the request
 * with the new token, and otherwise clears the storage and reports the session expired (once).
 * A request `inFlight` already has an answer for is not sent again: that answer goes through the
 * same 401 handling and decoder; if it failed (or its body was read) the request is sent as usual.
 * `fetch` is injectable so each test has its own.
 */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch; hooks?: ClientHooks; inFlight?: InFlight } = {},
): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const send: typeof fetch = (input, init) => {
    const early = input instanceof Request && !init ? options.inFlight?.(input) : undefined;
    if (!early) return doFetch(input, init);
    return early.then(
      (response) => (response.bodyUsed ? doFetch(input) : response),
      () => doFetch(input),
    );
  };
  const client = createClient<paths>({ baseUrl, fetch: send });
  const originals = new Map<string, Request>();
  let refreshing: Promise<boolean> | null = null;

  async function refreshOnce(): Promise<boolean> {
    const refreshToken = tokenStore.refresh;
    if (!refreshToken) return false;
    refreshing ??= (async () => {
      try {
        const response = await doFetch(
          new Request(`${baseUrl}/user/v1/refresh-token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refreshToken }),
          }),
        );
        if (!response.ok) return false;
        const body = (await (await decodeResponse('POST', '/user/v1/refresh-token', response)).json()) as Schemas['TokenResponse'];
        tokenStore.save(body.data);
        return true;
      } catch {
        return false;
      } finally {
        queueMicrotask(() => (refreshing = null));
      }
    })();
    return refreshing;
  }

  const auth: Middleware = {
    onRequest({ request, schemaPath, id }) {
      void wireFor(schemaPath).catch(() => undefined); // settled by the decoder, which asks again
      if (PUBLIC_PATHS.has(schemaPath)) return request;
      const token = tokenStore.access;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      originals.set(id, request.clone());
      return request;
    },
    async onResponse({ response, schemaPath, id }) {
      const original = originals.get(id);
      originals.delete(id);
      if (response.status !== 401 || PUBLIC_PATHS.has(schemaPath) || !original) return response;
      // Logout's own 401 is handled by the logout flow (behaviour §4: clear storage, reload to /).
      if (schemaPath === '/user/v1/logout') return response;
      const current = tokenStore.access;
      const sentWith = original.headers.get('Authorization');
      // Sent with a token a concurrent refresh has already replaced: retry with the new one, no refresh.
      const stale = Boolean(current && sentWith && sentWith !== `Bearer ${current}`);
      if (stale || (await refreshOnce())) {
        const retry = original.clone();
        retry.headers.set('Authorization', `Bearer ${tokenStore.access}`);
        const retried = await doFetch(retry);
        if (retried.status !== 401) return retried;
      }
      // Only the first of several concurrent failures ends the session (one toast, one redirect).
      if (tokenStore.access || tokenStore.refresh) {
        tokenStore.clear();
        options.hooks?.onSessionExpired?.();
      }
      return response;
    },
    onError({ id }) {
      originals.delete(id);
    },
  };
  const decoding: Middleware = {
    // A streamed answer is its caller's to decode (`decodeText`).
    onResponse: ({ request, response, schemaPath, options }) =>
      options.parseAs === 'stream' ? undefined : decodeResponse(request.method, schemaPath, response),
  };
  // Answers pass through the middlewares last-registered first: auth (and its retried request)
  // settles the answer, then the decoder reads it.
  client.use(decoding, auth);
  return client;
}

const sessionHooks: ClientHooks = {};

/** Lets the app decide what a dead session does (the shell sends the visitor to `/`). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionHooks.onSessionExpired = handler;
}

/** The one client the SPA uses. */
export const api: ApiClient = createApiClient({
  hooks: { onSessionExpired: () => sessionHooks.onSessionExpired?.() },
  inFlight: (request) => takeBootCall(request),
});
