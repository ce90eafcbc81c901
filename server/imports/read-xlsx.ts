import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { counted } from './read-csv';
import { type Cell, MAX_CELL, MAX_COLUMNS, type ReadProgress, ReadRefusal, type SheetRow } from './read-limits';

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

/** Strings a block of the shared-strings file holds, and blocks kept decoded (recent first out last). */
const STRING_BLOCK = 64;
const CACHED_BLOCKS = 32;
/** Written blocks are flushed to the file once this many bytes wait. */
const FLUSH_BYTES = 256 * 1024;

/**
 * An xlsx's shared strings in a temporary file, in blocks of `STRING_BLOCK` (a JSON array each), with
 * the offset of every block and a few decoded blocks in memory: exceljs's own cache holds every
 * distinct text of the file. A sheet's rows use the strings mostly in order (Excel numbers them as it
 * meets them), so the few blocks kept serve nearly every cell.
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

/** A sheet's reader as exceljs makes it: `iterator` is the file it spooled the sheet to, when it did. */
interface SheetReader {
  iterator?: { destroy?(): void; on?(event: 'error', listener: () => void): void; bytesRead?: number; path?: string | Buffer };
  parse(): AsyncIterable<{ eventType: string; value: ExcelJS.Row }[]>;
}

/**
 * A spooled sheet left unread: closed. exceljs removes its file next, maybe before the stream has
 * opened it; that late ENOENT is no one's to hear (unheard, it would throw out of the thread).
 */
function skip(sheet: SheetReader): void {
  sheet.iterator?.on?.('error', () => undefined);
  sheet.iterator?.destroy?.();
}

export interface XlsxOptions {
  /** Where exceljs spools sheets and the shared strings are kept (removed by the caller). */
  tmpdir: string;
  /** Told of every chunk exceljs unzips, as it unzips it (the zip-bomb count); may throw to stop. */
  onInflate?: (bytes: number) => void;
}

/**
 * The rows of the first sheet of an xlsx, streaming. The shared strings are emitted, not cached, and
 * kept in a file (`SharedStrings`); exceljs spools each sheet to a file until it has read them all
 * (the other sheets skipped unread). Both live in `tmpdir`, which the caller removes however the
 * reading ended. Text is decoded across chunks by the patched exceljs (patches/).
 */
export async function* xlsxRows(path: string, options: XlsxOptions, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const size = progress ? (await stat(path)).size : 0;
  // Loaded when an xlsx comes (a CSV's thread starts without it).
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(counted(path, progress, ZIP_SHARE), {
    sharedStrings: 'emit',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
    ...options,
  } as ExcelJS.stream.xlsx.WorkbookStreamReaderOptions);
  const stringsPath = `${options.tmpdir}/strings`;
  const strings = new SharedStrings(stringsPath);
  const events = (reader as unknown as { parse(): AsyncIterable<XlsxEvent> }).parse()[Symbol.asyncIterator]();
  let read = false;
  try {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const event = next.value;
      if (event.eventType === undefined && typeof event.index === 'number') strings.add(sharedText(event.text));
      else if (event.eventType === 'shared-strings') strings.add(sharedText((event.value as { text?: unknown }).text));
      else if (event.eventType === 'worksheet' && read) skip(event.value as SheetReader);
      else if (event.eventType === 'worksheet') {
        // Only the first sheet is the list, read a chunk of its XML (a few hundred rows) at a time.
        read = true;
        const sheet = event.value as SheetReader;
        const file = sheet.iterator;
        const sheetSize = progress && typeof file?.path === 'string' ? (await stat(file.path)).size : 0;
        for await (const chunk of sheet.parse()) {
          if (progress && file && sheetSize > 0)
            progress.bytes = Math.floor(size * (ZIP_SHARE + (1 - ZIP_SHARE) * Math.min(1, (file.bytesRead ?? 0) / sheetSize)));
          const rows: SheetRow[] = [];
          for (const { eventType, value: row } of chunk) {
            if (eventType !== 'row') continue;
            const values = Array.isArray(row.values) ? row.values : [];
            if (values.length - 1 > MAX_COLUMNS) throw new ReadRefusal('tooManyColumns');
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
    strings.close();
    await unlink(stringsPath).catch(() => undefined);
  }
}
