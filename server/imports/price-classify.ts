import { sql } from 'drizzle-orm';
import { messages } from '../http/messages';
import { type Catalogue, CURRENT, type Rows, SERIES, TABLE, cachedSeries, leadText } from './record';

/** A change above this many percent, or to zero, is flagged in the preview. */
export const FLAG_PERCENT = 50;

const NAMED = `coalesce(r.fields->>'brand_name_fa', r.fields->>'generic_name_fa', r.fields->>'brand_name_la', r.fields->>'generic_name_la')`;

/**
 * Compares the staged rows with the catalogue, in SQL: duplicates, unknown codes, new drugs, and per
 * stated series its old → new value (`changes`); a row is a change when any stated series moves. The
 * row's `old_price`/`new_price` are the current price's (the lead series', unchanged when unstated).
 */
export async function classifyPrices(tx: Rows, importId: string, catalogue: Catalogue, lastN: number): Promise<void> {
  const { table, code } = TABLE[catalogue];
  const current = CURRENT[catalogue];
  const columns = [...SERIES[catalogue].map((s) => s.toLowerCase()), catalogue === 'A' ? 'added_value' : 'NULL::boolean AS added_value'];
  const order = `ARRAY[${SERIES[catalogue].map((s) => `'${s}'`).join(', ')}]`;
  await tx(sql`
    UPDATE price_import_rows r SET kind = 'error', reason = ${messages.imports.row.duplicate}
    FROM (SELECT n, row_number() OVER (PARTITION BY code ORDER BY n) AS k FROM price_import_rows
          WHERE import_id = ${importId} AND kind = 'pending') d
    WHERE r.import_id = ${importId} AND r.n = d.n AND d.k > 1`);
  await tx(sql`
    UPDATE price_import_rows r SET medicine_id = m.id, old_price = m.${sql.raw(current)},
      new_price = coalesce((r.fields->'series'->>${sql.raw(leadText(catalogue))})::bigint, m.${sql.raw(current)}),
      changes = (SELECT coalesce(jsonb_agg(jsonb_build_object('series', s.key,
          'old', (${cachedSeries(catalogue, 's.key')} -> -1 ->> 'price')::bigint, 'new', s.value::bigint,
          'derived', coalesce(r.fields->'derived', '[]'::jsonb) ? s.key) ORDER BY array_position(${sql.raw(order)}, s.key)), '[]'::jsonb)
        FROM jsonb_each_text(r.fields->'series') s)
    FROM (SELECT DISTINCT ON (${sql.raw(code)}) id, ${sql.raw(code)}, ${sql.raw(current)}, ${sql.raw(columns.join(', '))}
          FROM ${sql.raw(table)} WHERE ${sql.raw(code)} IS NOT NULL ORDER BY ${sql.raw(code)}, seq) m
    WHERE r.import_id = ${importId} AND r.kind = 'pending' AND m.${sql.raw(code)} = r.code`);
  const moves = sql.raw(
    `EXISTS (SELECT 1 FROM jsonb_array_elements(r.changes) c WHERE (c->>'new')::bigint IS DISTINCT FROM (c->>'old')::bigint)`,
  );
  const newLead =
    catalogue === 'A'
      ? `coalesce((r.fields->'series'->>'price_OA')::bigint, (r.fields->'series'->>'price_O')::bigint)`
      : `(r.fields->'series'->>'price_consumer')::bigint`;
  await tx(sql`
    UPDATE price_import_rows r SET
      kind = CASE
        WHEN r.medicine_id IS NULL AND ${sql.raw(NAMED)} IS NULL THEN 'error'
        WHEN r.medicine_id IS NULL THEN 'new'
        WHEN ${moves} THEN 'change'
        ELSE 'same' END,
      reason = CASE WHEN r.medicine_id IS NULL AND ${sql.raw(NAMED)} IS NULL THEN ${messages.imports.row.unknownCode} END,
      new_price = CASE WHEN r.medicine_id IS NULL THEN ${sql.raw(newLead)} ELSE r.new_price END,
      changes = CASE WHEN r.medicine_id IS NULL THEN
        (SELECT coalesce(jsonb_agg(jsonb_build_object('series', s.key, 'old', NULL, 'new', s.value::bigint,
          'derived', coalesce(r.fields->'derived', '[]'::jsonb) ? s.key) ORDER BY array_position(${sql.raw(order)}, s.key)), '[]'::jsonb)
         FROM jsonb_each_text(r.fields->'series') s) ELSE r.changes END
    WHERE r.import_id = ${importId} AND r.kind = 'pending'`);
  await tx(sql`
    UPDATE price_import_rows r SET flagged = true
    WHERE r.import_id = ${importId} AND r.kind = 'change' AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.changes) c
      WHERE (c->>'new')::bigint IS DISTINCT FROM (c->>'old')::bigint AND ((c->>'new')::bigint = 0
        OR ((c->>'old')::bigint > 0 AND abs((c->>'new')::bigint - (c->>'old')::bigint) * 100 > ${FLAG_PERCENT} * (c->>'old')::bigint)))`);
  await tx(sql`
    INSERT INTO price_import_rows (import_id, n, kind, code, medicine_id, old_price)
    SELECT ${importId}, ${lastN} + row_number() OVER (ORDER BY m.seq), 'missing', m.${sql.raw(code)}, m.id, m.${sql.raw(current)}
    FROM ${sql.raw(table)} m
    WHERE m.${sql.raw(code)} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM price_import_rows r WHERE r.import_id = ${importId} AND r.code = m.${sql.raw(code)})`);
  await tx(sql`
    UPDATE price_imports SET
      effective_at = (SELECT max(effective_at) FROM price_import_rows WHERE import_id = ${importId} AND kind IN ('new', 'change', 'same')),
      counts = (SELECT json_build_object(
        'rows', count(*) FILTER (WHERE kind <> 'missing'),
        'new', count(*) FILTER (WHERE kind = 'new'), 'change', count(*) FILTER (WHERE kind = 'change'),
        'same', count(*) FILTER (WHERE kind = 'same'), 'error', count(*) FILTER (WHERE kind = 'error'),
        'missing', count(*) FILTER (WHERE kind = 'missing'), 'flagged', count(*) FILTER (WHERE flagged))
        FROM price_import_rows WHERE import_id = ${importId})
    WHERE id = ${importId}`);
}
