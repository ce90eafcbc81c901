/**
 * Times the seed's catalogue generator: `npx tsx bench/seed-generator.ts [scale]` (default 100,000
 * per category). A measurement, not a test: it prints the numbers and exits.
 */
import { iterateMedicinesA, iterateMedicinesB, photoFileNames, generateCatalog } from '../server/db/seed/catalog';

const scale = Number(process.argv[2] ?? 100_000);
const options = { scale, seed: 20_251_121, now: new Date() };

function measure(label: string, run: () => number): void {
  const started = performance.now();
  const count = run();
  const ms = performance.now() - started;
  const heap = process.memoryUsage().heapUsed / 1e6;
  console.log(`${label}: ${count} items in ${Math.round(ms)} ms (${Math.round(count / (ms / 1000))} /s), heap ${Math.round(heap)} MB`);
}

measure('photo names', () => photoFileNames().length);
measure(`iterateMedicinesA scale ${scale}`, () => {
  let n = 0;
  for (const batch of iterateMedicinesA(options)) n += batch.length;
  return n;
});
measure(`iterateMedicinesB scale ${scale}`, () => {
  let n = 0;
  for (const batch of iterateMedicinesB(options)) n += batch.length;
  return n;
});
measure(`generateCatalog scale ${scale} (A + B in memory)`, () => {
  const catalog = generateCatalog(options);
  return catalog.medicinesA.length + catalog.medicinesB.length;
});
