import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, writeSync } from 'node:fs';
import { open, stat, unlink } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import { HttpError, badRequest } from '../http/errors';
import { messages } from '../http/messages';

/**
 * Reading an uploaded price list (behaviour §10.12): the upload goes to a temporary file (hashed on the
 * way), then its rows are read one at a time, from a CSV or from the first sheet of an xlsx with
 * exceljs's streaming reader, so memory stays flat however long the file is. An xlsx's shared strings
 * (every distinct text of the file: names, codes) go to a temporary file too, not to memory.
 */

/** Largest file accepted (a 100,000-row list is about 10 MB as xlsx or CSV). */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** Most rows read from one file. */
export const MAX_ROWS = 200_000;
/** An xlsx whose parts unzip to more than this, or any part more than `MAX_RATIO` times its packed size, is a zip bomb. */
const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
const MAX_RATIO = 150;
/** A cell longer than this is no price list's. */
const MAX_CELL = 2_000;

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

export type FileKind = 'xlsx' | 'csv';

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
 * Reads the zip's central directory (its end, never the parts) and refuses an xlsx that would unzip
 * to far more than it weighs, or that holds no workbook.
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
      if (total > MAX_UNZIPPED_BYTES || (unpacked > 1024 * 1024 && unpacked > packed * MAX_RATIO))
        throw badRequest(messages.imports.zipBomb);
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    if (!workbook) throw badRequest(messages.imports.notSpreadsheet);
  } finally {
    await file.close();
  }
}

/** A cell as read: text, a number, or a date (an xlsx date cell). */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** 1-based, as a spreadsheet numbers its rows. */
  rowNo: number;
  cells: Cell[];
}

/** A cell of exceljs as its value, never its formula (a formula's cached result is read). */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_CELL ? value.slice(0, MAX_CELL) : value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return cellValue((value as { text: ExcelJS.CellValue }).text);
    if ('error' in value) return null;
  }
  return null;
}

/** How far a reader has come through its file, in whole bytes (the screen's progress bar). */
export interface ReadProgress {
  bytes: number;
}

/** The file as a stream that counts what it has read into `progress` (each byte as `share` of one). */
function counted(path: string, progress?: ReadProgress, share = 1): Readable {
  const stream = createReadStream(path);
  if (!progress) return stream;
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      progress.bytes = Math.floor(read * share);
      done(null, chunk);
    },
  });
  stream.on('error', (err) => counter.destroy(err));
  counter.on('close', () => stream.destroy());
  return stream.pipe(counter);
}

/** Strings a block of the shared-strings file holds, and blocks kept decoded (recent first out last). */
const STRING_BLOCK = 64;
const CACHED_BLOCKS = 32;
/** Written blocks are flushed to the file once this many bytes wait. */
const FLUSH_BYTES = 256 * 1024;

/**
 * An xlsx's shared strings in a temporary file, in blocks of `STRING_BLOCK` (a JSON array each), with
 * the offset of every block and a few decoded blocks in memory: exceljs's own cache holds every
 * distinct text of the file (and, through sliced strings, the XML they were cut from). A sheet's rows
 * use the strings mostly in order (Excel numbers them as it meets them), so the few blocks kept serve
 * nearly every cell.
 */
class SharedStrings {
  readonly #fd: number;
  /** Byte offset of each block in the file, and of the end of the last one. */
  readonly #offsets: number[] = [0];
  #block: string[] = [];
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #written = 0;
  readonly #cache = new Map<number, string[]>();

  constructor(path: string) {
    this.#fd = openSync(path, 'w+');
  }

