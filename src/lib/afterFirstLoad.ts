/**
 * Calls `run` once the page has loaded and had a quiet moment: two seconds after `load`, then the
 * browser's first idle time (at most two seconds more). Background work starts then (the device
 * copy's sync, behaviour §10.15; the service worker's install, §10.14), never competing with a
 * screen's own first chunks and calls. Returns what cancels it.
 */
export function afterFirstLoad(run: () => void): () => void {
  let idle = 0;
  let timer = 0;
  const start = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, 2000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}
