-- The official record (behaviour §10.12): every price fact is one entry of `price_entries`, of one
-- series (A: price_O, price_OA, price_B, price_BA; B: price_consumer, price_distributor,
-- price_pharmacy), with its source. The drugs' jsonb series are a cache of the standing entries,
-- written by one function (`refresh_price_series`) and nothing else.
ALTER TABLE price_entries ADD COLUMN series text;
-- The file's row an imported entry came from.
ALTER TABLE price_entries ADD COLUMN row_no integer;
-- Computed from stated values (A's box price = unit price × pack), never official.
ALTER TABLE price_entries ADD COLUMN derived boolean NOT NULL DEFAULT false;
-- An entry of the drug's current-price series: the change feed's and the watchers' alerts' entries.
ALTER TABLE price_entries ADD COLUMN lead boolean NOT NULL DEFAULT true;
-- When a rollback took the entry off (it stays, for the history of the record).
ALTER TABLE price_entries ADD COLUMN withdrawn_at timestamptz;

-- Which series a drug's current price is (A: with added value when the drug has it; B: consumer).
CREATE FUNCTION lead_series(category text, added_value boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN category = 'B' THEN 'price_consumer' WHEN coalesce(added_value, false) THEN 'price_OA' ELSE 'price_O' END
$$;

-- A series as the API answers it: the standing entries, oldest effective first.
CREATE FUNCTION price_points(c text, id uuid, s text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('price', pe.price,
      'insert_date', to_char(pe.effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY pe.effective_at, pe.seq), '[]'::jsonb)
  FROM price_entries pe
  WHERE pe.category = c AND pe.medicine_id = id AND pe.series = s AND pe.kind <> 'rollback' AND pe.withdrawn_at IS NULL
$$;

-- The one writer of the cache: the drugs' series and current prices from their standing entries.
CREATE FUNCTION refresh_price_series(c text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c = 'A' THEN
    UPDATE medicines_a m SET price_o = price_points('A', m.id, 'price_O'), price_oa = price_points('A', m.id, 'price_OA'),
      price_b = price_points('A', m.id, 'price_B'), price_ba = price_points('A', m.id, 'price_BA')
    WHERE m.id = ANY (ids);
    UPDATE medicines_a m SET current_price = (l.p -> -1 ->> 'price')::bigint, price_changed_at = (l.p -> -1 ->> 'insert_date')::timestamptz
    FROM (SELECT id, CASE lead_series('A', added_value) WHEN 'price_OA' THEN price_oa ELSE price_o END AS p
          FROM medicines_a WHERE id = ANY (ids)) l
    WHERE m.id = l.id;
  ELSE
    UPDATE medicines_b m SET price_consumer = price_points('B', m.id, 'price_consumer'),
      price_distributor = price_points('B', m.id, 'price_distributor'), price_pharmacy = price_points('B', m.id, 'price_pharmacy')
    WHERE m.id = ANY (ids);
    UPDATE medicines_b m SET current_price_consumer = (m.price_consumer -> -1 ->> 'price')::bigint,
      current_price_distributor = (m.price_distributor -> -1 ->> 'price')::bigint,
      current_price_pharmacy = (m.price_pharmacy -> -1 ->> 'price')::bigint,
      price_updated_at = (m.price_consumer -> -1 ->> 'insert_date')::timestamptz
    WHERE m.id = ANY (ids);
  END IF;
END
$$;

-- Every point of every drug's series as one list, for the backfill below and the seed.
CREATE VIEW price_cache_points AS
  SELECT 'A'::text AS category, m.id, m.seq, s.series, (p.v ->> 'price')::bigint AS price, (p.v ->> 'insert_date')::timestamptz AS at,
    lead_series('A', m.added_value) = s.series AS is_lead, p.i
  FROM medicines_a m,
    LATERAL (VALUES ('price_O', m.price_o), ('price_OA', m.price_oa), ('price_B', m.price_b), ('price_BA', m.price_ba)) s(series, list),
    jsonb_array_elements(s.list) WITH ORDINALITY p(v, i)
  UNION ALL
  SELECT 'B', m.id, m.seq, s.series, (p.v ->> 'price')::bigint, (p.v ->> 'insert_date')::timestamptz, s.series = 'price_consumer', p.i
  FROM medicines_b m,
    LATERAL (VALUES ('price_consumer', m.price_consumer), ('price_distributor', m.price_distributor),
      ('price_pharmacy', m.price_pharmacy)) s(series, list),
    jsonb_array_elements(s.list) WITH ORDINALITY p(v, i);

-- The entries already written were of the current-price series.
UPDATE price_entries pe SET series = lead_series(pe.category,
  (SELECT a.added_value FROM medicines_a a WHERE pe.category = 'A' AND a.id = pe.medicine_id));
UPDATE price_entries pe SET withdrawn_at = pi.rolled_back_at
FROM price_imports pi WHERE pi.id = pe.import_id AND pe.kind = 'import' AND pi.status = 'rolled back';
ALTER TABLE price_entries ALTER COLUMN series SET NOT NULL;
CREATE INDEX price_entries_series ON price_entries (category, medicine_id, series, effective_at);

-- Every other point of the cache becomes a seed entry, except the values an earlier import or hand
-- edit invented: a series the change did not state, scaled by its ratio on the change's date. Those
-- are removed (behaviour §10.12), and the drugs' series written again from the record.
INSERT INTO price_entries (category, medicine_id, series, effective_at, price, kind, published_at, lead)
SELECT pt.category, pt.id, pt.series, pt.at, pt.price, 'seed', pt.at, false
FROM price_cache_points pt
WHERE NOT EXISTS (SELECT 1 FROM price_entries pe WHERE pe.category = pt.category AND pe.medicine_id = pt.id AND pe.series = pt.series
    AND pe.effective_at = pt.at AND pe.price = pt.price AND pe.kind <> 'rollback' AND pe.withdrawn_at IS NULL)
  AND NOT (NOT pt.is_lead AND EXISTS (SELECT 1 FROM price_entries pe WHERE pe.category = pt.category AND pe.medicine_id = pt.id
    AND pe.kind IN ('import', 'hand') AND pe.withdrawn_at IS NULL AND pe.effective_at = pt.at
    AND NOT EXISTS (SELECT 1 FROM price_import_rows r WHERE r.import_id = pe.import_id AND r.kind = 'new' AND r.medicine_id = pt.id)))
ORDER BY pt.category, pt.seq, pt.series, pt.i;
SELECT refresh_price_series('A', ARRAY(SELECT DISTINCT medicine_id FROM price_entries WHERE category = 'A' AND kind IN ('import', 'hand')));
SELECT refresh_price_series('B', ARRAY(SELECT DISTINCT medicine_id FROM price_entries WHERE category = 'B' AND kind IN ('import', 'hand')));

-- A rolled-back file may be published again (behaviour §10.12): only a published one is unique.
DROP INDEX price_imports_published_once;
CREATE UNIQUE INDEX price_imports_published_once ON price_imports (catalogue, sha256) WHERE status = 'published';

-- What a preview found per series: [{series, old, new, derived}], the stated series only.
ALTER TABLE price_import_rows ADD COLUMN changes jsonb;
-- Each imported dataset's source, version, date and licence note.
ALTER TABLE price_imports ADD COLUMN kind text NOT NULL DEFAULT 'prices';
ALTER TABLE price_imports ADD COLUMN dataset jsonb;
