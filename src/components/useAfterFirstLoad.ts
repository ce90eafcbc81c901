import { useEffect, useState } from 'react';

/**
 * Whether the page has loaded and the browser has had a quiet moment since: background work (the
 * device copy's sync, behaviour §10.17) starts then, never competing with a screen's own first
 * chunks and calls.
 */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const quiet = () => setReady(true);
    const start = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(quiet, { timeout: 2000 });
        else quiet();
      }, 2000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}
