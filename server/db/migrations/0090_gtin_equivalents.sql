-- behaviour §10.4: a GTIN on both catalogues (the barcode lookup) and the indexes behind the
-- equivalents: the same generic code, or the same folded generic name, each read in the order
-- of the consumer price of one unit (category A: current_price; B: the pack's consumer price
-- over its quantity; the service uses these same expressions).
ALTER TABLE medicines_a ADD COLUMN IF NOT EXISTS gtin text;
ALTER TABLE medicines_b ADD COLUMN IF NOT EXISTS gtin text;

-- A catalogue seeded before this migration: category B already carries GTIN codes.
UPDATE medicines_b m SET gtin = m.gtin_code
WHERE m.gtin IS NULL AND m.gtin_code ~ '^[0-9]{13}$'
  AND NOT EXISTS (SELECT 1 FROM medicines_b o WHERE o.gtin_code = m.gtin_code AND o.id <> m.id);

CREATE UNIQUE INDEX IF NOT EXISTS medicines_a_gtin ON medicines_a (gtin);
CREATE UNIQUE INDEX IF NOT EXISTS medicines_b_gtin ON medicines_b (gtin);
CREATE INDEX IF NOT EXISTS medicines_a_generic_code_price ON medicines_a (generic_code, current_price);
CREATE INDEX IF NOT EXISTS medicines_a_generic_name_price ON medicines_a (generic_name_fa_f, current_price);
CREATE INDEX IF NOT EXISTS medicines_b_generic_code_price
  ON medicines_b (generic_code, (round(current_price_consumer::numeric / nullif(quantity_in_pack, 0))::bigint));
CREATE INDEX IF NOT EXISTS medicines_b_generic_name_price
  ON medicines_b (generic_name_fa_f, (round(current_price_consumer::numeric / nullif(quantity_in_pack, 0))::bigint));
-- A medicine with a code also matches, by name, the few without one: a small partial index.
CREATE INDEX IF NOT EXISTS medicines_a_uncoded_name_price ON medicines_a (generic_name_fa_f, current_price)
  WHERE generic_code IS NULL;
CREATE INDEX IF NOT EXISTS medicines_b_uncoded_name_price
  ON medicines_b (generic_name_fa_f, (round(current_price_consumer::numeric / nullif(quantity_in_pack, 0))::bigint))
  WHERE generic_code IS NULL;
