-- Daroban initial schema. Runs on PGlite (PostgreSQL 18) and PostgreSQL 15+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE provinces (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  org_name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  province_id text REFERENCES provinces (id),
  role text NOT NULL DEFAULT 'user',
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE packages (
  id text PRIMARY KEY,
  name text NOT NULL,
  days integer NOT NULL,
  price_toman integer NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id text REFERENCES packages (id),
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_user_expiry ON subscriptions (user_id, expires_at DESC);

-- One live code per mobile; only its HMAC is stored.
CREATE TABLE otp_codes (
  mobile text PRIMARY KEY,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);

-- Fixed-window counters (per ip and action), shared by every server instance.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE photos (
  file_name text PRIMARY KEY,
  content_type text NOT NULL,
  body bytea NOT NULL
);

-- Category A. Price histories are jsonb arrays ordered by insert_date (last = current);
-- *_f columns hold foldPersian() copies for matching; current_price/price_changed_at are the
-- denormalised "current price" (price_OA when added_value, else price_O) and its date.
CREATE TABLE medicines_a (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  seed_key text UNIQUE,
  brand_name_fa text,
  brand_name_la text,
  generic_name_fa text,
  generic_name_la text,
  generic_code text,
  brand_code text,
  quantity_in_pack integer,
  added_value boolean NOT NULL DEFAULT false,
  concessionaire text,
  manufacturing_factory text,
  importer_company text,
  manufacturing_country text,
  distribution_companies jsonb NOT NULL DEFAULT '[]',
  related_ids jsonb NOT NULL DEFAULT '[]',
  drug_classification text,
  pharmaceutical_group text,
  description text,
  information_link text,
  photo_file text REFERENCES photos (file_name),
  price_o jsonb NOT NULL DEFAULT '[]',
  price_oa jsonb NOT NULL DEFAULT '[]',
  price_b jsonb NOT NULL DEFAULT '[]',
  price_ba jsonb NOT NULL DEFAULT '[]',
  current_price bigint,
  price_changed_at timestamptz,
  search_f text NOT NULL DEFAULT '',
  brand_name_fa_f text NOT NULL DEFAULT '',
  brand_name_la_f text NOT NULL DEFAULT '',
  generic_name_fa_f text NOT NULL DEFAULT '',
  generic_name_la_f text NOT NULL DEFAULT '',
  generic_code_f text NOT NULL DEFAULT '',
  concessionaire_f text NOT NULL DEFAULT ''
);
CREATE INDEX medicines_a_search_trgm ON medicines_a USING gin (search_f gin_trgm_ops);
CREATE INDEX medicines_a_brand_fa_trgm ON medicines_a USING gin (brand_name_fa_f gin_trgm_ops);
CREATE INDEX medicines_a_brand_la_trgm ON medicines_a USING gin (brand_name_la_f gin_trgm_ops);
CREATE INDEX medicines_a_generic_fa_trgm ON medicines_a USING gin (generic_name_fa_f gin_trgm_ops);
CREATE INDEX medicines_a_generic_la_trgm ON medicines_a USING gin (generic_name_la_f gin_trgm_ops);
CREATE INDEX medicines_a_concessionaire_trgm ON medicines_a USING gin (concessionaire_f gin_trgm_ops);
CREATE INDEX medicines_a_price_changed ON medicines_a (price_changed_at DESC, seq DESC);

-- Category B; current_* are the last entries of the price histories, price_updated_at the date of
-- the current consumer price.
CREATE TABLE medicines_b (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  seed_key text UNIQUE,
  brand_name_fa text,
  brand_name_la text,
  generic_name_fa text,
  generic_name_la text,
  quantity_in_pack integer,
  supplier_company text,
  producer_company text,
  name_brand_owner text,
  generic_code text,
  status_medicine text,
  irc_code text,
  gtin_code text,
  medicine_group text,
  description text,
  related_ids jsonb NOT NULL DEFAULT '[]',
  price_distributor jsonb NOT NULL DEFAULT '[]',
  price_pharmacy jsonb NOT NULL DEFAULT '[]',
  price_consumer jsonb NOT NULL DEFAULT '[]',
  current_price_distributor bigint,
  current_price_pharmacy bigint,
  current_price_consumer bigint,
  price_updated_at timestamptz,
  search_f text NOT NULL DEFAULT '',
  brand_name_fa_f text NOT NULL DEFAULT '',
  brand_name_la_f text NOT NULL DEFAULT '',
  generic_name_fa_f text NOT NULL DEFAULT '',
  generic_name_la_f text NOT NULL DEFAULT '',
  generic_code_f text NOT NULL DEFAULT '',
  supplier_company_f text NOT NULL DEFAULT '',
  producer_company_f text NOT NULL DEFAULT '',
  irc_code_f text NOT NULL DEFAULT ''
);
CREATE INDEX medicines_b_search_trgm ON medicines_b USING gin (search_f gin_trgm_ops);
CREATE INDEX medicines_b_brand_fa_trgm ON medicines_b USING gin (brand_name_fa_f gin_trgm_ops);
CREATE INDEX medicines_b_brand_la_trgm ON medicines_b USING gin (brand_name_la_f gin_trgm_ops);
CREATE INDEX medicines_b_generic_fa_trgm ON medicines_b USING gin (generic_name_fa_f gin_trgm_ops);
CREATE INDEX medicines_b_generic_la_trgm ON medicines_b USING gin (generic_name_la_f gin_trgm_ops);
CREATE INDEX medicines_b_supplier_trgm ON medicines_b USING gin (supplier_company_f gin_trgm_ops);
CREATE INDEX medicines_b_producer_trgm ON medicines_b USING gin (producer_company_f gin_trgm_ops);
CREATE INDEX medicines_b_price_pharmacy ON medicines_b (current_price_pharmacy);
CREATE INDEX medicines_b_price_distributor ON medicines_b (current_price_distributor);
CREATE INDEX medicines_b_price_updated ON medicines_b (price_updated_at DESC, seq DESC);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  report text NOT NULL,
  medicine_a_id uuid REFERENCES medicines_a (id) ON DELETE SET NULL,
  medicine_b_id uuid REFERENCES medicines_b (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  report text NOT NULL,
  status text NOT NULL DEFAULT 'not checked' CHECK (status IN ('not checked', 'checked')),
  answer text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_user_created ON tickets (user_id, created_at DESC);
