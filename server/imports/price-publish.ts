import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { foldForSearch } from '../../src/lib/fold';
import { conflict } from '../http/errors';
import { messages } from '../http/messages';
import { lockPrices } from '../service/medicine-change';
import { at } from '../service/rate-limit';
import type { ImportRef } from './kind';
import { type Catalogue, type Rows, TABLE, cachedSeries, leadText, refreshSeries } from './record';

/** Rows of a publish read in slices (never the whole file in memory). */
const SLICE = 1_000;

const ENTRY_COLUMNS = sql.raw(
  'category, medicine_id, series, effective_at, old_price, price, kind, import_id, row_no, actor_id, published_at, derived, lead',
);

/**
 * Publishes an import's rows inside `tx`, under the price lock (behaviour §10.12): one entry per
 * stated series that moves, against the value standing now (a hand edit since the preview counts);
 * the watchers' alerts of the current-price entries; the cache of the drugs touched; then the new drugs.
 */
export async function publishPrices(tx: Rows, imp: ImportRef, userId: string, now: Date): Promise<void> {
  await lockPrices(tx);
  const { table } = TABLE[imp.catalogue];
  await tx(sql`
    INSERT INTO price_entries (${ENTRY_COLUMNS})
    SELECT ${imp.catalogue}, m.id, c.series, r.effective_at, c.old, c.new, 'import', ${imp.id}, r.row_no, ${userId}, ${at(now)},
      c.derived, c.series = ${sql.raw(leadText(imp.catalogue))}
    FROM price_import_rows r JOIN ${sql.raw(table)} m ON m.id = r.medicine_id,
      LATERAL (SELECT x->>'series' AS series, (${cachedSeries(imp.catalogue, "x->>'series'")} -> -1 ->> 'price')::bigint AS old,
        (x->>'new')::bigint AS new, coalesce((x->>'derived')::boolean, false) AS derived, o
        FROM jsonb_array_elements(r.changes) WITH ORDINALITY e(x, o)) c
    WHERE r.import_id = ${imp.id} AND r.kind = 'change' AND c.new IS DISTINCT FROM c.old
    ORDER BY r.n, c.o`);
  await tx(sql`
    INSERT INTO watch_alerts (user_id, category, medicine_id, kind, old_price, new_price, changed_at)
    SELECT w.user_id, pe.category, pe.medicine_id, 'price', pe.old_price, pe.price, pe.effective_at
    FROM price_entries pe JOIN watchlist w ON w.category = pe.category AND w.medicine_id = pe.medicine_id
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND pe.lead
    ON CONFLICT DO NOTHING`);
  await refreshSeries(
    tx,
    imp.catalogue,
    sql`SELECT DISTINCT medicine_id FROM price_entries WHERE import_id = ${imp.id} AND kind = 'import'`,
  );
  // New drugs, few in a list, one by one in file order (read in slices, never the whole file).
  let after = 0;
  for (;;) {
    const slice = await tx<NewRow>(sql`
      SELECT n, row_no, code, effective_at, fields FROM price_import_rows
      WHERE import_id = ${imp.id} AND kind = 'new' AND n > ${after} ORDER BY n LIMIT ${SLICE}`);
    if (slice.length === 0) break;
    for (const row of slice) {
      const id = await insertNewDrug(tx, imp.catalogue, row);
      await tx(sql`UPDATE price_import_rows SET medicine_id = ${id} WHERE import_id = ${imp.id} AND n = ${row.n}`);
      await tx(sql`
        INSERT INTO price_entries (${ENTRY_COLUMNS})
        SELECT ${imp.catalogue}, m.id, s.key, ${new Date(row.effective_at).toISOString()}, NULL, s.value::bigint, 'import', ${imp.id},
          ${row.row_no}, ${userId}, ${at(now)}, coalesce(${JSON.stringify(row.fields.derived ?? [])}::jsonb ? s.key, false),
          s.key = ${sql.raw(leadText(imp.catalogue))}
        FROM ${sql.raw(table)} m, jsonb_each_text(${JSON.stringify(row.fields.series)}::jsonb) s WHERE m.id = ${id}`);
    }
    await refreshSeries(
      tx,
      imp.catalogue,
      sql`SELECT medicine_id FROM price_import_rows WHERE import_id = ${imp.id} AND kind = 'new' AND n > ${after} AND n <= ${slice.at(-1)!.n}`,
    );
    after = slice[slice.length - 1]!.n;
  }
}

interface NewRow {
  n: number;
  row_no: number;
  code: string;
  effective_at: Date | string;
  fields: { series: Record<string, number>; derived?: string[]; pack: number | null } & Record<string, unknown>;
}

