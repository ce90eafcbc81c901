import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { badRequest, conflict } from '../http/errors';
import { messages } from '../http/messages';
import { audit, iso, poolRows, transaction } from '../ops/ops-kit';
import { paging } from '../service/paging';
import { at } from '../service/rate-limit';
import type { Handlers, ServiceContext } from '../service/types';
import { handEditHandlers } from './hand-edit';
import type { ListKind } from './kind';
import { priceList } from './price-kind';
import { type ReadProgress, type SheetRow, UploadBody, checkZip, readRows, sniff, spool, uploadPath } from './read';
import { type Catalogue, TABLE } from './record';
import { IMPORT_COLUMNS, fallbackDate, loadImport, readInto, readLayout } from './stage';

/**
 * Importing an official list (behaviour §10.12): upload → preview (nothing published) → publish in
 * one transaction, or roll a published import back as a whole. The list's own rules are its
 * `ListKind`; today the price list.
 */

type PriceImport = components['schemas']['PriceImport'];

/** The counts of an import still being read. */
const NO_COUNTS = { rows: 0, new: 0, change: 0, same: 0, error: 0, missing: 0, flagged: 0 };

/** How long an upload's answer waits for its preview before answering 202 and letting the screen poll. */
export const UPLOAD_WAIT_MS = 10_000;

const kind: ListKind = priceList;

type ImportOps =
  | 'opsListPriceImports'
  | 'opsUploadPriceImport'
  | 'opsReadPriceImportLayout'
  | 'opsGetPriceImport'
  | 'opsListPriceImportRows'
  | 'opsPublishPriceImport'
  | 'opsRollbackPriceImport';

