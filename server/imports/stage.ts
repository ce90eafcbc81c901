import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { tehranStartOfDay, tehranToday } from '../../src/lib/jalali-days';
import { HttpError, badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { isUuid } from '../service/medicine-sql';
import { audit, iso, poolRows, transaction } from '../ops/ops-kit';
import { at } from '../service/rate-limit';
import type { ServiceContext } from '../service/types';
import { cellText, headerKey, parseDate } from './cells';
import type { ListKind, Mapping, Staged } from './kind';
import type { ReadProgress, SheetRow } from './read';
import type { Catalogue, Rows } from './record';

/**
 * The shared half of every official list's import (behaviour §10.12): the file's layout and mapping,
 * its rows staged while read (progress and heartbeat in the import's row), and the preview.
 */

type PriceImport = components['schemas']['PriceImport'];

/** A reading import beats this often; one silent for `STALE_SECONDS` reads as failed (its instance went away). */
const HEARTBEAT_MS = 5_000;
const STALE_SECONDS = 60;
const STALE = sql.raw(`(i.status = 'reading' AND i.heartbeat_at < now() - interval '${STALE_SECONDS} seconds')`);
export const IMPORT_COLUMNS = sql`i.id AS "_id", i.catalogue, i.file_name, i.sha256, CASE WHEN ${STALE} THEN 'failed' ELSE i.status END AS status,
  CASE WHEN i.status = 'reading' AND NOT ${STALE} THEN least(1, coalesce(i.read_bytes, 0)::float8 / greatest(coalesce(i.size_bytes, 1), 1)) END AS progress,
  CASE WHEN ${STALE} THEN ${messages.imports.readStopped} ELSE i.failure END AS failure,
  ${iso('i.effective_at')} AS effective_at, i.counts,
  coalesce(l.headers, '[]'::jsonb) AS headers, i.mapping, ${iso('i.created_at')} AS "createdAt", i.created_by AS "createdBy",
  ${iso('i.published_at')} AS "publishedAt", i.published_by AS "publishedBy", ${iso('i.rolled_back_at')} AS "rolledBackAt"`;

export async function loadImport(rows: Rows, id: string): Promise<PriceImport> {
  if (!isUuid(id)) throw notFound(messages.imports.notFound);
  const [found] = await rows<PriceImport>(
    sql`SELECT ${IMPORT_COLUMNS} FROM price_imports i LEFT JOIN price_import_layouts l ON l.layout = i.layout WHERE i.id = ${id}`,
  );
  if (!found) throw notFound(messages.imports.notFound);
  return found;
}

/** The operator's effective date for a file without a date column (400 when unreadable). */
export function fallbackDate(text: string | undefined): Date | null {
  if (text === undefined || text.trim() === '') return null;
  const date = parseDate(text);
  if (!date || Number.isNaN(date.getTime())) throw badRequest(messages.imports.badEffectiveDate);
  return date;
}

/** A file's layout: its header row, the layout's key, the mapping (the operator's, the saved one, or guessed by the names). */
export interface Layout {
  headers: string[];
  layout: string;
  mapping: Mapping;
  saved: boolean;
}

function guessMapping(kind: ListKind, catalogue: Catalogue, headers: string[]): Mapping {
  const mapping: Mapping = {};
  const fields = kind.targets(catalogue);
  headers.forEach((header, index) => {
    const key = headerKey(header);
    for (const field of fields) {
      if (mapping[field] === undefined && kind.headerNames[field]!.some((name) => headerKey(name) === key)) {
        mapping[field] = index;
        return;
      }
    }
  });
  return mapping;
}

/** A mapping sent by the operator: `{ field: column }`, the catalogue's fields and the file's columns only (400 otherwise). */
function parseMapping(kind: ListKind, catalogue: Catalogue, text: string, columns: number): Mapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(messages.imports.badMapping);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(messages.imports.badMapping);
  const mapping: Mapping = {};
  for (const [field, column] of Object.entries(value)) {
    if (!kind.targets(catalogue).includes(field) || !Number.isInteger(column) || (column as number) < 0 || (column as number) >= columns)
      throw badRequest(messages.imports.badMapping);
    mapping[field] = column as number;
  }
  return mapping;
}

/** Reads rows up to the header row (the first with two cells or more): the file's layout. 400 when there is none. */
export async function readLayout(
  db: Rows,
  kind: ListKind,
  rows: AsyncIterator<SheetRow>,
  catalogue: Catalogue,
  mappingText?: string,
): Promise<Layout> {
  for (;;) {
    const next = await rows.next();
    if (next.done) throw badRequest(messages.imports.empty);
    const row = next.value;
    if (row.cells.filter((c) => cellText(c) !== '').length < 2) continue;
    const headers = row.cells.map((c) => cellText(c).slice(0, 200));
    const layout = createHash('sha256')
      .update(`${catalogue}\n${headers.map(headerKey).join('\t')}`)
      .digest('hex');
    const [saved] = await db<{ mapping: Mapping }>(sql`SELECT mapping FROM price_import_layouts WHERE layout = ${layout}`);
    const mapping =
      mappingText !== undefined
        ? parseMapping(kind, catalogue, mappingText, headers.length)
        : (saved?.mapping ?? guessMapping(kind, catalogue, headers));
    return { headers, layout, mapping, saved: Boolean(saved) };
  }
}

