import { useEffect, useState } from 'react';
import { afterFirstLoad } from '../lib/afterFirstLoad';

/**
 * Whether the page has loaded and the browser has had a quiet moment since (`afterFirstLoad`):
 * background work (the device copy's sync, behaviour §10.17) starts then, never competing with a
 * screen's own first chunks and calls.
 */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstLoad(() => setReady(true)), []);
  return ready;
}
