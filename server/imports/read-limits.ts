/**
 * What reading an uploaded list may cost, shared by the request side (`read.ts`) and the reader's
 * worker thread (`read-worker.ts`), which imports nothing of the server beyond this file. Each limit
 * and the figures behind it are in docs/security.md.
 */

/** Largest file accepted (a 100,000-row list is about 10 MB as xlsx or CSV). */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** Most rows read from one file. */
export const MAX_ROWS = 200_000;
/** Most bytes an xlsx may unzip to, counted as they are inflated (a 100,000-row list unzips to about 25 MB). */
export const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
/** Past `RATIO_FROM` bytes unzipped, an xlsx may unzip to at most this many times its size. */
export const MAX_RATIO = 100;
export const RATIO_FROM = 16 * 1024 * 1024;
/** A cell longer than this is no price list's: kept cut to this length. */
export const MAX_CELL = 2_000;
/** Most characters of one CSV row while it is read (every field, escaped quotes included); a longer row refuses the file. */
export const MAX_ROW_CHARS = 64 * 1024;
/** Most columns of one row. */
export const MAX_COLUMNS = 256;
/** The reader thread's heap (MB): a file that needs more is refused, the server's own heap untouched. */
export const READER_HEAP_MB = 128;
/** Rows the reader thread hands over at once. */
export const READ_BATCH = 500;

/** A cell as read: text, a number, or a date (an xlsx date cell). */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** 1-based, as a spreadsheet numbers its rows. */
  rowNo: number;
  cells: Cell[];
}

/** How far a reader has come through its file, in whole bytes (the screen's progress bar). */
export interface ReadProgress {
  bytes: number;
}

export type FileKind = 'xlsx' | 'csv';

/** Why a file was refused while it was read; each is a message of `messages.imports`. */
export type ReadFault = 'notSpreadsheet' | 'zipBomb' | 'rowTooLong' | 'tooManyColumns' | 'tooComplex';

/** A refusal found while reading, carried from the worker thread as its `fault`. */
export class ReadRefusal extends Error {
  constructor(readonly fault: ReadFault) {
    super(fault);
  }
}

/** What the request side asks of the reader's thread (`read-worker.ts`). */
export interface ReadJob {
  path: string;
  kind: FileKind;
  size: number;
  tmpdir: string;
}

/** What the reader's thread sends: a batch of rows or the end, each with the bytes read so far. */
export type ReadMessage = { rows: SheetRow[]; bytes: number } | { done: true; bytes: number };

/** Why a file was refused is the thread's exit code (a message posted just before exiting may be lost). */
export const FAULT_EXIT: Record<ReadFault, number> = {
  notSpreadsheet: 10,
  zipBomb: 11,
  rowTooLong: 12,
  tooManyColumns: 13,
  tooComplex: 14,
};
