-- Cached totals have an age (behaviour §11.4): a total is served for at most a day after it was
-- counted, and a count that stores a total deletes its catalogue's totals older than that. Before,
-- only a write to the catalogue emptied the cache, so with no writes every distinct search and filter
-- ever asked for stayed in the table; now it holds about one day of distinct filters.
ALTER TABLE catalog_totals ADD COLUMN IF NOT EXISTS counted_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX IF NOT EXISTS catalog_totals_counted_at ON catalog_totals (table_name, counted_at);
