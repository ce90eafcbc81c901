import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/http/messages';
import {
  type FileKind,
  MAX_UPLOAD_BYTES,
  type SheetRow,
  checkZip,
  readRows,
  removeLeftUploads,
  sniff,
  spool,
  uploadPath,
} from '../../server/imports/read';
import { columnsCsv, quotesCsv, zipBomb } from './hostile-files';

const dir = mkdtempSync(join(tmpdir(), 'daroban-hostile-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readAll(path: string, kind: FileKind): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readRows(path, kind)) rows.push(row);
  return rows;
}

/** The longest the event loop went without a turn while `work` ran (a 10 ms ticker's widest gap). */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let widest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    widest = Math.max(widest, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return widest;
}

// behaviour §10.12 and docs/security.md: what a hostile file may cost.
describe('reading hostile files', () => {
  it('counts what an xlsx really unzips to, not what its headers claim, and stops at the limit', async () => {
    const path = join(dir, 'bomb.xlsx');
    await zipBomb(path);
    expect(statSync(path).size).toBeLessThan(2 * 1024 * 1024);
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe('xlsx');
    // The headers say 900 bytes a part: the central directory's check lets it through.
    await checkZip(path, statSync(path).size);
    await expect(readAll(path, 'xlsx')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.zipBomb });
    expect(existsSync(`${path}.read`)).toBe(false);
  }, 120_000);

  it('stops at 400 MB unzipped whatever the ratio; reads a file that unzips to 20 times its size', async () => {
    const heavy = join(dir, 'heavy.xlsx');
    // 6 MB of random bytes let it unzip to 600 MB by the ratio: only the 400 MB limit stops it.
    await zipBomb(heavy, { inflated: 600 * 1024 * 1024, pad: 6 * 1024 * 1024 });
    await expect(readAll(heavy, 'xlsx')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.zipBomb });
    const fair = join(dir, 'fair.xlsx');
    await zipBomb(fair, { inflated: 20 * 1024 * 1024, pad: 1024 * 1024 });
    expect((await readAll(fair, 'xlsx'))[0]).toEqual({ rowNo: 1, cells: ['code'] });
  }, 120_000);

  it("refuses a file that needs more than the reader thread's heap; the server's is untouched", async () => {
    const path = join(dir, 'string.xlsx');
    // One shared string of 200 MB: within the zip limits (3 MB of padding), beyond the thread's heap.
    await zipBomb(path, { inflated: 200 * 1024 * 1024, pad: 3 * 1024 * 1024, into: 'string' });
    const before = process.memoryUsage().heapUsed;
    await expect(readAll(path, 'xlsx')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.tooComplex });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it('refuses an upload over 40 MB as it arrives, keeping nothing', async () => {
    const path = join(dir, 'large.csv');
    const megabytes = function* () {
      for (let i = 0; i <= MAX_UPLOAD_BYTES / 2 ** 20; i++) yield Buffer.alloc(2 ** 20, 0x61);
    };
    await expect(spool(Readable.from(megabytes()), path)).rejects.toMatchObject({ statusCode: 413, message: messages.imports.tooLarge });
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a file of more than 200,000 rows', async () => {
    const path = join(dir, 'rows.csv');
    writeFileSync(path, 'code\n' + '1\n'.repeat(200_000));
    await expect(readAll(path, 'csv')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.tooManyRows });
  }, 120_000);

  it('refuses a CSV field of escaped quotes once its row passes the length limit, while it is read', async () => {
    const path = join(dir, 'quotes.csv');
    await quotesCsv(path);
    const stall = await longestStall(() =>
      expect(readAll(path, 'csv')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.rowTooLong }),
    );
    expect(stall).toBeLessThan(500);
  }, 60_000);

  it('refuses a million columns on one line without holding up the event loop', async () => {
    const path = join(dir, 'columns.csv');
    await columnsCsv(path);
    const stall = await longestStall(() =>
      expect(readAll(path, 'csv')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.rowTooLong }),
    );
    expect(stall).toBeLessThan(500);
  }, 60_000);

  it('refuses a row of more columns than a price list has', async () => {
    const path = join(dir, 'wide.csv');
    writeFileSync(path, `${Array.from({ length: 257 }, (_, i) => `c${i}`).join(',')}\n`);
    await expect(readAll(path, 'csv')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.tooManyColumns });
    writeFileSync(path, `${Array.from({ length: 256 }, (_, i) => `c${i}`).join(',')}\n`);
    expect((await readAll(path, 'csv'))[0]!.cells).toHaveLength(256);
    const sheet = join(dir, 'wide.xlsx');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('list').addRow(Array.from({ length: 257 }, (_, i) => i));
    await book.xlsx.writeFile(sheet);
    await expect(readAll(sheet, 'xlsx')).rejects.toMatchObject({ statusCode: 400, message: messages.imports.tooManyColumns });
  });
});

describe('reading a CSV', () => {
  it('tells the separator by the columns it makes, quotes honoured; BOM, CRLF and quoted line ends', async () => {
    const path = join(dir, 'semicolon.csv');
    // The header's commas are inside quotes: a split of the first line would take them for separators.
    writeFileSync(path, '\uFEFF"code, IRC";"name, fa";price\r\n12;"داروی ""الف""\r\nدوم";۱۲۰۰\r\n\r\n13;x;1,5\r\n');
    expect(await readAll(path, 'csv')).toEqual([
      { rowNo: 1, cells: ['code, IRC', 'name, fa', 'price'] },
      { rowNo: 2, cells: ['12', 'داروی "الف"\r\nدوم', '۱۲۰۰'] },
      { rowNo: 3, cells: [''] },
      { rowNo: 4, cells: ['13', 'x', '1,5'] },
    ]);
  });

  it('reads tab-separated and one-column files', async () => {
    const tabs = join(dir, 'tabs.csv');
    writeFileSync(tabs, 'code\tprice\n1\t2\n');
    expect((await readAll(tabs, 'csv')).map((row) => row.cells)).toEqual([
      ['code', 'price'],
      ['1', '2'],
    ]);
    const one = join(dir, 'one.csv');
    writeFileSync(one, 'code\n1\n');
    expect((await readAll(one, 'csv')).map((row) => row.cells)).toEqual([['code'], ['1']]);
  });
});

describe('temporary files of uploads', () => {
  it("are removed at start when the server that spooled them no longer runs; a running server's stay", async () => {
    const tmp = join(dir, 'tmp');
    const stopped = spawnSync(process.execPath, ['-e', '']).pid!;
    mkdirSync(join(tmp, `daroban-uploads-${stopped}`, 'import-1.read'), { recursive: true });
    writeFileSync(join(tmp, `daroban-uploads-${stopped}`, 'import-1'), 'x');
    mkdirSync(join(tmp, `daroban-uploads-${process.ppid}`));
    writeFileSync(join(tmp, 'daroban-import-bench-x'), 'x');
    expect(await removeLeftUploads(tmp)).toBe(1);
    expect(readdirSync(tmp).sort()).toEqual(['daroban-import-bench-x', `daroban-uploads-${process.ppid}`]);
  });

  it("are spooled into the process's own folder", () => {
    expect(uploadPath('import-1')).toBe(join(tmpdir(), `daroban-uploads-${process.pid}`, 'import-1'));
  });
});
