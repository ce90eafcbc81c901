/**
 * How long a test waits for a condition before it gives up: near a test's own limit (30 s), never
 * the 1 s default of `vi.waitFor` and Testing Library. The wait ends as soon as the condition holds;
 * the bound only decides when a loaded machine is called broken, and one render can take seconds there.
 */
export const CONDITION_TIMEOUT_MS = 20_000;

/** Options for `vi.waitFor` with that bound. */
export const untilCondition = { timeout: CONDITION_TIMEOUT_MS } as const;
