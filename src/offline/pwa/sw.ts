/**
 * The service worker (behaviour §10.14), built by build/pwa.ts into `dist/sw.js` with the build's
 * own list of files (`__PRECACHE__`) and a name for this build's cache (`__SHELL_CACHE__`).
 *
 * - install: caches the app shell (index.html, the entry and every route chunk of this build, its
 *   stylesheets, fonts and icons) in `daroban-shell-<build>`. It never skips waiting by itself: a
 *   new build waits until the user asks for it (the frame's notice sends `SKIP_WAITING`) or every
 *   tab of the portal is closed, so no page is swapped under a user mid-task.
 * - activate: deletes the shells of earlier builds and takes the open pages.
 * - fetch: a page navigation goes to the network and falls back to the cached index.html when there
 *   is none (the app shell opens offline); a file of this build comes from the cache; everything else,
 *   the API above all, goes to the network and is never cached here (the device copy of the
 *   catalogue lives in IndexedDB, src/offline/).
 * - message `CLEAR_USER_DATA` (logout, src/offline/pwa/clear.ts): deletes every cache but the shells and
 *   answers on the message's port.
 *
 * Typed with the few worker interfaces it uses: the app's TypeScript program has the DOM library,
 * whose globals clash with the WebWorker one.
 */
import { SHELL_CACHE_PREFIX, type WorkerMessage } from './keys';

declare const __PRECACHE__: string[];
declare const __SHELL_CACHE__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL = __SHELL_CACHE__;
const INDEX = '/index.html';
const PRECACHED = new Set(__PRECACHE__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then((cache) =>
      // index.html is revalidated (the server sends it `no-cache`); the hashed files may come from the
      // HTTP cache the page has just filled.
      cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: url === INDEX ? 'no-cache' : 'default' }))),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

/** This build's copy of a file, or the network's when the cache lost it. */
async function fromShell(key: string, request: Request): Promise<Response> {
  const hit = await caches.match(key, { cacheName: SHELL, ignoreVary: true, ignoreSearch: true });
  return hit ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other origins and the API: the network's, untouched and uncached.
  if (url.origin !== worker.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => fromShell(INDEX, request)));
    return;
  }
  if (PRECACHED.has(url.pathname)) event.respondWith(fromShell(url.pathname, request));
});

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') {
    void worker.skipWaiting();
  } else if (message?.type === 'CLEAR_USER_DATA') {
    const done = caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name))))
      .then(() => event.ports[0]?.postMessage({ type: 'CLEARED' }));
    event.waitUntil(done);
  }
});
