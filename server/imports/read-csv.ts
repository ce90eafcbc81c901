import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { MAX_CELL, MAX_COLUMNS, MAX_ROW_CHARS, type ReadProgress, ReadRefusal, type SheetRow } from './read-limits';

/** The file as a stream that counts what it has read into `progress` (each byte as `share` of one). */
export function counted(path: string, progress?: ReadProgress, share = 1): Readable {
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

const SEPARATORS = [',', ';', '\t'] as const;
/** The start of the file the separator is told from, and the records of it weighed. */
const SAMPLE_BYTES = 64 * 1024;
const SAMPLE_RECORDS = 20;

/**
 * The separator of a CSV: each candidate parses the file's first records (quotes honoured, so a
 * separator inside a quoted name does not count), and the one giving the header the most columns
 * that the rows after it repeat wins; a file of one column is comma-separated.
 */
export async function detectSeparator(path: string): Promise<string> {
  const file = await open(path, 'r');
  let sample: string;
  let whole: boolean;
  try {
    const bytes = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(bytes, 0, SAMPLE_BYTES, 0);
    sample = bytes.toString('utf8', 0, bytesRead);
    whole = bytesRead < SAMPLE_BYTES;
  } finally {
    await file.close();
  }
  // A sample cut short ends at its last whole line.
  const cut = whole ? -1 : sample.lastIndexOf('\n');
  if (cut > 0) sample = sample.slice(0, cut);
  let best: { separator: string; score: number } = { separator: ',', score: 0 };
  for (const separator of SEPARATORS) {
    let records: string[][];
    try {
      records = parseSync(sample, { ...OPTIONS, delimiter: separator, to: SAMPLE_RECORDS }) as string[][];
    } catch {
      continue;
    }
    const columns = records[0]?.length ?? 0;
    if (columns < 2) continue;
    const alike = records.filter((record) => record.length === columns || record.join('') === '').length;
    const score = (alike / records.length) * 1_000 + Math.min(columns, 999);
    if (score > best.score) best = { separator, score };
  }
  return best.separator;
}

/** A row as the file spells it: a BOM dropped, CRLF or LF, quotes as RFC 4180, a stray quote inside a field kept. */
const OPTIONS = {
  bom: true,
  record_delimiter: ['\r\n', '\n'],
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: false,
  max_record_size: MAX_ROW_CHARS,
};

/**
 * The rows of a UTF-8 CSV (comma, semicolon or tab), streaming through `csv-parse`. A row longer
 * than `MAX_ROW_CHARS` is refused while it is read, so a field of a million escaped quotes never
 * grows past it; a row of more than `MAX_COLUMNS` columns is refused too.
 */
export async function* csvRows(path: string, progress?: ReadProgress): AsyncGenerator<SheetRow> {
  const delimiter = await detectSeparator(path);
  const parser = counted(path, progress).pipe(parse({ ...OPTIONS, delimiter }));
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo++;
      if (record.length > MAX_COLUMNS) throw new ReadRefusal('tooManyColumns');
      yield { rowNo, cells: record.map((cell) => (cell.length > MAX_CELL ? cell.slice(0, MAX_CELL) : cell)) };
    }
  } catch (err) {
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') throw new ReadRefusal('rowTooLong');
    throw err;
  } finally {
    parser.destroy();
  }
}
