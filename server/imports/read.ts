import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { HttpError, badRequest } from '../http/errors';
import { messages } from '../http/messages';
import {
  FAULT_EXIT,
  type FileKind,
  MAX_ROWS,
  MAX_UPLOAD_BYTES,
  READER_HEAP_MB,
  type ReadFault,
  type ReadJob,
  type ReadMessage,
  type ReadProgress,
  type SheetRow,
} from './read-limits';

export { MAX_ROWS, MAX_UPLOAD_BYTES } from './read-limits';
export type { Cell, FileKind, ReadProgress, SheetRow } from './read-limits';

/**
 * Reading an uploaded price list (behaviour §10.12): the upload goes to a temporary file (hashed on the
 * way), then its rows are read in a thread of their own (`read-worker.ts`: CSV through csv-parse, the
 * first sheet of an xlsx through exceljs's streaming reader) with its own heap, and handed over in
 * batches as they are taken, so memory stays flat however long the file is and no file, however
 * hostile, holds up the server's other requests. The limits are in `read-limits.ts`.
 */

/** An xlsx's claimed unzipped size (its central directory) beyond which it is refused unread; what it really unzips to is counted while it is read. */
const MAX_CLAIMED_BYTES = 400 * 1024 * 1024;
const MAX_CLAIMED_RATIO = 150;

/** The media types an upload may be sent as. */
export const UPLOAD_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];

/** The request body of an upload, left unread until the role check has passed (private, so no guard walks it). */
export class UploadBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

export interface Spooled {
  path: string;
  sha256: string;
  size: number;
  /** The first bytes, to tell the format. */
  head: Buffer;
  remove: () => Promise<void>;
}

/** Writes the upload to `path` while hashing it; over `MAX_UPLOAD_BYTES` answers 413 and keeps nothing. */
export async function spool(body: Readable, path: string, limit = MAX_UPLOAD_BYTES): Promise<Spooled> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const remove = () => unlink(path).catch(() => undefined);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new HttpError(413, messages.imports.tooLarge);
      if (head.length < 4096) head = Buffer.concat([head, chunk.subarray(0, 4096 - head.length)]);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } catch (err) {
    out.destroy();
    body.resume();
    await remove();
    throw err;
  }
  return { path, sha256: hash.digest('hex'), size, head, remove };
}

/** xlsx by its zip signature; CSV when the start is UTF-8 text; otherwise not a spreadsheet (400). */
export function sniff(head: Buffer): FileKind {
  if (head.length === 0) throw badRequest(messages.imports.empty);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  // Text: valid UTF-8 (a cut last character aside) without control bytes other than tab and line ends.
  const text = head.toString('utf8');
  const cut = text.endsWith('\uFFFD') && head.length >= 4096 ? text.slice(0, -1) : text;
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what marks a binary file
  if (cut.includes('\uFFFD') || /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(cut)) throw badRequest(messages.imports.notSpreadsheet);
  return 'csv';
}

/**
 * Reads the zip's central directory (its end, never the parts) and refuses an xlsx that says it would
 * unzip to far more than it weighs, or that holds no workbook. Its sizes may lie: the reader's thread
 * counts what is really unzipped.
 */
export async function checkZip(path: string, size: number): Promise<void> {
  const file = await open(path, 'r');
  try {
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0 || end + 22 > tail.length) throw badRequest(messages.imports.notSpreadsheet);
    const entries = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset === 0xffffffff || dirSize > 16 * 1024 * 1024 || dirOffset + dirSize > size) throw badRequest(messages.imports.zipBomb);
    const dir = Buffer.alloc(dirSize);
    await file.read(dir, 0, dirSize, dirOffset);
    let at = 0;
    let total = 0;
    let workbook = false;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw badRequest(messages.imports.notSpreadsheet);
      const packed = dir.readUInt32LE(at + 20);
      const unpacked = dir.readUInt32LE(at + 24);
      const nameLength = dir.readUInt16LE(at + 28);
      const name = dir.toString('utf8', at + 46, at + 46 + nameLength);
      if (name === 'xl/workbook.xml') workbook = true;
      if (unpacked === 0xffffffff || packed === 0xffffffff) throw badRequest(messages.imports.zipBomb);
      total += unpacked;
      if (total > MAX_CLAIMED_BYTES || (unpacked > 1024 * 1024 && unpacked > packed * MAX_CLAIMED_RATIO))
        throw badRequest(messages.imports.zipBomb);
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    if (!workbook) throw badRequest(messages.imports.notSpreadsheet);
  } finally {
    await file.close();
  }
}

