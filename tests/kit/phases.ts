import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a test run spends on set-up (a template database built, a database copied, a server or a
 * portal started), logged when `TEST_TIMES_DIR` is set (`npm run test:times` sets it): one JSON line
 * per phase in `<dir>/phases.jsonl`, read by scripts/test-times.ts beside the runners' JSON reports.
 * Without the variable nothing is written.
 */
export interface Phase {
  /** `template` (migrate and seed once), `copy` (a database from the template), `server` (buildServer), `portal` (an e2e worker's server). */
  phase: 'template' | 'copy' | 'server' | 'portal' | 'e2e-template';
  ms: number;
  /** The vitest file (its path from the repository's root) or the Playwright worker's index. */
  where: string;
  backend?: string;
}

export function logPhase(phase: Phase): void {
  const dir = process.env.TEST_TIMES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, 'phases.jsonl'), `${JSON.stringify({ ...phase, pid: process.pid })}\n`);
}

/** Runs `work` and logs its time as `phase`. */
export async function timed<T>(phase: Omit<Phase, 'ms'>, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    logPhase({ ...phase, ms: Math.round(performance.now() - started) });
  }
}
