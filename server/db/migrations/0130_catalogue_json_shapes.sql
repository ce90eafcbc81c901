-- The catalogue's jsonb columns hold exactly the contract's shapes (openapi.yaml). The details and the
-- price-change pages write the price histories and the distributors into their answers as PostgreSQL
-- wrote them, unparsed (server/http/json-text.ts), and the details cast the related ids to uuid; so a
-- value of another shape, from any writer (the app, a seed, psql), is refused here rather than sent
-- to a pharmacist or failing a detail.
--   price history:  an array of {"price": a whole number ≥ 0, "insert_date": an ISO 8601 UTC time},
--                   no other keys (PriceEntry);
--   distributors:   an array of strings;
--   related ids:    an array of uuid strings.
-- The constraints are added NOT VALID (a brief lock: new writes are checked from now on) and the rows
-- already there are checked by 0131 in a transaction of its own, which lets reads and writes go on
-- meanwhile (about 20 s for 100,000 medicines a catalogue).

CREATE OR REPLACE FUNCTION catalogue_price_history_ok(history jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_typeof(history) = 'array' AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(history) AS e(entry)
    WHERE jsonb_typeof(entry) IS DISTINCT FROM 'object'
       OR jsonb_typeof(entry -> 'price') IS DISTINCT FROM 'number'
       OR (entry ->> 'price')::numeric < 0
       OR (entry ->> 'price')::numeric <> trunc((entry ->> 'price')::numeric)
       OR jsonb_typeof(entry -> 'insert_date') IS DISTINCT FROM 'string'
       OR (entry ->> 'insert_date') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$'
       OR (SELECT count(*) FROM jsonb_object_keys(entry)) <> 2)
$$;

CREATE OR REPLACE FUNCTION catalogue_strings_ok(list jsonb, pattern text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_typeof(list) = 'array' AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(list) AS e(item)
    WHERE jsonb_typeof(item) IS DISTINCT FROM 'string' OR (item #>> '{}') !~ pattern)
$$;

ALTER TABLE medicines_a
  ADD CONSTRAINT medicines_a_price_o_shape CHECK (catalogue_price_history_ok(price_o)) NOT VALID,
  ADD CONSTRAINT medicines_a_price_oa_shape CHECK (catalogue_price_history_ok(price_oa)) NOT VALID,
  ADD CONSTRAINT medicines_a_price_b_shape CHECK (catalogue_price_history_ok(price_b)) NOT VALID,
  ADD CONSTRAINT medicines_a_price_ba_shape CHECK (catalogue_price_history_ok(price_ba)) NOT VALID,
  ADD CONSTRAINT medicines_a_distribution_companies_shape CHECK (catalogue_strings_ok(distribution_companies, '')) NOT VALID,
  ADD CONSTRAINT medicines_a_related_ids_shape
    CHECK (catalogue_strings_ok(related_ids, '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$')) NOT VALID;

ALTER TABLE medicines_b
  ADD CONSTRAINT medicines_b_price_distributor_shape CHECK (catalogue_price_history_ok(price_distributor)) NOT VALID,
  ADD CONSTRAINT medicines_b_price_pharmacy_shape CHECK (catalogue_price_history_ok(price_pharmacy)) NOT VALID,
  ADD CONSTRAINT medicines_b_price_consumer_shape CHECK (catalogue_price_history_ok(price_consumer)) NOT VALID,
  ADD CONSTRAINT medicines_b_related_ids_shape
    CHECK (catalogue_strings_ok(related_ids, '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$')) NOT VALID;
