import { startTransition, useEffect, useState } from 'react';
import { afterFirstLoad } from '../lib/afterFirstLoad';

/**
 * Whether the page has loaded and the browser has had a quiet moment since (`afterFirstLoad`):
 * background work (the device copy's sync, behaviour §10.15) starts then, never competing with a
 * screen's own first chunks and calls.
 *
 * `prepare` (stable across renders) loads what the background work renders before it says so: a lazy
 * chunk loaded inside a render added its preload links and rendered in one task (behaviour §11.2). The
 * change renders as a transition, in slices. A failed `prepare` still says so: what renders next
 * handles the failure (a chunk boundary).
 */
export function useAfterFirstLoad(prepare?: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterFirstLoad(() => {
        const show = () => startTransition(() => setReady(true));
        if (prepare) void prepare().then(show, show);
        else show();
      }),
    [prepare],
  );
  return ready;
}
