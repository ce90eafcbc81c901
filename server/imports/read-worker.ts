import { parentPort, workerData } from 'node:worker_threads';
import { csvRows } from './read-csv';
import {
  FAULT_EXIT,
  MAX_RATIO,
  MAX_UNZIPPED_BYTES,
  RATIO_FROM,
  READ_BATCH,
  type ReadFault,
  type ReadJob,
  type ReadMessage,
  type ReadProgress,
  ReadRefusal,
  type SheetRow,
} from './read-limits';
import { xlsxRows } from './read-xlsx';

/**
 * The reader's thread (behaviour §10.12): reads one uploaded file and hands its rows to the request
 * side in batches, never more than `AHEAD` batches ahead of what was taken. It runs with its own heap
 * (`READER_HEAP_MB`) off the server's event loop, so a hostile file costs this thread, not the server.
 */

/** Batches sent before the request side has taken any. */
const AHEAD = 2;

const port = parentPort!;
const job = workerData as ReadJob;
let credits = AHEAD;
let wake: (() => void) | null = null;
port.on('message', (message: 'more' | 'stop') => {
  if (message === 'stop') process.exit(0);
  credits++;
  wake?.();
});

const fail = (fault: ReadFault) => process.exit(FAULT_EXIT[fault]);

let inflated = 0;
/** Counts the bytes actually unzipped, whatever the zip's headers claim, and stops at the limit. */
const onInflate = (bytes: number) => {
  inflated += bytes;
  if (inflated > MAX_UNZIPPED_BYTES || (inflated > RATIO_FROM && inflated > job.size * MAX_RATIO)) fail('zipBomb');
};

const progress: ReadProgress = { bytes: 0 };
const rows = job.kind === 'xlsx' ? xlsxRows(job.path, { tmpdir: job.tmpdir, onInflate }, progress) : csvRows(job.path, progress);
let batch: SheetRow[] = [];
const send = async () => {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  port.postMessage({ rows: batch, bytes: progress.bytes } satisfies ReadMessage);
  batch = [];
};
try {
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= READ_BATCH) await send();
  }
  if (batch.length > 0) await send();
  port.postMessage({ done: true, bytes: progress.bytes } satisfies ReadMessage);
  port.close();
} catch (err) {
  fail(err instanceof ReadRefusal ? err.fault : 'notSpreadsheet');
}
