-- Exact row counts of the catalogues, kept by statement-level triggers, so an unfiltered list
-- (the first screen every user opens) does not count 100,000 rows on each call.
CREATE TABLE catalog_counts (
  table_name text PRIMARY KEY,
  n bigint NOT NULL
);
INSERT INTO catalog_counts (table_name, n)
SELECT 'medicines_a', count(*) FROM medicines_a
UNION ALL
SELECT 'medicines_b', count(*) FROM medicines_b;

CREATE FUNCTION catalog_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE FUNCTION catalog_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE FUNCTION catalog_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE TRIGGER medicines_a_counted_insert AFTER INSERT ON medicines_a
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_inserted();
CREATE TRIGGER medicines_a_counted_delete AFTER DELETE ON medicines_a
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_deleted();
CREATE TRIGGER medicines_a_counted_truncate AFTER TRUNCATE ON medicines_a
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_truncated();
CREATE TRIGGER medicines_b_counted_insert AFTER INSERT ON medicines_b
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_inserted();
CREATE TRIGGER medicines_b_counted_delete AFTER DELETE ON medicines_b
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_deleted();
CREATE TRIGGER medicines_b_counted_truncate AFTER TRUNCATE ON medicines_b
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_truncated();