/**
 * From source (tsx, the tests), the thread's code bundled once a process by esbuild (tsx's own) into
 * node_modules/.cache, where its packages resolve, named by its hash: a thread starts as plain
 * JavaScript, as in the built server, not through a TypeScript loader of its own.
 */
let bundled: Promise<URL> | undefined;
function bundledWorker(): Promise<URL> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const { outputFiles } = await build({
      entryPoints: [fileURLToPath(new URL('./read-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
    });
    const code = outputFiles[0]!.contents;
    const cache = fileURLToPath(new URL('../../node_modules/.cache/daroban/', import.meta.url));
    const file = join(cache, `read-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    await mkdir(cache, { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, code);
    await rename(partial, file);
    return pathToFileURL(file);
  })();
  return bundled;
}

/** The reader's thread: the built server's `read-worker.js` beside its bundle, or the bundle made from source. */
async function startReader(job: ReadJob): Promise<Worker> {
  const url = import.meta.url.endsWith('.ts') ? await bundledWorker() : new URL('./read-worker.js', import.meta.url);
  return new Worker(url, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB, maxYoungGenerationSizeMb: 16 } });
}

/** A thread asked to stop is ended outright if it has not within this time. */
const STOP_MS = 2_000;

const FAULTS = new Map<number, ReadFault>(Object.entries(FAULT_EXIT).map(([fault, code]) => [code, fault as ReadFault]));

/** Why the thread ended before its last batch, as the error the upload answers. */
function refusal(code: number | null, error: Error | null): HttpError {
  const fault =
    (code !== null && FAULTS.get(code)) ||
    ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooComplex' : 'notSpreadsheet');
  return badRequest(messages.imports[fault]);
}

/**
 * The rows of a file, read in the reader's thread and taken a batch at a time; a file with more than
 * `MAX_ROWS` rows is refused. Stopping early (`return()`) ends the thread; its temporary folder
 * (`<path>.read`: spooled sheets, shared strings) is removed however the reading ends.
 */
export async function* readRows(path: string, kind: FileKind, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const dir = `${path}.read`;
  const { size } = await stat(path);
  await mkdir(dir, { recursive: true });
  let worker: Worker;
  try {
    worker = await startReader({ path, kind, size, tmpdir: dir });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const inbox: ReadMessage[] = [];
  let error: Error | null = null;
  let exit: number | null | undefined;
  let wake: (() => void) | null = null;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      exit = code;
      wake?.();
      resolve();
    }),
  );
  worker.on('message', (message: ReadMessage) => {
    inbox.push(message);
    wake?.();
  });
  worker.on('error', (err) => (error = err));
  try {
    for (;;) {
      while (inbox.length === 0 && exit === undefined) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift();
      if (!message) throw refusal(exit ?? null, error);
      if (progress) progress.bytes = message.bytes;
      if ('done' in message) return;
      worker.postMessage('more');
      for (const row of message.rows) {
        if (row.rowNo > MAX_ROWS) throw badRequest(messages.imports.tooManyRows);
        yield row;
      }
    }
  } finally {
    if (exit === undefined) {
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), STOP_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Uploads are spooled to a folder of the process's own in the system's temporary folder
 * (`daroban-uploads-<pid>`): a folder whose process no longer runs is what a stopped server left.
 */
const UPLOADS = /^daroban-uploads-(\d+)$/;

/** Where an upload named `name` (`import-<id>`, `layout-<id>`) is spooled. */
export function uploadPath(name: string): string {
  return join(tmpdir(), `daroban-uploads-${process.pid}`, name);
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the uploads (and their reading folders) that servers stopped mid-read left in `dir` (a
 * crash, kill -9): called at start, before any request. Another running server's are left alone.
 */
export async function removeLeftUploads(dir = tmpdir()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const left = names.filter((name) => {
    const pid = Number(UPLOADS.exec(name)?.[1] ?? 0);
    return pid > 0 && pid !== process.pid && !running(pid);
  });
  await Promise.all(left.map((name) => rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined)));
  return left.length;
}
