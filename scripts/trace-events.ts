/**
 * What a Chromium trace says of a page's main thread, for `npm run lighthouse` and
 * `scripts/trace-route.ts` (docs/performance.md, «Main-thread time on a phone»).
 */

/** A trace event, as much of it as the scripts read (`tdur`: the thread time of a complete event, µs). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/**
 * The blocking time the page's main thread would have on a CPU `slowdown` times slower, from each
 * task's thread time (the CPU it used, which a loaded machine does not stretch as it stretches wall
 * time): the sum over tasks after the first contentful paint of max(0, thread time × slowdown − 50 ms),
 * how many tasks count, and the thread time of all of them (ms).
 */
export function blockingEstimate(events: TraceEvent[], slowdown: number): { blocking: number; tasks: number; cpu: number } {
  // The page's main thread is the one that painted first: a trace may also hold the blank page that
  // the browser opened before it (Lighthouse's do), with a main thread of its own.
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const main = painted ?? events.find((e) => e.name === 'ParseHTML');
  if (!main) return { blocking: Number.NaN, tasks: 0, cpu: 0 };
  const fcp = painted?.ts ?? main.ts;
  let blocking = 0;
  let tasks = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid || e.ts < fcp) continue;
    const used = (e.tdur ?? 0) / 1000;
    cpu += used;
    if (used * slowdown > 50) {
      blocking += used * slowdown - 50;
      tasks += 1;
    }
  }
  return { blocking, tasks, cpu };
}
