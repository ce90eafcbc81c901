import { lazy, type ComponentType } from 'react';

const retries = new Set<() => void>();

/**
 * `React.lazy` that can be tried again: React keeps a failed lazy component failed for good, so after
 * a chunk failed to load (a network blip, a deploy replacing the files) 'try again' would fail again.
 * `retryFailedChunks()` makes every failed one load afresh on its next render.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Current = lazy(attempt);
  retries.add(() => {
    if (!failed) return;
    failed = false;
    Current = lazy(attempt);
  });
  function LazyPage(props: P) {
    return <Current {...props} />;
  }
  return LazyPage;
}

/** Lets every chunk that failed to load be fetched again on its next render. */
export function retryFailedChunks(): void {
  retries.forEach((retry) => retry());
}
