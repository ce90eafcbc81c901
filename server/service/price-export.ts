import { messages } from '../http/messages';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { toJalaali } from 'jalaali-js';
import type { FastifyReply } from 'fastify';
import { currentUser } from '../auth/bearer';
import type { Database } from '../db/client';
import { csvField } from './csv';
import { importCondition, rangeConditions, requireAccess } from './medicine';
import { type Condition, where } from './medicine-sql';
import type { Handlers, RequestOf, ServiceContext } from './types';
import { fa } from '../../src/i18n/fa';
import { priceChange } from '../../src/lib/price-change';

type ExportOps = 'exportMedicinesASortChangePriceUser' | 'exportMedicinesBSortChangePriceUser';
type Category = 'A' | 'B';
export type ExportFormat = 'xlsx' | 'csv';

/** Rows read from the database per statement: memory holds one batch, never the range. */
export const EXPORT_BATCH = 1000;

/** '▲ +12.5%', '▼ -3.2%', '0%': the change cell's number format (the value is the percent itself). */
export const CHANGE_FORMAT = '"▲ "+0.0"%";"▼ "-0.0"%";0"%"';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One exported row. */
export interface ExportRow {
  id: string;
  brand_name_fa: string | null;
  generic_name_fa: string | null;
  maker: string | null;
  price: string | number | null;
  /** The price before the current one (the entry before the last of its history), or null. */
  previous_price: string | number | null;
  changed_at: Date | string | null;
  /** Keyset position: the change time as the database spells it (microseconds kept) and seq. */
  at_key: string;
  seq: string | number;
}

/** Where each category keeps its list's current price and its date (the list's rule, denormalised). */
const SOURCES = {
  A: {
    table: 'medicines_a',
    maker: 'manufacturing_factory',
    price: 'current_price',
    history: sql`CASE WHEN added_value THEN price_oa ELSE price_o END`,
    changedAt: 'price_changed_at',
  },
  B: {
    table: 'medicines_b',
    maker: 'producer_company',
    price: 'current_price_consumer',
    history: sql`price_consumer`,
    changedAt: 'price_updated_at',
  },
} as const;

/**
 * The rows of a price-change list over its whole range, newest change first (the list's order), in
 * keyset batches: each statement continues after the last row of the previous one, so the database
 * walks its (changed_at DESC, seq DESC) index once and the server holds one batch at a time. A
 * keyset rather than DECLARE CURSOR: PGlite has a single connection, and a transaction held open
 * for a slow download would stall every other request.
 */
export async function* priceChangeRows(
  database: Database,
  category: Category,
  from?: number,
  to?: number,
  batch = EXPORT_BATCH,
  importId?: string,
): AsyncGenerator<ExportRow[]> {
  const source = SOURCES[category];
  const changedAt = sql.identifier(source.changedAt);
  let after: { at: string; seq: string } | null = null;
  for (;;) {
    const keyset: Condition | undefined = after
      ? {
          key: 'keyset',
          sql: (v) => sql`(${changedAt}, seq) < (${v(0)}::timestamptz, ${v(1)}::bigint)`,
          values: [after.at, after.seq],
        }
      : undefined;
    const rows: ExportRow[] = await database.rows<ExportRow>(sql`
      SELECT id, brand_name_fa, generic_name_fa, ${sql.identifier(source.maker)} AS maker, ${sql.identifier(source.price)} AS price,
        ((${source.history}) -> -2 ->> 'price')::bigint AS previous_price,
        ${changedAt} AS changed_at, ${changedAt}::text AS at_key, seq
      FROM ${sql.identifier(source.table)}
      ${where([...rangeConditions(source.changedAt, from, to), importCondition(category, importId), keyset]).inline()}
      ORDER BY ${changedAt} DESC, seq DESC
      LIMIT ${batch}`);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at_key, seq: String(last.seq) };
  }
}

const tehranDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayCache = new Map<number, string>();

/** '1405/08/30': the Jalali day of an instant in Tehran (Latin digits, so a sheet sorts it). */
export function jalaliDayText(value: Date | string | null): string {
  if (value === null) return '';
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  // Tehran's offsets are whole half-hours: every instant of a 15-minute slot falls on the same day.
  const slot = Math.floor(ms / 900_000);
  let text = dayCache.get(slot);
  if (text === undefined) {
    const [y, m, d] = tehranDay.format(new Date(ms)).split('-').map(Number);
    const { jy, jm, jd } = toJalaali(y ?? 0, m ?? 0, d ?? 0);
    text = `${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`;
    if (dayCache.size > 50_000) dayCache.clear();
    dayCache.set(slot, text);
  }
  return text;
}

