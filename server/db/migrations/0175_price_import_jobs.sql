-- Reading a price list in the background (behaviour §10.12): a long file is read after the
-- upload's answer, its progress kept here (not in one server's memory, so any instance answers the
-- screen's polling). An import is 'reading' until its preview stands, or 'failed' with the Persian
-- reason; one whose reader stopped beating (its instance went away) reads as failed.
ALTER TABLE price_imports DROP CONSTRAINT price_imports_status_check;
ALTER TABLE price_imports ADD CONSTRAINT price_imports_status_check
  CHECK (status IN ('reading', 'failed', 'preview', 'published', 'rolled back'));
ALTER TABLE price_imports ADD COLUMN size_bytes bigint;
ALTER TABLE price_imports ADD COLUMN read_bytes bigint;
ALTER TABLE price_imports ADD COLUMN failure text;
ALTER TABLE price_imports ADD COLUMN heartbeat_at timestamptz;
DROP INDEX price_imports_published_once;
CREATE UNIQUE INDEX price_imports_published_once ON price_imports (catalogue, sha256) WHERE status IN ('published', 'rolled back');
