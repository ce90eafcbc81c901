-- Price lists in and out (behaviour §10.12): every price entry's provenance, the operators' imports of
-- the official list (previewed before anything changes), the saved column mappings, and the API keys
-- pharmacy software reads the change feed with.

-- An import: one uploaded file of one catalogue, previewed, then published or dropped; a published one
-- may be rolled back as a whole. Publishing the same file (SHA-256) twice changes nothing.
CREATE TABLE price_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  catalogue text NOT NULL CHECK (catalogue IN ('A', 'B')),
  file_name text NOT NULL,
  sha256 text NOT NULL,
  layout text NOT NULL,
  mapping jsonb NOT NULL,
  status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'published', 'rolled back')),
  effective_at timestamptz,
  counts jsonb NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  published_by uuid REFERENCES users (id),
  published_at timestamptz,
  rolled_back_by uuid REFERENCES users (id),
  rolled_back_at timestamptz
);
CREATE UNIQUE INDEX price_imports_published_once ON price_imports (catalogue, sha256) WHERE status <> 'preview';
CREATE INDEX price_imports_recent ON price_imports (created_at DESC, id);

-- What a preview found, row by row: 'new' drugs, price 'change's, rows with the 'same' price, rows
-- it could not read ('error', with the Persian reason), and the catalogue's drugs 'missing' from the file.
CREATE TABLE price_import_rows (
  import_id uuid NOT NULL REFERENCES price_imports (id) ON DELETE CASCADE,
  n integer NOT NULL,
  row_no integer,
  kind text NOT NULL CHECK (kind IN ('pending', 'new', 'change', 'same', 'error', 'missing')),
  code text,
  medicine_id uuid,
  old_price bigint,
  new_price bigint,
  effective_at timestamptz,
  flagged boolean NOT NULL DEFAULT false,
  reason text,
  fields jsonb,
  PRIMARY KEY (import_id, n)
);
CREATE INDEX price_import_rows_kind ON price_import_rows (import_id, kind, n);
CREATE INDEX price_import_rows_code ON price_import_rows (import_id, code);

-- The column mapping of a file layout (its header row), offered again for the next file like it.
CREATE TABLE price_import_layouts (
  layout text PRIMARY KEY,
  catalogue text NOT NULL CHECK (catalogue IN ('A', 'B')),
  headers jsonb NOT NULL,
  mapping jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by uuid REFERENCES users (id)
);

-- Every price entry written from now on, in the order it became visible: its provenance (an import,
-- an operator's hand edit, or a rollback restoring the entry before an import) and the change feed's
-- cursor (`seq`). Writers take the price advisory lock inside their transaction, so entries commit in
-- `seq` order and a reader never sees a later entry before an earlier one.
CREATE TABLE price_entries (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('A', 'B')),
  medicine_id uuid NOT NULL,
  effective_at timestamptz NOT NULL,
  old_price bigint,
  price bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('seed', 'import', 'hand', 'rollback')),
  import_id uuid REFERENCES price_imports (id),
  actor_id uuid REFERENCES users (id),
  reason text,
  published_at timestamptz NOT NULL
);
CREATE INDEX price_entries_medicine ON price_entries (category, medicine_id, effective_at);
CREATE INDEX price_entries_import ON price_entries (import_id) WHERE import_id IS NOT NULL;

-- The entries already there came from the seed: each current price is marked so (the older entries
-- of a series have no row, which reads the same: an entry without provenance is the seed's).
INSERT INTO price_entries (category, medicine_id, effective_at, price, kind, published_at)
SELECT 'A', id, price_changed_at, current_price, 'seed', price_changed_at
FROM medicines_a WHERE current_price IS NOT NULL AND price_changed_at IS NOT NULL ORDER BY seq;
INSERT INTO price_entries (category, medicine_id, effective_at, price, kind, published_at)
SELECT 'B', id, price_updated_at, current_price_consumer, 'seed', price_updated_at
FROM medicines_b WHERE current_price_consumer IS NOT NULL AND price_updated_at IS NOT NULL ORDER BY seq;

-- A pharmacy's API keys for the change feed: only the SHA-256 of the key is kept (it is shown once).
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC);
