/**
 * Work in slices (behaviour §11.2: total blocking time). A phone's main thread that runs one long
 * task cannot paint or answer a tap until it ends; work that runs for long does a slice that fits
 * `SLICE_MS`, then lets the browser have its turn (`yieldToBrowser`) before the next slice.
 */

/**
 * A slice's budget: a few milliseconds, well inside the 50 ms a task may take before it blocks, with
 * room for a phone twelve times slower than a desktop (the slowdown `npm run lighthouse` is read at).
 */
export const SLICE_MS = 3;

type Scheduler = { yield?: () => Promise<void> };

/** Ends the current task: what follows runs in a task of its own, after the browser had its turn. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock for one slice: `spent()` tells whether the slice used its budget. */
export function sliceClock(budget = SLICE_MS): { spent: () => boolean } {
  const start = performance.now();
  return { spent: () => performance.now() - start >= budget };
}

/** `items` mapped through `map`, a slice at a time: the browser has a turn whenever a slice's budget is spent. */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T, index: number) => U): Promise<U[]> {
  const out: U[] = [];
  let clock = sliceClock();
  for (let index = 0; index < items.length; index++) {
    if (clock.spent()) {
      await yieldToBrowser();
      clock = sliceClock();
    }
    out.push(map(items[index]!, index));
  }
  return out;
}