/** The header row: the list's Persian column names, the change beside the price (behaviour §10.5). */
export function exportHeaders(category: Category): string[] {
  const c = fa.priceChanges.columns;
  return [
    c.row,
    c.brandName,
    c.genericName,
    category === 'A' ? c.manufacturingFactory : c.producerCompany,
    c.previousPrice,
    category === 'A' ? c.unitPrice : c.consumerPrice,
    c.changePercent,
    c.changeDate,
  ];
}

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/** One row's cells; the change is a signed percent (+12.5, −3.2), empty for a drug with one price. */
function cells(row: ExportRow, index: number): [number, string, string, string, number | null, number | null, number | null, string] {
  const previous = amount(row.previous_price);
  const price = amount(row.price);
  return [
    index + 1,
    row.brand_name_fa ?? '',
    row.generic_name_fa ?? '',
    row.maker ?? '',
    previous,
    price,
    priceChange(previous, price)?.percent ?? null,
    jalaliDayText(row.changed_at),
  ];
}

/** Waits while the consumer is behind (backpressure), so a slow download does not pile rows up here. */
async function drained(stream: Writable): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/** CSV, UTF-8 with a byte-order mark (Excel then reads Persian correctly), CRLF lines. */
async function* csvChunks(category: Category, rows: AsyncGenerator<ExportRow[]>): AsyncGenerator<string> {
  yield `\uFEFF${exportHeaders(category).map(csvField).join(',')}\r\n`;
  let index = 0;
  for await (const batch of rows) {
    yield batch.map((row) => `${cells(row, index++).map(csvField).join(',')}\r\n`).join('');
  }
}

/** An xlsx written row by row with exceljs's streaming writer: a right-to-left sheet, prices as numbers. */
async function writeXlsx(category: Category, rows: AsyncGenerator<ExportRow[]>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = messages.export.creator;
  const sheet = workbook.addWorksheet(category === 'A' ? fa.priceChanges.exportSheetA : fa.priceChanges.exportSheetB, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  const headers = exportHeaders(category);
  sheet.columns = [
    { header: headers[0], key: 'row', width: 8 },
    { header: headers[1], key: 'brand', width: 32 },
    { header: headers[2], key: 'generic', width: 32 },
    { header: headers[3], key: 'maker', width: 32 },
    { header: headers[4], key: 'previous', width: 18, style: { numFmt: '#,##0' } },
    { header: headers[5], key: 'price', width: 18, style: { numFmt: '#,##0' } },
    // A signed percent with its arrow (the sign and arrow say the direction, behaviour §10.5).
    { header: headers[6], key: 'change', width: 14, style: { numFmt: CHANGE_FORMAT } },
    { header: headers[7], key: 'date', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  let index = 0;
  for await (const batch of rows) {
    // An empty text is an empty cell, not a cell holding ''.
    for (const row of batch) sheet.addRow(cells(row, index++).map((v) => (v === '' ? null : v))).commit();
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/** The attachment name: 'price-changes-a-1405-08-01_1405-08-30.xlsx' (ASCII, no quoting trouble). */
function fileName(category: Category, format: ExportFormat, from?: number, to?: number): string {
  const day = (ms: number | undefined) => (ms === undefined ? 'all' : jalaliDayText(new Date(ms)).replace(/\//g, '-'));
  return `price-changes-${category.toLowerCase()}-${day(from)}_${day(to)}.${format}`;
}

/** The export file as a stream: rows are read in batches as the consumer takes the bytes. */
export function priceChangeExportStream(
  database: Database,
  category: Category,
  format: ExportFormat,
  from?: number,
  to?: number,
  importId?: string,
): Readable {
  const rows = priceChangeRows(database, category, from, to, EXPORT_BATCH, importId);
  if (format === 'csv') return Readable.from(csvChunks(category, rows));
  const out = new PassThrough();
  writeXlsx(category, rows, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Streams the export of one category's price changes (the list's rows, every page) to `reply`. */
export function sendPriceChangeExport(
  database: Database,
  reply: FastifyReply,
  category: Category,
  format: ExportFormat,
  from?: number,
  to?: number,
  importId?: string,
): FastifyReply {
  reply.header('Content-Disposition', `attachment; filename="${fileName(category, format, from, to)}"`).header('Cache-Control', 'no-store');
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
    .send(priceChangeExportStream(database, category, format, from, to, importId));
}

export function priceExportHandlers(ctx: ServiceContext): Handlers<ExportOps> {
  const { database } = ctx;
  const handler = (category: Category) => async (request: RequestOf<ExportOps>, reply: FastifyReply) => {
    requireAccess(currentUser(request));
    const { from, to, format, import_id: importId } = request.query;
    // The range is checked before the first byte, so a bad one answers 400 rather than a broken file.
    rangeConditions('x', from, to);
    return sendPriceChangeExport(database, reply, category, format ?? 'xlsx', from, to, importId);
  };
  return {
    exportMedicinesASortChangePriceUser: handler('A'),
    exportMedicinesBSortChangePriceUser: handler('B'),
  };
}
