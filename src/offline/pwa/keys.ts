/**
 * The names the installable shell shares between the page, index.html's inline script and the
 * service worker (behaviour §10.14). No imports: the inline script (src/first-paint.ts) and the
 * worker (src/offline/pwa/sw.ts) are built with it, and neither may pull in the app's modules.
 */

/** The service worker's address (built by build/pwa.ts at the root of dist: its scope is the site). */
export const SW_URL = '/sw.js';

/** The web manifest's address (built by build/pwa.ts). */
export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * The app shell's caches: `daroban-shell-<build>`, one per build. Only these may stay after logout:
 * they hold the build's own files, never a user's data. Any other cache of ours is user data.
 */
export const SHELL_CACHE_PREFIX = 'daroban-shell-';

/** Where the inline script keeps the browser's `beforeinstallprompt` event until the frame asks for it. */
export const INSTALL_EVENT_KEY = '__darobanInstall';

/** The window event the inline script fires when the browser offers installation. */
export const INSTALLABLE_EVENT = 'daroban:installable';

/** Messages the page sends the worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_USER_DATA' };
