import { lazy, useState, type ComponentType } from 'react';

const retries = new Set<() => void>();

/** A lazily loaded screen; `preload()` starts (or reuses) its chunk's download without rendering it. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` that can be tried again: React keeps a failed lazy component failed for good, so after
 * a chunk failed to load (a network blip, a deploy replacing the files) 'try again' would fail again.
 * `retryFailedChunks()` makes every failed one load afresh on its next render. `preload()` lets the
 * router start a screen's chunk before the screen renders (in parallel with the frame's and the
 * access gate's); a screen whose chunk is already there renders at once, without a fallback.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let failed = false;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const attempt = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  let Current = lazy(attempt);
  retries.add(() => {
    if (!failed) return;
    failed = false;
    Current = lazy(attempt);
  });
  function LazyPage(props: P) {
    const Ready = Loaded;
    return Ready ? <Ready {...props} /> : <Current {...props} />;
  }
  return Object.assign(LazyPage, { preload: () => attempt().catch(() => undefined) });
}

/** Lets every chunk that failed to load be fetched again on its next render. */
export function retryFailedChunks(): void {
  retries.forEach((retry) => retry());
}

/**
 * Whether a lazily loaded dialog or panel should be mounted: from the first time `open` is true on,
 * so its code loads when it is first opened and it stays mounted to animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
