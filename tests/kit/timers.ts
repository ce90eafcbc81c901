import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';

const globals = globalThis as unknown as { jest?: { advanceTimersByTime: (ms: number) => void } };

/**
 * Vitest's fake timers for every test of the file, in a form Testing Library and user-event can run
 * under: their async wrapper waits on a 0 ms timer it only advances for Jest's fake timers, so a
 * `jest` shim points it at Vitest's.
 */
export function useFakeTimersForTestingLibrary(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    globals.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  });
  afterEach(() => {
    delete globals.jest;
    vi.useRealTimers();
  });
}

/** Settles pending promises and 0 ms timers under fake timers. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
  });
}