export function opsPriceImportHandlers(ctx: ServiceContext): Handlers<ImportOps | 'opsSetMedicinePrice'> {
  const rows = poolRows(ctx);
  return {
    async opsListPriceImports(request) {
      const limit = request.query.limit ?? 20;
      const docs = await rows<PriceImport>(sql`
        SELECT ${IMPORT_COLUMNS} FROM price_imports i LEFT JOIN price_import_layouts l ON l.layout = i.layout
        ORDER BY i.created_at DESC, i.id LIMIT ${limit}`);
      return { docs };
    },

    async opsUploadPriceImport(request, reply) {
      const user = currentUser(request);
      const body = request.body as unknown;
      if (!(body instanceof UploadBody)) throw badRequest(messages.imports.notSpreadsheet);
      const { catalogue, file_name: fileName, mapping, effective_date: effectiveDate } = request.query;
      if (fileName.trim() === '') throw badRequest(messages.imports.badFileName);
      const importId = randomUUID();
      const file = await spool(body.stream, uploadPath(`import-${importId}`));
      let handedOver = false;
      let reader: AsyncIterator<SheetRow> | null = null;
      try {
        const format = sniff(file.head);
        if (format === 'xlsx') await checkZip(file.path, file.size);
        const [published] = await rows<{ id: string }>(
          sql`SELECT id FROM price_imports WHERE catalogue = ${catalogue} AND sha256 = ${file.sha256} AND status = 'published'`,
        );
        if (published) return reply.code(200).send({ data: await loadImport(rows, published.id) });
        const fallback = fallbackDate(effectiveDate);
        const progress: ReadProgress = { bytes: 0 };
        reader = readRows(file.path, format, progress)[Symbol.asyncIterator]();
        const layout = await readLayout(rows, kind, reader, catalogue, mapping);
        kind.requireFields(catalogue, layout.mapping, fallback);
        const now = ctx.clock();
        // The dataset as it came: its source and licence note, its version (the file) and date.
        const dataset = { ...kind.dataset, version: `${fileName.trim()} (${file.sha256.slice(0, 12)})`, date: now.toISOString() };
        await transaction(ctx, async (tx) => {
          await tx(sql`
            INSERT INTO price_imports (id, catalogue, kind, dataset, file_name, sha256, layout, mapping, status, counts, size_bytes, read_bytes,
              heartbeat_at, created_by, created_at)
            VALUES (${importId}, ${catalogue}, ${kind.name}, ${JSON.stringify(dataset)}::jsonb, ${fileName.trim()}, ${file.sha256},
              ${layout.layout}, ${JSON.stringify(layout.mapping)}::jsonb, 'reading', ${JSON.stringify(NO_COUNTS)}::jsonb, ${file.size},
              ${progress.bytes}, now(), ${user.id}, ${at(now)})`);
          await audit(tx, now, {
            actorId: user.id,
            action: 'priceImport.upload',
            targetType: 'priceImport',
            targetId: importId,
            before: null,
            after: { file_name: fileName.trim(), sha256: file.sha256, catalogue },
          });
        });
        // From here the file is the reader's: it is removed when the reading ends, answered or not.
        const job = readInto(ctx, kind, reader, progress, { importId, catalogue, layout, fallback, userId: user.id, now }).finally(() =>
          file.remove(),
        );
        handedOver = true;
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<'waiting'>(
          (resolve) => (timer = setTimeout(() => resolve('waiting'), ctx.importHooks?.waitMs ?? UPLOAD_WAIT_MS)),
        );
        const outcome = await Promise.race([job.then((error) => ({ error })), waited]);
        clearTimeout(timer);
        if (outcome === 'waiting') return reply.code(202).send({ data: await loadImport(rows, importId) });
        if (outcome.error) {
          // Read within the wait and refused: as if it had never been uploaded (its audit rows with it).
          await transaction(ctx, async (tx) => {
            await tx(sql`DELETE FROM audit_log WHERE target_type = 'priceImport' AND target_id = ${importId}`);
            await tx(sql`DELETE FROM price_imports WHERE id = ${importId}`);
          });
          throw outcome.error;
        }
        return reply.code(201).send({ data: await loadImport(rows, importId) });
      } finally {
        if (!handedOver) {
          await reader?.return?.(undefined).catch(() => undefined);
          await file.remove();
        }
      }
    },

    async opsReadPriceImportLayout(request) {
      const body = request.body as unknown;
      if (!(body instanceof UploadBody)) throw badRequest(messages.imports.notSpreadsheet);
      const file = await spool(body.stream, uploadPath(`layout-${randomUUID()}`));
      let reader: AsyncIterator<SheetRow> | null = null;
      try {
        const format = sniff(file.head);
        if (format === 'xlsx') await checkZip(file.path, file.size);
        reader = readRows(file.path, format)[Symbol.asyncIterator]();
        const { headers, mapping, saved } = await readLayout(rows, kind, reader, request.query.catalogue);
        return { data: { headers, mapping, saved } };
      } finally {
        await reader?.return?.(undefined).catch(() => undefined);
        await file.remove();
      }
    },

    async opsGetPriceImport(request) {
      return { data: await loadImport(rows, request.params.importId) };
    },

    async opsListPriceImportRows(request) {
      await loadImport(rows, request.params.importId);
      const { kind: rowKind, flagged } = request.query;
      const { limit, offset, pages } = paging(request.query, 20);
      const filter = sql`r.import_id = ${request.params.importId}
        ${rowKind ? sql`AND r.kind = ${rowKind}` : sql``} ${flagged === undefined ? sql`` : sql`AND r.flagged = ${flagged}`}`;
      const [{ total }] = (await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM price_import_rows r WHERE ${filter}`)) as [
        { total: number },
      ];
      const i = await rows<{ catalogue: Catalogue }>(sql`SELECT catalogue FROM price_imports WHERE id = ${request.params.importId}`);
      const table = TABLE[i[0]!.catalogue].table;
      const docs = await rows<components['schemas']['PriceImportRow']>(sql`
        SELECT r.row_no AS "rowNo", r.kind, r.code, r.medicine_id AS "medicineId",
          coalesce(m.brand_name_fa, m.generic_name_fa, r.fields->>'brand_name_fa', r.fields->>'generic_name_fa') AS name,
          r.old_price::float8 AS "oldPrice", r.new_price::float8 AS "newPrice",
          CASE WHEN r.old_price > 0 AND r.new_price IS NOT NULL THEN round((r.new_price - r.old_price) * 1000.0 / r.old_price) / 10 END::float8 AS percent,
          r.flagged, ${iso('r.effective_at')} AS "effectiveAt", r.reason, coalesce(r.changes, '[]'::jsonb) AS changes
        FROM price_import_rows r LEFT JOIN ${sql.raw(table)} m ON m.id = r.medicine_id
        WHERE ${filter} ORDER BY r.n LIMIT ${limit} OFFSET ${offset}`);
      return { docs, totalDocs: total, totalPages: pages(total) };
    },

    async opsPublishPriceImport(request) {
      const user = currentUser(request);
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await loadImport(tx, request.params.importId);
        const [imp] = await tx<{ id: string; catalogue: Catalogue; status: string; sha256: string; errors: number }>(sql`
          SELECT id, catalogue, status, sha256, (counts->>'error')::int AS errors FROM price_imports WHERE id = ${request.params.importId} FOR UPDATE`);
        if (imp!.status === 'published') return loadImport(tx, imp!.id);
        if (imp!.status === 'rolled back') throw conflict(messages.imports.rolledBack);
        if (imp!.status !== 'preview') throw conflict(messages.imports.notReady);
        if (imp!.errors > 0 && !request.body.allowErrors) throw conflict(messages.imports.hasErrors);
        const [same] = await tx(
          sql`SELECT 1 FROM price_imports WHERE catalogue = ${imp!.catalogue} AND sha256 = ${imp!.sha256} AND status = 'published'`,
        );
        if (same) throw conflict(messages.imports.sameFilePublished);
        await kind.publish(tx, imp!, user.id, now);
        await tx(
          sql`UPDATE price_imports SET status = 'published', published_by = ${user.id}, published_at = ${at(now)} WHERE id = ${imp!.id}`,
        );
        const after = await loadImport(tx, imp!.id);
        await audit(tx, now, {
          actorId: user.id,
          action: 'priceImport.publish',
          targetType: 'priceImport',
          targetId: imp!.id,
          before: { status: 'preview' },
          after: { status: 'published', counts: after.counts, allowErrors: request.body.allowErrors },
        });
        return after;
      });
      return { data };
    },

    async opsRollbackPriceImport(request) {
      const user = currentUser(request);
      const now = ctx.clock();
      const data = await transaction(ctx, async (tx) => {
        await loadImport(tx, request.params.importId);
        const [imp] = await tx<{ id: string; catalogue: Catalogue; status: string }>(
          sql`SELECT id, catalogue, status FROM price_imports WHERE id = ${request.params.importId} FOR UPDATE`,
        );
        if (imp!.status !== 'published' && imp!.status !== 'rolled back') throw conflict(messages.imports.notPublished);
        if (imp!.status === 'rolled back') throw conflict(messages.imports.rolledBack);
        await kind.rollback(tx, imp!, user.id, now);
        await tx(
          sql`UPDATE price_imports SET status = 'rolled back', rolled_back_by = ${user.id}, rolled_back_at = ${at(now)} WHERE id = ${imp!.id}`,
        );
        await audit(tx, now, {
          actorId: user.id,
          action: 'priceImport.rollback',
          targetType: 'priceImport',
          targetId: imp!.id,
          before: { status: 'published' },
          after: { status: 'rolled back' },
        });
        return loadImport(tx, imp!.id);
      });
      return { data };
    },
    ...handEditHandlers(ctx),
  };
}
