import { failureMessage, type ApiFailure } from './errors';

/** One toast: the app's Toaster shows it (SPEC §8 toasts come from here only). */
export interface Notice {
  intent: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export const notifier = {
  notify(notice: Notice): void {
    // A server that answers an empty message (the decoder reads a missing one as '') shows no empty toast.
    if (notice.text.trim() === '') return;
    listeners.forEach((listener) => listener(notice));
  },
  success(text: string): void {
    notifier.notify({ intent: 'success', text });
  },
  error(text: string): void {
    notifier.notify({ intent: 'error', text });
  },
  /** The §8 toast for a failed call. 401 is the session handler's, so it shows nothing here. */
  failure(failure: ApiFailure): void {
    if (failure.kind === 'unauthorized') return;
    notifier.error(failureMessage(failure));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
