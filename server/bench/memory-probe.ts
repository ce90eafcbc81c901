/**
 * Loaded into a bench's server process (`node --expose-gc --import tsx --import ./server/bench/memory-probe.ts`):
 * samples `process.memoryUsage()` every 10 ms and, on SIGUSR2, prints the peaks since the last signal
 * (`[memory] rss=… heap=… base-rss=… base-heap=…`, bytes), then collects garbage and starts again from there.
 */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

let base = process.memoryUsage();
let rss = base.rss;
let heap = base.heapUsed;
const sample = () => {
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed);
};
setInterval(sample, 10).unref();
process.on('SIGUSR2', () => {
  sample();
  console.log(`[memory] rss=${rss} heap=${heap} base-rss=${base.rss} base-heap=${base.heapUsed}`);
  collect();
  base = process.memoryUsage();
  rss = base.rss;
  heap = base.heapUsed;
});
export {};
