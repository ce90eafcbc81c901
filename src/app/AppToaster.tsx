import { useEffect, useRef, useState } from 'react';
import { notifier, type Notice } from '../api/notifier';
import { SMALL_SCREEN_QUERY } from '../components/useMediaQuery';
import './AppToaster.css';

/** How long a toast stays, while the pointer or focus is not on it. */
const TOAST_MS = 5000;

/** A toast on screen. */
interface Shown {
  id: number;
  intent: Notice['intent'];
  text: string;
  carry: boolean;
}

/** One toast: it goes after `TOAST_MS`, counted only while neither the pointer nor focus is on it. */
function ToastItem({ toast, onGone }: { toast: Shown; onGone: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  const left = useRef(TOAST_MS);
  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onGone(toast.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [held, toast.id, onGone]);
  return (
    <div
      className="toast"
      data-testid="toast"
      data-intent={toast.intent}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {toast.text}
    </div>
  );
}

/**
 * The app's one toaster (behaviour §8), part of the entry chunk so a notice shows even when no other
 * code can load (the server down). One policy for every notice:
 * - at most one toast per kind (intent): a new one replaces the one of its kind, the same text is not
 *   shown twice; on a phone only the newest shows, so toasts never pile over the screen;
 * - a toast belongs to its page: it is dismissed when the address's path changes, unless the
 *   notice says it belongs to the next page (`carry`: the welcome after sign-in);
 * - at the bottom of the screen, where it never covers the header or the page title;
 * - read politely by screen readers (a status region: it never interrupts what is being read).
 */
export function AppToaster() {
  const [shown, setShown] = useState<Shown[]>([]);
  const [gone] = useState(() => (id: number) => setShown((all) => all.filter((toast) => toast.id !== id)));

  useEffect(() => {
    let serial = 0;
    const stopPages = notifier.subscribePages(() =>
      setShown((all) => all.filter((toast) => toast.carry).map((toast) => ({ ...toast, carry: false }))),
    );
    const stopNotices = notifier.subscribe(({ intent, text, carry = false }) => {
      const phone = typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN_QUERY).matches;
      setShown((all) => {
        const same = all.find((toast) => toast.intent === intent && toast.text === text);
        if (same) return all.map((toast) => (toast === same ? { ...toast, carry: toast.carry || carry } : toast));
        const others = phone ? [] : all.filter((toast) => toast.intent !== intent);
        return [...others, { id: ++serial, intent, text, carry }];
      });
    });
    return () => {
      stopPages();
      stopNotices();
    };
  }, []);

  return (
    <div className="toaster" role="status">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onGone={gone} />
      ))}
    </div>
  );
}
