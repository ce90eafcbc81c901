-- Checks the rows already in the catalogue against 0130's shape constraints (VALIDATE CONSTRAINT takes
-- a lock that lets reads and writes go on). A row of another shape stops the migration with its
-- constraint's name; fix the row (or the writer that made it) and start again.
ALTER TABLE medicines_a
  VALIDATE CONSTRAINT medicines_a_price_o_shape,
  VALIDATE CONSTRAINT medicines_a_price_oa_shape,
  VALIDATE CONSTRAINT medicines_a_price_b_shape,
  VALIDATE CONSTRAINT medicines_a_price_ba_shape,
  VALIDATE CONSTRAINT medicines_a_distribution_companies_shape,
  VALIDATE CONSTRAINT medicines_a_related_ids_shape;
ALTER TABLE medicines_b
  VALIDATE CONSTRAINT medicines_b_price_distributor_shape,
  VALIDATE CONSTRAINT medicines_b_price_pharmacy_shape,
  VALIDATE CONSTRAINT medicines_b_price_consumer_shape,
  VALIDATE CONSTRAINT medicines_b_related_ids_shape;