/**
 * Stages a batch of rows in one statement of six array parameters (`unnest`): its text is the same
 * for every batch, so it is parsed once per connection, and no per-row SQL is built.
 */
async function insertStaged(tx: Rows, importId: string, batch: Staged[]): Promise<void> {
  if (batch.length === 0) return;
  await tx(sql`
    INSERT INTO price_import_rows (import_id, n, row_no, kind, code, effective_at, reason, fields)
    SELECT ${importId}, t.n, t.row_no, CASE WHEN t.reason IS NULL THEN 'pending' ELSE 'error' END, t.code, t.effective_at, t.reason, t.fields
    FROM unnest(${sql.param(batch.map((r) => r.n))}::int[], ${sql.param(batch.map((r) => r.rowNo))}::int[],
      ${sql.param(batch.map((r) => r.code))}::text[], ${sql.param(batch.map((r) => r.effectiveAt))}::timestamptz[],
      ${sql.param(batch.map((r) => r.reason))}::text[], ${sql.param(batch.map((r) => (r.fields ? JSON.stringify(r.fields) : null)))}::jsonb[])
      AS t(n, row_no, code, effective_at, reason, fields)`);
}

/** Rows staged a statement at a time while a file is read (all that is held of it at once). */
const STAGE_BATCH = 1_000;

export interface ReadOptions {
  importId: string;
  catalogue: Catalogue;
  layout: Layout;
  fallback: Date | null;
  userId: string;
  now: Date;
}

/**
 * Reads the rest of a file into an import's preview (the import row is there, 'reading', its upload
 * audited): the rows are staged in batches outside any transaction; then, in one transaction,
 * compared with the catalogue, the layout saved and the import made a 'preview'. A failure leaves the
 * import 'failed' with its Persian reason, no rows, and an audit row saying why; it answers the error
 * (null when the preview stands).
 */
export async function readInto(
  ctx: ServiceContext,
  kind: ListKind,
  rows: AsyncIterator<SheetRow>,
  progress: ReadProgress,
  options: ReadOptions,
): Promise<unknown> {
  const db = poolRows(ctx);
  const { importId, catalogue, layout } = options;
  const endOfToday = tehranStartOfDay(tehranToday(options.now)) + 86_400_000 - 1;
  const beat = () => db(sql`UPDATE price_imports SET read_bytes = ${progress.bytes}, heartbeat_at = now() WHERE id = ${importId}`);
  const heart = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  try {
    let n = 0;
    let batch: Staged[] = [];
    for (;;) {
      const next = await rows.next();
      if (next.done) break;
      const row = next.value;
      if (row.cells.every((c) => cellText(c) === '')) continue;
      batch.push(kind.stageRow(row, ++n, layout.mapping, { catalogue, fallback: options.fallback, endOfToday }));
      if (batch.length >= STAGE_BATCH) {
        await insertStaged(db, importId, batch);
        await beat();
        batch = [];
      }
    }
    if (n === 0) throw badRequest(messages.imports.noRows);
    await insertStaged(db, importId, batch);
    await beat();
    await ctx.importHooks?.beforeClassify?.(importId);
    await transaction(ctx, async (tx) => {
      await kind.classify(tx, importId, catalogue, n);
      await tx(sql`
        INSERT INTO price_import_layouts (layout, catalogue, headers, mapping, saved_at, saved_by)
        VALUES (${layout.layout}, ${catalogue}, ${JSON.stringify(layout.headers)}::jsonb, ${JSON.stringify(layout.mapping)}::jsonb,
          ${at(options.now)}, ${options.userId})
        ON CONFLICT (layout) DO UPDATE SET mapping = EXCLUDED.mapping, headers = EXCLUDED.headers, saved_at = EXCLUDED.saved_at, saved_by = EXCLUDED.saved_by`);
      await tx(sql`UPDATE price_imports SET status = 'preview', read_bytes = size_bytes, heartbeat_at = now() WHERE id = ${importId}`);
    });
    return null;
  } catch (err) {
    await rows.return?.(undefined).catch(() => undefined);
    const failure = err instanceof HttpError ? err.message : messages.imports.readFailed;
    await db(sql`DELETE FROM price_import_rows WHERE import_id = ${importId}`).catch(() => undefined);
    await transaction(ctx, async (tx) => {
      await tx(sql`UPDATE price_imports SET status = 'failed', failure = ${failure}, heartbeat_at = now() WHERE id = ${importId}`);
      await audit(tx, ctx.clock(), {
        actorId: options.userId,
        action: 'priceImport.fail',
        targetType: 'priceImport',
        targetId: importId,
        before: { status: 'reading' },
        after: { status: 'failed', failure },
      });
    }).catch(() => undefined);
    return err;
  } finally {
    clearInterval(heart);
  }
}