  add(text: string): void {
    this.#block.push(text);
    if (this.#block.length === STRING_BLOCK) this.#seal();
  }

  #seal(): void {
    const bytes = Buffer.from(JSON.stringify(this.#block));
    this.#block = [];
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
    this.#offsets.push(this.#offsets[this.#offsets.length - 1]! + bytes.length);
    if (this.#pendingBytes >= FLUSH_BYTES) this.#flush();
  }

  #flush(): void {
    for (const bytes of this.#pending) {
      writeSync(this.#fd, bytes, 0, bytes.length, this.#written);
      this.#written += bytes.length;
    }
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  /** String `index`, or '' for one the file does not have. */
  get(index: number): string {
    const b = Math.floor(index / STRING_BLOCK);
    const sealed = this.#offsets.length - 1;
    if (b >= sealed) return (b === sealed ? this.#block[index % STRING_BLOCK] : undefined) ?? '';
    let block = this.#cache.get(b);
    if (block) this.#cache.delete(b);
    else {
      if (this.#pending.length > 0) this.#flush();
      const start = this.#offsets[b]!;
      const bytes = Buffer.alloc(this.#offsets[b + 1]! - start);
      readSync(this.#fd, bytes, 0, bytes.length, start);
      block = JSON.parse(bytes.toString('utf8')) as string[];
      if (this.#cache.size >= CACHED_BLOCKS) this.#cache.delete(this.#cache.keys().next().value!);
    }
    this.#cache.set(b, block);
    return block[index % STRING_BLOCK] ?? '';
  }

  close(): void {
    closeSync(this.#fd);
  }
}

/** A shared string as exceljs emits it: text, rich text (its runs' text) or nothing (an empty `<si/>`). */
function sharedText(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_CELL ? value.slice(0, MAX_CELL) : value;
  if (value && typeof value === 'object' && 'richText' in value)
    return sharedText((value as { richText: { text?: string | null }[] }).richText.map((run) => run.text ?? '').join(''));
  return '';
}

/**
 * The share of an xlsx's progress that is its zip read through (shared strings read, sheets spooled);
 * the rest is its first sheet's rows, by the bytes of the spooled sheet read.
 */
const ZIP_SHARE = 0.2;

/** What exceljs's `parse()` yields: `{ eventType, value }`, or (4.4, `sharedStrings: 'emit'`) a shared string bare, `{ index, text }`. */
type XlsxEvent = { eventType?: string; value?: unknown; index?: number; text?: unknown };

/** Bytes as text, a character cut between two chunks kept whole. */
async function* utf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** A sheet as exceljs reads it from the file it spooled the sheet to. */
interface SpooledSheet {
  destroy(): void;
  on(event: 'error', listener: () => void): void;
  bytesRead: number;
  path?: string | Buffer;
}

/** exceljs's `WorkbookReader` internals that `textWhole` wraps (exceljs 4.4). */
interface ReaderInternals {
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<{ eventType: string; value: object }>;
}

/**
 * A spooled sheet left unread: closed. exceljs removes its file next, maybe before the stream has
 * opened it; that late ENOENT is no one's to hear (unheard, it would throw out of the process).
 */
function skip(sheet: SpooledSheet | undefined): void {
  sheet?.on('error', () => undefined);
  sheet?.destroy();
}

/**
 * exceljs decodes each chunk of a part's XML by itself, so a Persian letter cut between two chunks
 * reads as two replacement characters (`دارو�� ۳۱۸`): its shared strings and sheets are given to it
 * as text decoded across chunks instead. Answers where each sheet's spooled file is, by sheet.
 */
function textWhole(reader: object): WeakMap<object, SpooledSheet> {
  const internals = reader as ReaderInternals;
  const own = Object.getPrototypeOf(reader) as ReaderInternals;
  const spooled = new WeakMap<object, SpooledSheet>();
  internals._parseSharedStrings = function (entry) {
    return own._parseSharedStrings.call(this, Readable.from(utf8(entry)));
  };
  internals._parseWorksheet = function* (iterator, sheetNo) {
    for (const event of own._parseWorksheet.call(this, utf8(iterator), sheetNo)) {
      if (typeof (iterator as Partial<SpooledSheet>).destroy === 'function') spooled.set(event.value, iterator as unknown as SpooledSheet);
      yield event;
    }
  };
  return spooled;
}

/**
 * The rows of the first sheet of an xlsx, streaming. The shared strings are emitted, not cached, and
 * kept in a file beside the upload (`SharedStrings`); exceljs then spools each sheet to a temporary
 * file until it has read them all, and removes it once the sheet is behind it, so the events are
 * always followed to their end (the other sheets skipped unread), even when the caller stops early.
 */
async function* xlsxRows(path: string, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const size = progress ? (await stat(path)).size : 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted(path, progress, ZIP_SHARE), {
    sharedStrings: 'emit',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const spooled = textWhole(reader);
  const strings = new SharedStrings(`${path}.strings`);
  const events = (reader as unknown as { parse(): AsyncIterable<XlsxEvent> }).parse()[Symbol.asyncIterator]();
  let read = false;
  try {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const event = next.value;
      if (event.eventType === undefined && typeof event.index === 'number') strings.add(sharedText(event.text));
      else if (event.eventType === 'shared-strings') strings.add(sharedText((event.value as { text?: unknown }).text));
      else if (event.eventType === 'worksheet' && read) skip(spooled.get(event.value as object));
      else if (event.eventType === 'worksheet') {
        // Only the first sheet is the list. exceljs parses its XML a chunk at a time (a few hundred
        // rows): each chunk's rows are made small at once, so exceljs's own row objects never outlive
        // the chunk (and the database's awaits) to be promoted into the old generation as garbage.
        read = true;
        const sheet = event.value as { parse(): AsyncIterable<{ eventType: string; value: ExcelJS.Row }[]> };
        const file = spooled.get(sheet);
        const sheetSize = progress && typeof file?.path === 'string' ? (await stat(file.path)).size : 0;
        for await (const chunk of sheet.parse()) {
          if (progress && file && sheetSize > 0)
            progress.bytes = Math.floor(size * (ZIP_SHARE + (1 - ZIP_SHARE) * Math.min(1, file.bytesRead / sheetSize)));
          const rows: SheetRow[] = [];
          for (const { eventType, value: row } of chunk) {
            if (eventType !== 'row') continue;
            const values = Array.isArray(row.values) ? row.values : [];
            rows.push({
              rowNo: row.number,
              cells: values
                .slice(1)
                .map((v) =>
                  v !== null && typeof v === 'object' && 'sharedString' in v
                    ? strings.get((v as { sharedString: number }).sharedString)
                    : cellValue(v as ExcelJS.CellValue),
                ),
            });
          }
          chunk.length = 0;
          yield* rows;
        }
        if (progress) progress.bytes = size;
      }
    }
  } finally {
    try {
      for (let next = await events.next(); !next.done; next = await events.next())
        if (next.value.eventType === 'worksheet') skip(spooled.get(next.value.value as object));
    } catch {
      // The file broke off: what exceljs spooled is left to its exit-time cleanup.
    }
    strings.close();
    await unlink(`${path}.strings`).catch(() => undefined);
  }
}

/** The rows of a UTF-8 CSV (comma, semicolon or tab; quoted fields may hold separators and line ends), streaming. */
async function* csvRows(path: string, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8');
  let separator: string | null = null;
  let field = '';
  let cells: Cell[] = [];
  let quoted = false;
  let afterQuote = false;
  let rowNo = 1;
  let first = true;
  const endField = () => {
    cells.push(field.length > MAX_CELL ? field.slice(0, MAX_CELL) : field);
    field = '';
    afterQuote = false;
  };
  for await (const chunk of counted(path, progress) as AsyncIterable<Buffer>) {
    let text = decoder.decode(chunk, { stream: true });
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const line = text.split('\n', 1)[0] ?? '';
      const counts = [',', ';', '\t'].map((s) => [s, line.split(s).length] as const).sort((a, b) => b[1] - a[1]);
      separator = counts[0]![0];
      first = false;
    }
    // Each row is handed on as soon as it ends, so only the rows the caller holds outlive the chunk's parsing.
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i++;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else if (field.length <= MAX_CELL) field += c;
      } else if (c === '"' && field === '' && !afterQuote) quoted = true;
      else if (c === separator) endField();
      else if (c === '\n') {
        endField();
        const row = { rowNo, cells };
        cells = [];
        rowNo++;
        yield row;
      } else if (c !== '\r' && field.length <= MAX_CELL) field += c;
    }
  }
  if (field !== '' || cells.length > 0) {
    endField();
    yield { rowNo, cells };
  }
}

/** The rows of a file, refusing one with more than `MAX_ROWS` rows. */
export async function* readRows(path: string, kind: FileKind, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const rows = kind === 'xlsx' ? xlsxRows(path, progress) : csvRows(path, progress);
  try {
    for await (const row of rows) {
      if (row.rowNo > MAX_ROWS) throw badRequest(messages.imports.tooManyRows);
      yield row;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(messages.imports.notSpreadsheet);
  }
}
