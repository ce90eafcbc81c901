-- Exact totals of filtered lists, cached in the database (behaviour §11.4), so every instance
-- reads and fills the same cache and no instance keeps a total only in its memory.
--
-- A catalogue's `generation` goes up with every statement that writes it (INSERT, UPDATE, DELETE,
-- TRUNCATE, whoever runs it); a cached total stamped with an older generation is never served, and
-- the write deletes the catalogue's stale totals so the table stays small. A total is counted and
-- stamped in one statement (one snapshot), so a count taken before a concurrent write commits is
-- stamped with the old generation and is never served after it.
ALTER TABLE catalog_counts ADD COLUMN IF NOT EXISTS generation bigint NOT NULL DEFAULT 0;

CREATE TABLE IF NOT EXISTS catalog_totals (
  table_name text NOT NULL,
  -- sha-256 (hex) of the normalised WHERE clause and its parameters (folded search text).
  filter_key text NOT NULL,
  generation bigint NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (table_name, filter_key)
);

CREATE OR REPLACE FUNCTION catalog_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counts SET generation = generation + 1 WHERE table_name = TG_TABLE_NAME;
  DELETE FROM catalog_totals WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS medicines_a_written ON medicines_a;
CREATE TRIGGER medicines_a_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON medicines_a
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
DROP TRIGGER IF EXISTS medicines_b_written ON medicines_b;
CREATE TRIGGER medicines_b_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON medicines_b
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