/** A new drug of a published import, as a catalogue row (its series come from its entries). */
async function insertNewDrug(tx: Rows, catalogue: Catalogue, row: NewRow): Promise<string> {
  const f = row.fields;
  const id = randomUUID();
  const text = (key: string) => (typeof f[key] === 'string' ? (f[key] as string) : null);
  const fold = (value: string | null) => foldForSearch(value ?? '');
  const search = (...parts: (string | null)[]) => parts.map(fold).filter(Boolean).join('\n');
  const pack = typeof f.pack === 'number' && f.pack > 0 ? f.pack : null;
  const names = [text('brand_name_fa'), text('brand_name_la'), text('generic_name_fa'), text('generic_name_la'), text('generic_code')];
  if (catalogue === 'A') {
    await tx(sql`
      INSERT INTO medicines_a (id, brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code, brand_code, quantity_in_pack,
        added_value, search_f, brand_name_fa_f, brand_name_la_f, generic_name_fa_f, generic_name_la_f, generic_code_f)
      VALUES (${id}, ${names[0]}, ${names[1]}, ${names[2]}, ${names[3]}, ${names[4]}, ${row.code}, ${pack}, ${f.series.price_OA !== undefined},
        ${search(...names, row.code)}, ${fold(names[0]!)}, ${fold(names[1]!)}, ${fold(names[2]!)}, ${fold(names[3]!)}, ${fold(names[4]!)})`);
  } else {
    await tx(sql`
      INSERT INTO medicines_b (id, brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code, irc_code, gtin_code,
        quantity_in_pack, search_f, brand_name_fa_f, brand_name_la_f, generic_name_fa_f, generic_name_la_f, generic_code_f, irc_code_f)
      VALUES (${id}, ${names[0]}, ${names[1]}, ${names[2]}, ${names[3]}, ${names[4]}, ${row.code}, ${text('gtin')}, ${pack},
        ${search(...names, row.code, text('gtin'))}, ${fold(names[0]!)}, ${fold(names[1]!)}, ${fold(names[2]!)}, ${fold(names[3]!)},
        ${fold(names[4]!)}, ${fold(row.code)})`);
  }
  return id;
}

/**
 * Takes an import off the record (behaviour §10.12): its entries are withdrawn and each series stands
 * again at the value beneath; 409 when a newer fact (an import or hand edit still standing) stands on
 * one of its series. A rolled-back import above does not count, so imports roll back in a chain.
 */
export async function rollbackPrices(tx: Rows, imp: ImportRef, userId: string, now: Date): Promise<void> {
  await lockPrices(tx);
  const [newer] = await tx(sql`
    SELECT 1 FROM price_entries pe
    JOIN price_entries later ON later.category = pe.category AND later.medicine_id = pe.medicine_id AND later.series = pe.series
      AND later.seq > pe.seq AND later.withdrawn_at IS NULL AND later.kind <> 'rollback' AND (later.kind <> 'seed' OR later.lead)
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND pe.withdrawn_at IS NULL LIMIT 1`);
  if (newer) throw conflict(messages.imports.newerStands);
  const { table } = TABLE[imp.catalogue];
  const added = sql`SELECT medicine_id FROM price_import_rows WHERE import_id = ${imp.id} AND kind = 'new' AND medicine_id IS NOT NULL`;
  await tx(
    sql`UPDATE price_entries SET withdrawn_at = ${at(now)} WHERE import_id = ${imp.id} AND kind = 'import' AND withdrawn_at IS NULL`,
  );
  await refreshSeries(
    tx,
    imp.catalogue,
    sql`SELECT DISTINCT medicine_id FROM price_entries WHERE import_id = ${imp.id} AND kind = 'import' AND medicine_id NOT IN (${added})`,
  );
  // The change feed hears of the restored values as entries of their own (not part of the record's series).
  await tx(sql`
    INSERT INTO price_entries (${ENTRY_COLUMNS})
    SELECT ${imp.catalogue}, m.id, pe.series, coalesce((s.last ->> 'insert_date')::timestamptz, ${at(now)}), pe.price,
      coalesce((s.last ->> 'price')::bigint, 0), 'rollback', ${imp.id}, NULL, ${userId}, ${at(now)}, false, pe.lead
    FROM price_entries pe JOIN ${sql.raw(table)} m ON m.id = pe.medicine_id,
      LATERAL (SELECT ${cachedSeries(imp.catalogue, 'pe.series')} -> -1 AS last) s
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND pe.withdrawn_at = ${at(now)} AND pe.medicine_id NOT IN (${added})
    ORDER BY pe.seq`);
  await tx(sql`DELETE FROM watch_alerts a USING price_entries pe
    WHERE pe.import_id = ${imp.id} AND pe.kind = 'import' AND pe.lead AND a.category = pe.category AND a.medicine_id = pe.medicine_id
      AND a.kind = 'price' AND a.changed_at = pe.effective_at AND a.new_price = pe.price`);
  await tx(sql`DELETE FROM watchlist WHERE category = ${imp.catalogue} AND medicine_id IN (${added})`);
  await tx(sql`DELETE FROM ${sql.raw(table)} WHERE id IN (${added})`);
}
