/**
 * Loaded into a bench's server process (`node --expose-gc --import tsx --import ./bench/memory-probe.ts`):
 * samples `process.memoryUsage()` every 10 ms and the old generation left by each full garbage
 * collection (what is really held: neither garbage waiting nor the young generation), and on SIGUSR2 prints the peaks since the last signal
 * (`[memory] rss=… heap=… live=… base-rss=… base-heap=… limit=…`, bytes; the limit is V8's heap size limit), then collects garbage and starts again.
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** The heap but its young generation (which a full collection leaves to the next scavenge). */
const held = () =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_name !== 'new_space')
    .reduce((sum, space) => sum + space.space_used_size, 0);

let base = process.memoryUsage();
let rss = base.rss;
let heap = base.heapUsed;
let live = held();
const sample = () => {
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed);
};
setInterval(sample, 10).unref();
new PerformanceObserver((list) => {
  if (list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR))
    live = Math.max(live, held());
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  sample();
  console.log(
    `[memory] rss=${rss} heap=${heap} live=${live} base-rss=${base.rss} base-heap=${base.heapUsed} limit=${getHeapStatistics().heap_size_limit}`,
  );
  collect();
  base = process.memoryUsage();
  rss = base.rss;
  heap = base.heapUsed;
  live = held();
});
