import { failureMessage, type ApiFailure } from './errors';

/** One toast: the app's Toaster shows it (behaviour §8 toasts come from here only). */
export interface Notice {
  intent: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /**
   * The notice belongs to the page the app is about to open (the welcome after sign-in, 'session
   * expired' on the way to `/`): it survives the next navigation. Every other notice belongs to the
   * page it was raised on and is dismissed when the address changes.
   */
  carry?: boolean;
}

type Listener = (notice: Notice) => void;
type PageListener = (pathname: string) => void;
const listeners = new Set<Listener>();
const pageListeners = new Set<PageListener>();
let lastPathname: string | null = null;
/** Notices raised before anything ever listened (before the toaster's first render); shown when it subscribes. */
let backlog: Notice[] = [];
let everListened = false;

export const notifier = {
  notify(notice: Notice): void {
    // A server that answers an empty message (the decoder reads a missing one as '') shows no empty toast.
    if (notice.text.trim() === '') return;
    if (!everListened) {
      backlog = [...backlog.slice(-3), notice];
      return;
    }
    listeners.forEach((listener) => listener(notice));
  },
  success(text: string, options: { carry?: boolean } = {}): void {
    notifier.notify({ intent: 'success', text, ...options });
  },
  error(text: string, options: { carry?: boolean } = {}): void {
    notifier.notify({ intent: 'error', text, ...options });
  },
  /** The behaviour §8 toast for a failed call. 401 is the session handler's, so it shows nothing here. */
  failure(failure: ApiFailure): void {
    if (failure.kind === 'unauthorized') return;
    notifier.error(failureMessage(failure));
  },
  /** The router tells the notifier that the address's path changed (query changes are the same page). */
  navigated(pathname: string): void {
    const page = pathname.toLowerCase();
    if (page === lastPathname) return;
    const first = lastPathname === null;
    lastPathname = page;
    if (first) return;
    // A waiting notice belongs to the page it was raised on, like a shown one (carry: the next page's).
    backlog = backlog.filter((notice) => notice.carry).map((notice) => ({ ...notice, carry: false }));
    pageListeners.forEach((listener) => listener(pathname));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    everListened = true;
    const waiting = backlog;
    backlog = [];
    waiting.forEach(listener);
    return () => listeners.delete(listener);
  },
  /** Hears every change of page (the toaster dismisses the toasts of the page left). */
  subscribePages(listener: PageListener): () => void {
    pageListeners.add(listener);
    return () => pageListeners.delete(listener);
  },
};
