/**
 * The installable shell as the signed-in frame sees it (behaviour §10.14): whether a new build is
 * waiting to be used, and whether the browser offers to install the portal. Not on the sign-in
 * page's chunks: index.html's inline script registers the worker and keeps the install offer
 * (src/first-paint.ts); the frame (ShellLayout, the header's menus) reads them from here.
 *
 * A new build's worker installs in the background (the browser checks `sw.js` on every visit; an open
 * tab checks again when it comes back to the front, at most every 30 minutes) and then waits: the
 * notice offers it, and only the user's click (`applyUpdate`) tells it to take over and reloads.
 */
import { useSyncExternalStore } from 'react';
import { INSTALLABLE_EVENT, INSTALL_EVENT_KEY, type WorkerMessage } from './keys';

/** Chromium's install offer (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new build's worker is installed and waiting for the user's word. */
  updateReady: boolean;
  /** The browser offers to install the portal (and it is not installed). */
  installable: boolean;
}

/** How often a tab coming back to the front asks whether there is a new build. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let state: PwaState = { updateReady: false, installable: false };
const listeners = new Set<() => void>();
let started = false;
let waiting: ServiceWorker | null = null;

function set(next: Partial<PwaState>): void {
  const merged = { ...state, ...next };
  if (merged.updateReady === state.updateReady && merged.installable === state.installable) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

const storedOffer = (): InstallPromptEvent | undefined =>
  (window as unknown as Record<string, InstallPromptEvent | undefined>)[INSTALL_EVENT_KEY];

/** A worker that waits while another controls the page is a new build (the first install is not). */
function watch(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    waiting = worker;
    set({ updateReady: true });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => {
      // Offline: the next check asks again.
    });
  });
}

/** Starts listening (once): called by the frame's first reader. */
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  set({ installable: storedOffer() !== undefined });
  window.addEventListener(INSTALLABLE_EVENT, () => set({ installable: storedOffer() !== undefined }));
  window.addEventListener('appinstalled', () => {
    delete (window as unknown as Record<string, unknown>)[INSTALL_EVENT_KEY];
    set({ installable: false });
  });
  if (!('serviceWorker' in navigator)) return;
  // The worker is registered after the page's load (src/first-paint.ts): `ready` waits for it.
  void navigator.serviceWorker.ready.then(watch);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;

/** The shell's state, for the frame's notice and the header's menus. */
export function usePwa(): PwaState {
  return useSyncExternalStore(subscribe, current, current);
}

/** The user's word: the waiting build takes over and the page reloads into it once it has. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
}

/** Shows the browser's install dialog (once per offer: the browser makes a new one if declined). */
export async function promptInstall(): Promise<void> {
  const offer = storedOffer();
  if (!offer) return;
  delete (window as unknown as Record<string, unknown>)[INSTALL_EVENT_KEY];
  set({ installable: false });
  await offer.prompt();
  await offer.userChoice.catch(() => undefined);
}
