import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { type ReadProgress, type SheetRow, readRows } from '../../server/imports/read';

const dir = mkdtempSync(join(tmpdir(), 'daroban-read-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A company name every row repeats (a low shared-string index, met again and again). */
const company = (g: number) => `شرکت ${g % 3}`;
const name = (g: number) => `داروی ${g}`;

/**
 * An xlsx as Excel writes it: the sheets first, the shared strings after them (or, `useSharedStrings`
 * false, every text inline). `rows` data rows of distinct names (far more strings than the reader keeps
 * in memory), one rich-text cell, an empty string cell, and a second sheet that is not the list.
 */
async function excelLikeList(path: string, rows: number, useSharedStrings = true): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings, useStyles: false });
  const sheet = book.addWorksheet('list');
  sheet.addRow(['code', 'name', 'company', 'price']).commit();
  for (let g = 1; g <= rows; g++) {
    // Rich text as a shared string (exceljs reads only the last run of an inline one; Excel writes none).
    const nameCell = g === 7 && useSharedStrings ? { richText: [{ text: 'داروی ', font: { bold: true } }, { text: '7' }] } : name(g);
    sheet.addRow([`C-${g}`, nameCell, g === 9 ? '' : company(g), 1_000 + g]).commit();
  }
  sheet.commit();
  const other = book.addWorksheet('notes');
  other.addRow(['not', 'the list']).commit();
  other.commit();
  await book.commit();
}

/** The temporary files exceljs spools sheets to, in this process (other test files of the process may have theirs). */
const spooled = () => new Set(readdirSync(tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`)));

// behaviour §10.12: an xlsx is read row by row, its shared strings kept in a file, not in memory.
describe('reading an xlsx price list', () => {
  const path = join(dir, 'excel-like.xlsx');
  const ROWS = 5_000;

  /** The rows of `file` that do not read as `excelLikeList` wrote them (a Persian letter cut between chunks reads wrong). */
  async function misread(file: string): Promise<number[]> {
    const rows: SheetRow[] = [];
    for await (const row of readRows(file, 'xlsx')) rows.push(row);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual({ rowNo: 1, cells: ['code', 'name', 'company', 'price'] });
    expect(rows[7]!.cells[1]).toBe('داروی 7');
    expect(rows[9]!.cells[2]).toBeFalsy();
    const wrong = rows
      .slice(1)
      .filter(({ rowNo, cells }, i) => {
        const g = i + 1;
        if (rowNo !== g + 1 || cells[0] !== `C-${g}` || cells[3] !== 1_000 + g) return true;
        return (g !== 7 && cells[1] !== name(g)) || (g !== 9 && cells[2] !== company(g));
      })
      .map((row) => row.rowNo);
    return wrong;
  }

  it('reads every text of a file whose shared strings come after the sheet; the first sheet only', async () => {
    await excelLikeList(path, ROWS);
    expect(await misread(path)).toEqual([]);
  });

  it('reads every text of a file of inline strings', async () => {
    const inline = join(dir, 'inline.xlsx');
    await excelLikeList(inline, ROWS, false);
    expect(await misread(inline)).toEqual([]);
  });

  it('leaves no temporary file, read whole or stopped after the header row', async () => {
    const before = spooled();
    for await (const row of readRows(path, 'xlsx')) expect(row.rowNo).toBeGreaterThan(0);
    for await (const row of readRows(path, 'xlsx')) {
      expect(row.cells[0]).toBe('code');
      break;
    }
    // None left of these reads; a file another test of this process spooled may come and go meanwhile.
    await expect.poll(() => [...spooled()].filter((file) => !before.has(file))).toEqual([]);
    expect(existsSync(`${path}.strings`)).toBe(false);
    expect(existsSync(`${path}.read`)).toBe(false);
  });

  it("reports progress through the sheet's rows, ending at the file's size", async () => {
    const progress: ReadProgress = { bytes: 0 };
    const seen: number[] = [];
    for await (const row of readRows(path, 'xlsx', progress)) if (row.rowNo % 250 === 0) seen.push(progress.bytes);
    const size = statSync(path).size;
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // Whole bytes: the import's row keeps them as a bigint.
    expect(seen.filter((bytes) => !Number.isInteger(bytes))).toEqual([]);
    // Not all at once when the zip has been read: part way through the rows, part way through the bar.
    expect(seen.some((bytes) => bytes > size * 0.3 && bytes < size * 0.9)).toBe(true);
    expect(progress.bytes).toBe(size);
  });
});
